-- The search document's index without the category (migration 0003) is read by no search:
-- products_category_search_idx (btree_gin, migration 0011) answers a condition on the document
-- alone as well, and at a million listings the planner took it for every search, with a
-- category or without (`npm run bench`, every search case: 10 430 scans of that index, none of
-- this one). Yet every new listing and every listing back on sale wrote its forty-odd words
-- into both.
DROP INDEX "products_search_idx";
