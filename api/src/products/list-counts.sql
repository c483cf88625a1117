-- Exact totals of the lists, kept by the database so no request counts a large set (a
-- repeatable definition: see docs/database.md): 'all', 'listed', 'advertised', 'category:<id>'
-- (listed ones) and 'seller:<id>', each spread over 16 shards so concurrent writers rarely wait.

-- The shard a session writes its deltas to.
CREATE OR REPLACE FUNCTION list_count_shard()
 RETURNS smallint
 LANGUAGE sql
 STABLE
AS $$
	SELECT (pg_backend_pid() % 16)::smallint
$$;

-- The public lists a listing is in by itself.
CREATE OR REPLACE FUNCTION product_public_list_keys(status product_status, category_id bigint, advertised boolean)
 RETURNS text[]
 LANGUAGE sql
 IMMUTABLE
AS $$
	SELECT CASE
		WHEN status <> 'available' THEN '{}'::text[]
		WHEN advertised THEN ARRAY['listed', 'category:' || category_id, 'advertised']
		ELSE ARRAY['listed', 'category:' || category_id]
	END
$$;

-- Every list a listing counts in: all listings and its seller's, and its public lists unless
-- its seller is suspended. Only a listing for sale has public lists, so only then is the seller
-- looked up.
CREATE OR REPLACE FUNCTION product_list_keys(seller_id bigint, status product_status, category_id bigint, advertised boolean)
 RETURNS text[]
 LANGUAGE plpgsql
 STABLE
AS $$
BEGIN
	IF status = 'available' AND NOT EXISTS (
		SELECT 1 FROM users u WHERE u.id = product_list_keys.seller_id AND u.suspended_at IS NOT NULL
	) THEN
		RETURN ARRAY['all', 'seller:' || seller_id] || product_public_list_keys(status, category_id, advertised);
	END IF;
	RETURN ARRAY['all', 'seller:' || seller_id];
END
$$;

-- A listing that moved between lists moves between their totals.
CREATE OR REPLACE FUNCTION product_list_counts_trigger()
 RETURNS trigger
 LANGUAGE plpgsql
AS $$
DECLARE
	old_keys text[] := CASE WHEN TG_OP <> 'INSERT'
		THEN product_list_keys(OLD.seller_id, OLD.status, OLD.category_id, OLD.advertised) ELSE '{}' END;
	new_keys text[] := CASE WHEN TG_OP <> 'DELETE'
		THEN product_list_keys(NEW.seller_id, NEW.status, NEW.category_id, NEW.advertised) ELSE '{}' END;
BEGIN
	IF old_keys = new_keys THEN RETURN NULL; END IF;
	INSERT INTO product_list_counts AS c (list_key, shard, total)
		SELECT k, list_count_shard(), sum(delta) FROM (
			SELECT k, 1 AS delta FROM unnest(new_keys) k WHERE NOT k = ANY(old_keys)
			UNION ALL
			SELECT k, -1 FROM unnest(old_keys) k WHERE NOT k = ANY(new_keys)
		) AS changes
		GROUP BY k ORDER BY k
		ON CONFLICT (list_key, shard) DO UPDATE SET total = c.total + EXCLUDED.total;
	RETURN NULL;
END
$$;

CREATE OR REPLACE TRIGGER products_list_counts_trigger AFTER INSERT OR DELETE OR UPDATE OF status, advertised, category_id, seller_id ON products FOR EACH ROW EXECUTE FUNCTION product_list_counts_trigger();

-- A suspended seller's listings leave the public lists' totals, and return when it ends.
CREATE OR REPLACE FUNCTION users_suspension_counts_trigger()
 RETURNS trigger
 LANGUAGE plpgsql
AS $$
DECLARE
	delta integer := CASE WHEN NEW.suspended_at IS NULL THEN 1 ELSE -1 END;
BEGIN
	INSERT INTO product_list_counts AS c (list_key, shard, total)
		SELECT k, list_count_shard(), delta * count(*)
		FROM products p, unnest(product_public_list_keys(p.status, p.category_id, p.advertised)) k
		WHERE p.seller_id = NEW.id GROUP BY k ORDER BY k
		ON CONFLICT (list_key, shard) DO UPDATE SET total = c.total + EXCLUDED.total;
	RETURN NULL;
END
$$;

CREATE OR REPLACE TRIGGER users_suspension_counts_trigger AFTER UPDATE OF suspended_at ON users FOR EACH ROW WHEN (((old.suspended_at IS NULL) <> (new.suspended_at IS NULL))) EXECUTE FUNCTION users_suspension_counts_trigger();
