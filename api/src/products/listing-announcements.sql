-- The pages and lists a listing appears on are stale once a statement that changed it commits:
-- the database itself announces it, on the channel every API process listens to
-- (cluster/catalogue-changes.ts), so no code path has to remember to (a repeatable definition:
-- see docs/database.md). NOTIFY is delivered only on commit, never for a change rolled back.
--
-- The message names each listing's facts as its pages know them, before and after the change:
-- {"listings": [[id, category name, seller id, advertised], ...], "sellers": [id, ...]}, or
-- {"everything": true} when a statement changed more than fits a message (NOTIFY's 8,000 bytes).

-- Sends the facts of the listings given column by column, and the sellers whose profile changed.
CREATE OR REPLACE FUNCTION announce_listing_changes(
	ids bigint[], category_ids bigint[], seller_ids bigint[], advertised boolean[], sellers bigint[])
 RETURNS void
 LANGUAGE plpgsql
AS $$
DECLARE
	facts jsonb;
BEGIN
	IF cardinality(ids) > 100 THEN
		PERFORM pg_notify('marketplace_listings_changed', '{"everything":true}');
		RETURN;
	END IF;
	SELECT coalesce(jsonb_agg(DISTINCT jsonb_build_array(l.id, c.name, l.seller_id, l.advertised)), '[]')
		INTO facts
		FROM unnest(ids, category_ids, seller_ids, advertised) AS l(id, category_id, seller_id, advertised)
		JOIN categories c ON c.id = l.category_id;
	PERFORM pg_notify('marketplace_listings_changed',
		jsonb_build_object('listings', facts, 'sellers', to_jsonb(sellers))::text);
END
$$;

-- A statement that added, changed or removed listings: their facts before and after it.
CREATE OR REPLACE FUNCTION products_announce_changes()
 RETURNS trigger
 LANGUAGE plpgsql
AS $$
DECLARE
	ids bigint[];
	category_ids bigint[];
	seller_ids bigint[];
	advertised boolean[];
BEGIN
	IF TG_OP = 'INSERT' THEN
		SELECT array_agg(n.id), array_agg(n.category_id), array_agg(n.seller_id), array_agg(n.advertised)
			INTO ids, category_ids, seller_ids, advertised FROM new_rows n;
	ELSIF TG_OP = 'DELETE' THEN
		SELECT array_agg(o.id), array_agg(o.category_id), array_agg(o.seller_id), array_agg(o.advertised)
			INTO ids, category_ids, seller_ids, advertised FROM old_rows o;
	ELSE
		SELECT array_agg(r.id), array_agg(r.category_id), array_agg(r.seller_id), array_agg(r.advertised)
			INTO ids, category_ids, seller_ids, advertised
			FROM (SELECT o.id, o.category_id, o.seller_id, o.advertised FROM old_rows o
				UNION SELECT n.id, n.category_id, n.seller_id, n.advertised FROM new_rows n) r;
	END IF;
	IF ids IS NOT NULL THEN
		PERFORM announce_listing_changes(ids, category_ids, seller_ids, advertised, '{}');
	END IF;
	RETURN NULL;
END
$$;

CREATE OR REPLACE TRIGGER products_announce_inserts AFTER INSERT ON products
	REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION products_announce_changes();
CREATE OR REPLACE TRIGGER products_announce_updates AFTER UPDATE ON products
	REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
	FOR EACH STATEMENT EXECUTE FUNCTION products_announce_changes();
CREATE OR REPLACE TRIGGER products_announce_deletes AFTER DELETE ON products
	REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION products_announce_changes();

-- A seller whose suspension, verified badge, name or picture changed: every page showing their
-- listings (which leave or rejoin the public lists while suspended), and their profile.
CREATE OR REPLACE FUNCTION users_announce_seller_changes()
 RETURNS trigger
 LANGUAGE plpgsql
AS $$
DECLARE
	ids bigint[];
	category_ids bigint[];
	seller_ids bigint[];
	advertised boolean[];
BEGIN
	SELECT coalesce(array_agg(p.id), '{}'), coalesce(array_agg(p.category_id), '{}'),
			coalesce(array_agg(p.seller_id), '{}'), coalesce(array_agg(p.advertised), '{}')
		INTO ids, category_ids, seller_ids, advertised
		FROM (SELECT * FROM products p WHERE p.seller_id = NEW.id LIMIT 101) p;
	PERFORM announce_listing_changes(ids, category_ids, seller_ids, advertised, ARRAY[NEW.id]);
	RETURN NULL;
END
$$;

CREATE OR REPLACE TRIGGER users_announce_seller_changes
	AFTER UPDATE OF suspended_at, verify, name, image ON users FOR EACH ROW
	WHEN (OLD.suspended_at IS DISTINCT FROM NEW.suspended_at OR OLD.verify IS DISTINCT FROM NEW.verify
		OR OLD.name IS DISTINCT FROM NEW.name OR OLD.image IS DISTINCT FROM NEW.image)
	EXECUTE FUNCTION users_announce_seller_changes();
