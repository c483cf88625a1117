-- A search in a category through words of that category alone: each listing's search document
-- again, every word prefixed with the listing's category ('3~sofa'), in an index of its own. Through
-- products_category_search_idx (btree_gin), "samsung phone" in Furniture intersected the
-- category's posting list (an eighth of the catalogue) with both words' (a fifth): 7–9 ms at a
-- million listings to find nothing, and the few matches of words that are common elsewhere are
-- what a search in a category most often has. Here it reads the posting lists of '3~samsung' and
-- '3~phone': 0.1 ms. A search with many matches walks an index instead (products-search.repository.ts).
SET LOCAL statement_timeout = 0;--> statement-breakpoint
CREATE FUNCTION "category_document"("category" bigint, "document" tsvector) RETURNS tsvector
	LANGUAGE sql IMMUTABLE PARALLEL SAFE
	AS $$ SELECT array_to_tsvector(array(SELECT category || '~' || lexeme FROM unnest(document))) $$;--> statement-breakpoint
-- The same prefix on every lexeme of a query: its text names each lexeme in quotes, a quote
-- within one doubled.
CREATE FUNCTION "category_query"("category" bigint, "query" tsquery) RETURNS tsquery
	LANGUAGE sql IMMUTABLE PARALLEL SAFE
	AS $$ SELECT regexp_replace(query::text, '''((?:[^'']|'''')*)''', '''' || category || '~\1''', 'g')::tsquery $$;--> statement-breakpoint
CREATE INDEX "products_category_document_idx" ON "products"
	USING gin ("category_document"("category_id", "search_vector"))
	WHERE "status" = 'available';--> statement-breakpoint
ANALYZE "products";
