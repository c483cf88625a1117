-- List totals follow suspensions: a suspended seller's listings leave the public lists (issue 15),
-- so they leave those lists' totals too. `product_public_keys` names the public lists a listing is
-- in by itself; `product_list_keys` drops them while its seller is suspended, and a trigger on
-- users moves a seller's listings out of (or back into) the totals when a suspension starts or
-- ends.
CREATE FUNCTION "product_public_keys"(p products) RETURNS text[] LANGUAGE sql IMMUTABLE AS $$
	SELECT array_remove(ARRAY[
		CASE WHEN p.status = 'available' THEN 'listed' END,
		CASE WHEN p.status = 'available' THEN 'category:' || p.category_id END,
		CASE WHEN p.status = 'available' AND p.advertised THEN 'advertised' END
	], NULL)
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "product_list_keys"(p products) RETURNS text[] LANGUAGE sql STABLE AS $$
	SELECT ARRAY['all', 'seller:' || p.seller_id] || CASE
		WHEN EXISTS (SELECT 1 FROM users u WHERE u.id = p.seller_id AND u.suspended_at IS NOT NULL)
		THEN '{}'::text[]
		ELSE product_public_keys(p)
	END
$$;--> statement-breakpoint
CREATE FUNCTION "users_suspension_counts_trigger"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	delta integer := CASE WHEN NEW.suspended_at IS NULL THEN 1 ELSE -1 END;
BEGIN
	INSERT INTO product_list_counts AS c (list_key, total)
		SELECT k, delta * count(*) FROM products p, unnest(product_public_keys(p)) k
		WHERE p.seller_id = NEW.id GROUP BY k ORDER BY k
		ON CONFLICT (list_key) DO UPDATE SET total = c.total + EXCLUDED.total;
	RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "users_suspension_counts_trigger" AFTER UPDATE OF "suspended_at" ON "users"
	FOR EACH ROW WHEN ((OLD.suspended_at IS NULL) <> (NEW.suspended_at IS NULL))
	EXECUTE FUNCTION "users_suspension_counts_trigger"();--> statement-breakpoint
DELETE FROM product_list_counts;--> statement-breakpoint
INSERT INTO product_list_counts (list_key, total)
	SELECT k, count(*) FROM products, unnest(product_list_keys(products)) k GROUP BY k;
