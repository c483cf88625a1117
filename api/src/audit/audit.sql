-- The audit log's rules in the database (a repeatable definition: see docs/database.md).

-- Append-only for the application: a trigger refuses changes, superusers' too (unlike
-- privileges, which migration 0006 also takes away from the table's owner).
CREATE OR REPLACE FUNCTION audit_log_refuse_change()
 RETURNS trigger
 LANGUAGE plpgsql
AS $$
BEGIN
	RAISE EXCEPTION 'audit_log is append-only: % is not allowed', TG_OP
		USING ERRCODE = 'insufficient_privilege';
END
$$;

CREATE OR REPLACE TRIGGER audit_log_append_only BEFORE DELETE OR UPDATE ON audit_log FOR EACH ROW EXECUTE FUNCTION audit_log_refuse_change();

CREATE OR REPLACE TRIGGER audit_log_no_truncate BEFORE TRUNCATE ON audit_log FOR EACH STATEMENT EXECUTE FUNCTION audit_log_refuse_change();

-- The log's exact total for the admin's paging, from the rows a statement inserted.
CREATE OR REPLACE FUNCTION audit_log_row_counts()
 RETURNS trigger
 LANGUAGE plpgsql
AS $$
BEGIN
	INSERT INTO row_counts AS c (key, total)
		SELECT 'audit_log', count(*) FROM changed_rows HAVING count(*) > 0
		ON CONFLICT (key) DO UPDATE SET total = c.total + EXCLUDED.total;
	RETURN NULL;
END
$$;

CREATE OR REPLACE TRIGGER audit_log_row_counts AFTER INSERT ON audit_log REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION audit_log_row_counts();
