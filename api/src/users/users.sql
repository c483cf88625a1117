-- The accounts' totals in the database (a repeatable definition: see docs/database.md).

-- 'users:<role>' for accounts, from the rows a statement inserted (+1) or deleted (-1).
CREATE OR REPLACE FUNCTION users_row_counts()
 RETURNS trigger
 LANGUAGE plpgsql
AS $$
BEGIN
	INSERT INTO row_counts AS c (key, total)
		SELECT 'users:' || role, count(*) * CASE WHEN TG_OP = 'DELETE' THEN -1 ELSE 1 END
		FROM changed_rows GROUP BY role ORDER BY 1
		ON CONFLICT (key) DO UPDATE SET total = c.total + EXCLUDED.total;
	RETURN NULL;
END
$$;

CREATE OR REPLACE TRIGGER users_row_counts_insert AFTER INSERT ON users REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION users_row_counts();

CREATE OR REPLACE TRIGGER users_row_counts_delete AFTER DELETE ON users REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION users_row_counts();

-- An account whose role changed moves from one total to the other.
CREATE OR REPLACE FUNCTION users_role_row_counts()
 RETURNS trigger
 LANGUAGE plpgsql
AS $$
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
$$;

CREATE OR REPLACE TRIGGER users_role_row_counts AFTER UPDATE ON users REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION users_role_row_counts();
