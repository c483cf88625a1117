-- Every order, withdrawal and new listing moves the totals of 'all', 'listed' and its category.
-- With one row per list, concurrent orders queued on the row lock of 'listed' until each
-- committed. Each total is now spread over 16 rows that add up to it. A transaction writes the
-- rows of its connection's shard (pg_backend_pid), so every statement of it takes the same rows
-- in the same key order, as before: no new way to deadlock.
ALTER TABLE "product_list_counts" ADD COLUMN "shard" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "product_list_counts" DROP CONSTRAINT "product_list_counts_pkey";--> statement-breakpoint
ALTER TABLE "product_list_counts" ADD CONSTRAINT "product_list_counts_list_key_shard_pk" PRIMARY KEY ("list_key", "shard");--> statement-breakpoint
CREATE FUNCTION "list_count_shard"() RETURNS smallint LANGUAGE sql STABLE AS $$
	SELECT (pg_backend_pid() % 16)::smallint
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "product_list_counts_trigger"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	old_keys text[] := CASE WHEN TG_OP <> 'INSERT' THEN product_list_keys(OLD) ELSE '{}' END;
	new_keys text[] := CASE WHEN TG_OP <> 'DELETE' THEN product_list_keys(NEW) ELSE '{}' END;
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
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "users_suspension_counts_trigger"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	delta integer := CASE WHEN NEW.suspended_at IS NULL THEN 1 ELSE -1 END;
BEGIN
	INSERT INTO product_list_counts AS c (list_key, shard, total)
		SELECT k, list_count_shard(), delta * count(*) FROM products p, unnest(product_public_keys(p)) k
		WHERE p.seller_id = NEW.id GROUP BY k ORDER BY k
		ON CONFLICT (list_key, shard) DO UPDATE SET total = c.total + EXCLUDED.total;
	RETURN NULL;
END
$$;
