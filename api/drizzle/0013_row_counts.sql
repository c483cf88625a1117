-- Exact totals of the admin's tables (All Users, All Sellers, the Audit Log), kept by the database
-- so no request counts a table that grows without bound. Statement triggers with transition
-- tables: a statement that inserts a hundred thousand accounts moves each total once.
CREATE TABLE "row_counts" (
	"key" text PRIMARY KEY NOT NULL,
	"total" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
-- 'users:<role>' for accounts, from the rows a statement inserted (+1) or deleted (-1).
CREATE FUNCTION "users_row_counts"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO row_counts AS c (key, total)
		SELECT 'users:' || role, count(*) * CASE WHEN TG_OP = 'DELETE' THEN -1 ELSE 1 END
		FROM changed_rows GROUP BY role ORDER BY 1
		ON CONFLICT (key) DO UPDATE SET total = c.total + EXCLUDED.total;
	RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "users_row_counts_insert" AFTER INSERT ON "users"
	REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION "users_row_counts"();--> statement-breakpoint
CREATE TRIGGER "users_row_counts_delete" AFTER DELETE ON "users"
	REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION "users_row_counts"();--> statement-breakpoint
-- An account whose role changed moves from one total to the other.
CREATE FUNCTION "users_role_row_counts"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO row_counts AS c (key, total)
		SELECT key, sum(delta) FROM (
			SELECT 'users:' || n.role AS key, 1 AS delta
				FROM new_rows n JOIN old_rows o ON o.id = n.id WHERE o.role <> n.role
			UNION ALL
			SELECT 'users:' || o.role, -1
				FROM new_rows n JOIN old_rows o ON o.id = n.id WHERE o.role <> n.role
		) AS moves
		GROUP BY key ORDER BY key
		ON CONFLICT (key) DO UPDATE SET total = c.total + EXCLUDED.total;
	RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "users_role_row_counts" AFTER UPDATE ON "users"
	REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
	FOR EACH STATEMENT EXECUTE FUNCTION "users_role_row_counts"();--> statement-breakpoint
CREATE FUNCTION "audit_log_row_counts"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO row_counts AS c (key, total)
		SELECT 'audit_log', count(*) FROM changed_rows HAVING count(*) > 0
		ON CONFLICT (key) DO UPDATE SET total = c.total + EXCLUDED.total;
	RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "audit_log_row_counts" AFTER INSERT ON "audit_log"
	REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION "audit_log_row_counts"();--> statement-breakpoint
INSERT INTO row_counts (key, total)
	SELECT 'users:' || role, count(*) FROM users GROUP BY role
	UNION ALL
	SELECT 'audit_log', count(*) FROM audit_log;
