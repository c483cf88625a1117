-- Search's documents and terms, kept by the database as listings change (a repeatable definition:
-- see docs/database.md).

-- The words of a document worth suggesting as corrections ("did you mean"): alphabetic, 3 to
-- 40 characters.
CREATE OR REPLACE FUNCTION search_terms_of(document tsvector)
 RETURNS SETOF text
 LANGUAGE sql
 IMMUTABLE
AS $$
	SELECT t FROM unnest(tsvector_to_array(document)) t WHERE t ~ '[[:alpha:]]' AND length(t) BETWEEN 3 AND 40
$$;

-- The weighted document of a listing: its name (A), its category's name (B), its description
-- (C), and its new words in the terms table. A trigger keeps it, because a generated column cannot
-- read the category's name.
CREATE OR REPLACE FUNCTION products_search_vector()
 RETURNS trigger
 LANGUAGE plpgsql
AS $$
BEGIN
	NEW.search_vector :=
		setweight(to_tsvector('english', coalesce(NEW.name, '')), 'A') ||
		setweight(to_tsvector('english', coalesce((SELECT c.name FROM categories c WHERE c.id = NEW.category_id), '')), 'B') ||
		setweight(to_tsvector('english', coalesce(NEW.description, '')), 'C');
	INSERT INTO search_terms (term)
		SELECT t FROM search_terms_of(NEW.search_vector) t
		WHERE NOT EXISTS (SELECT 1 FROM search_terms s WHERE s.term = t)
		ORDER BY t
		ON CONFLICT (term) DO NOTHING;
	RETURN NEW;
END
$$;

CREATE OR REPLACE TRIGGER products_search_vector_trigger BEFORE INSERT OR UPDATE OF name, description, category_id ON products FOR EACH ROW EXECUTE FUNCTION products_search_vector();

-- A renamed category: touching its listings' names re-runs their documents' trigger.
CREATE OR REPLACE FUNCTION categories_renamed()
 RETURNS trigger
 LANGUAGE plpgsql
AS $$
BEGIN
	-- Touching the name re-runs the products' own trigger with the new category name.
	UPDATE products SET name = name WHERE category_id = NEW.id;
	RETURN NULL;
END
$$;

CREATE OR REPLACE TRIGGER categories_renamed_trigger AFTER UPDATE OF name ON categories FOR EACH ROW WHEN ((old.name IS DISTINCT FROM new.name)) EXECUTE FUNCTION categories_renamed();

-- Listings' names apart from the wide rows, for the typo search's trigram index.
CREATE OR REPLACE FUNCTION products_keep_name()
 RETURNS trigger
 LANGUAGE plpgsql
AS $$
BEGIN
	INSERT INTO product_names (product_id, name) VALUES (NEW.id, NEW.name)
	ON CONFLICT (product_id) DO UPDATE SET name = EXCLUDED.name;
	RETURN NULL;
END
$$;

CREATE OR REPLACE TRIGGER products_keep_name_insert AFTER INSERT ON products FOR EACH ROW EXECUTE FUNCTION products_keep_name();

-- The seller's edit form sends the name with every change: only a new name is written.
CREATE OR REPLACE TRIGGER products_keep_name_update AFTER UPDATE OF name ON products FOR EACH ROW WHEN ((old.name IS DISTINCT FROM new.name)) EXECUTE FUNCTION products_keep_name();

-- A document whose every lexeme carries its category (`<id>~word`), so one index answers a
-- search within a category.
CREATE OR REPLACE FUNCTION category_document(category bigint, document tsvector)
 RETURNS tsvector
 LANGUAGE sql
 IMMUTABLE PARALLEL SAFE
AS $$ SELECT array_to_tsvector(array(SELECT category || '~' || lexeme FROM unnest(document))) $$;

-- The same prefix on every lexeme of a query (its text quotes each lexeme, doubling quotes within).
CREATE OR REPLACE FUNCTION category_query(category bigint, query tsquery)
 RETURNS tsquery
 LANGUAGE sql
 IMMUTABLE PARALLEL SAFE
AS $$ SELECT regexp_replace(query::text, '''((?:[^'']|'''')*)''', '''' || category || '~\1''', 'g')::tsquery $$;

-- SPEC.md's offset pages of a category: the ids of a page, in an index-only walk of
-- products_category_available_idx. A function keeps one plan per connection; prepared with the
-- offset as a parameter, PostgreSQL planned the statement anew every time. Its condition repeats
-- `publiclyListed` (products.repository.ts): for sale, and the seller not suspended.
CREATE OR REPLACE FUNCTION category_page_ids(category bigint, page_limit integer, page_offset integer)
 RETURNS SETOF bigint
 LANGUAGE plpgsql
 STABLE PARALLEL SAFE ROWS 50
 SET plan_cache_mode TO 'force_generic_plan'
AS $$
BEGIN
	RETURN QUERY
	SELECT p.id FROM products p
	WHERE p.category_id = category_page_ids.category AND p.status = 'available'
		AND p.seller_id NOT IN (SELECT u.id FROM users u WHERE u.suspended_at IS NOT NULL)
	ORDER BY p.created_at DESC, p.id DESC
	LIMIT page_limit OFFSET page_offset;
END
$$;
