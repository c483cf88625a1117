-- A category's page at any offset is found in this index alone: it also holds the seller, whom
-- every public list checks (not suspended), so skipping thousands of entries reads no table row.
DROP INDEX "products_category_available_idx";--> statement-breakpoint
CREATE INDEX "products_category_available_idx" ON "products" USING btree ("category_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) INCLUDE ("seller_id") WHERE "products"."status" = 'available';
