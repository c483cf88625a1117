-- The name tier of a relevance search (every word in the listing's name, RELEVANCE_TIERS) answered
-- by a text index of its own. The search document's index does not keep weights, so the name's
-- weight A was checked on each candidate's row: at a million listings one search read 23,012
-- blocks of the table for 1,934 rows. The name's words stemmed as in the document (its trigger, migration 0011),
-- kept by PostgreSQL from the name; adding the column fills it for every listing.
-- Adding the column rewrites the table and the index reads all of it (a minute at a million
-- listings), past the pool's statement timeout; the migrations' transaction runs without one.
SET LOCAL statement_timeout = 0;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "name_vector" tsvector GENERATED ALWAYS AS (to_tsvector('english', "name")) STORED;--> statement-breakpoint
-- One index, with the category first (btree_gin, migration 0011), as products_category_search_idx
-- is for the document: GIN answers a condition on either column, and at a million listings the
-- planner took this one for every name match, with a category or without, when both were there.
CREATE INDEX "products_category_name_search_idx" ON "products" USING gin ("category_id", "name_vector") WHERE "products"."status" = 'available';--> statement-breakpoint
-- The planner's statistics of the new column at once, not at autovacuum's next analyze: without
-- them it takes a name word to be as common as any.
ANALYZE "products";
