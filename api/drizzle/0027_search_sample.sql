-- One listing in 128 (by a hash of its id, so the sample has nothing to do with when or how a
-- listing was made), indexed for search as products_category_search_idx indexes them all. A
-- search's first page asks how many of its matches are in the sample before it counts them: a
-- common word's matches fill the sample at once (its posting list here is a 128th as long),
-- where counting its first 1,001 matches built a bitmap of every one (10–30 ms at a million
-- listings, seven tenths of the search's database time in `npm run bench`). See
-- products-search-sample.ts.
SET LOCAL statement_timeout = 0;--> statement-breakpoint
CREATE INDEX "products_search_sample_idx" ON "products" USING gin ("category_id", "search_vector")
	WHERE "status" = 'available' AND (hashint8("id") & 127) = 0;
