-- A distance search in a category asks the catalogue's sample (migration 0029) for that category's
-- listings in the circle's grid cells. With the cell alone in the index, every category's sampled
-- listings in those cells were read from the table and seven in eight thrown away (199 table
-- blocks for 21 matches around Dhaka); with the category beside the cell, the index leaves only
-- the category's (22 blocks). The count's statement went from 1.3-1.6 to 0.6-1.0 ms at a million
-- listings. A search without a category reads the cells as before.
SET LOCAL statement_timeout = 0;--> statement-breakpoint
DROP INDEX "products_search_sample_cell_idx";--> statement-breakpoint
CREATE INDEX "products_search_sample_cell_idx" ON "products" USING btree ("geo_cell", "category_id")
	WHERE "status" = 'available' AND (hashint8("id") & 127) = 0 AND "geo_cell" IS NOT NULL;
