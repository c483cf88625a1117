-- Nearest first within a category walks that category's points alone. Through
-- products_listed_point_idx (points of every category) a page of one category read eight times
-- its size in each of its two steps, and the bound's box returned every category's listings in it
-- (products-distance.ts, nearestPageIds). btree_gist puts the category and the point in one GiST
-- index, which also walks nearest first without a category (a search with none walks each
-- category's part of the tree); it replaces the point-only index, so a listing's change of state
-- still writes one point index.
SET LOCAL statement_timeout = 0;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS btree_gist;--> statement-breakpoint
CREATE INDEX "products_category_point_idx" ON "products" USING gist ("category_id", point("lng", "lat"))
	WHERE "status" = 'available' AND "lat" IS NOT NULL;--> statement-breakpoint
DROP INDEX "products_listed_point_idx";--> statement-breakpoint
-- The catalogue's sample (migration 0027) by grid cell: a distance search's count asks the sample
-- first, and without words or a category the sample's text index cannot answer it, so it read the
-- table from the start.
CREATE INDEX "products_search_sample_cell_idx" ON "products" USING btree ("geo_cell")
	WHERE "status" = 'available' AND (hashint8("id") & 127) = 0 AND "geo_cell" IS NOT NULL;--> statement-breakpoint
ANALYZE "products";
