-- The deal lifecycle (issue 11): an order is requested, accepted or declined, completed at the
-- handover, or cancelled / expired; a product is available, reserved or sold.
CREATE TYPE "public"."product_status" AS ENUM('available', 'reserved', 'sold');--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "status" "product_status" DEFAULT 'available' NOT NULL;--> statement-breakpoint
UPDATE "products" SET "status" = CASE
  WHEN EXISTS (SELECT 1 FROM "orders" o WHERE o."product_id" = "products"."id" AND o."status" = 'paid') THEN 'sold'::"product_status"
  WHEN NOT "products"."available" THEN 'reserved'::"product_status"
  ELSE 'available'::"product_status"
END;--> statement-breakpoint
DROP INDEX "products_category_available_idx";--> statement-breakpoint
DROP INDEX "products_advertised_available_idx";--> statement-breakpoint
ALTER TABLE "products" DROP COLUMN "available";--> statement-breakpoint
CREATE INDEX "products_category_available_idx" ON "products" USING btree ("category_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "products"."status" = 'available';--> statement-breakpoint
CREATE INDEX "products_advertised_available_idx" ON "products" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "products"."advertised" and "products"."status" = 'available';--> statement-breakpoint
-- New enum values cannot be used in the transaction that adds them, so the type is replaced.
DROP INDEX "orders_one_active_per_product_key";--> statement-breakpoint
ALTER TYPE "public"."order_status" RENAME TO "order_status_v0";--> statement-breakpoint
CREATE TYPE "public"."order_status" AS ENUM('requested', 'accepted', 'declined', 'completed', 'cancelled', 'expired');--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "status" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "status" SET DATA TYPE "public"."order_status" USING (
  CASE "status"::text WHEN 'pending' THEN 'requested' WHEN 'paid' THEN 'completed' ELSE "status"::text END
)::"public"."order_status";--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "status" SET DEFAULT 'requested';--> statement-breakpoint
DROP TYPE "public"."order_status_v0";--> statement-breakpoint
ALTER TABLE "orders" RENAME COLUMN "paid_at" TO "completed_at";--> statement-breakpoint
ALTER TABLE "orders" RENAME COLUMN "cancelled_at" TO "closed_at";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "close_reason" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "meeting_time" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "accepted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "buyer_confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "seller_confirmed_at" timestamp with time zone;--> statement-breakpoint
-- What a completed deal shows either party even after the other account or the listing is gone.
ALTER TABLE "orders" ADD COLUMN "seller_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "seller_phone" text DEFAULT '' NOT NULL;--> statement-breakpoint
UPDATE "orders" SET "seller_name" = u."name" FROM "users" u WHERE u."id" = "orders"."seller_id";--> statement-breakpoint
UPDATE "orders" SET "seller_phone" = p."phone" FROM "products" p WHERE p."id" = "orders"."product_id";--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "seller_name" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "seller_phone" DROP DEFAULT;--> statement-breakpoint
-- A deleted buyer's completed deals stay in their sellers' histories.
ALTER TABLE "orders" DROP CONSTRAINT "orders_buyer_id_users_id_fk";--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_buyer_id_users_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "orders_one_active_per_product_key" ON "orders" USING btree ("product_id") WHERE "orders"."status" in ('requested', 'accepted', 'completed');--> statement-breakpoint
CREATE INDEX "orders_buyer_created_idx" ON "orders" USING btree ("buyer_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_open_created_idx" ON "orders" USING btree ("status","created_at") WHERE "orders"."status" in ('requested', 'accepted');--> statement-breakpoint
CREATE TABLE "scheduled_job_runs" (
	"name" text PRIMARY KEY NOT NULL,
	"last_run_at" timestamp with time zone NOT NULL
);
