-- The admin's name search (ILIKE '%…%') through a trigram index of its own table. The index was
-- on `products`, whose row changes state with every order: a change of status is never a HOT
-- update (status is in the partial indexes' conditions), so each placement, decline, withdrawal
-- and completion wrote a new row version's twenty-odd trigrams into it although the name had not
-- changed: a third of the CPU of the listing's update. A listing's name is copied here when it is
-- listed or renamed, and nothing else writes this table.
-- Copying a million names and indexing them takes longer than the pool's statement timeout.
SET LOCAL statement_timeout = 0;--> statement-breakpoint
CREATE TABLE "product_names" (
	"product_id" bigint PRIMARY KEY NOT NULL REFERENCES "products"("id") ON DELETE CASCADE,
	"name" text NOT NULL
);--> statement-breakpoint
INSERT INTO "product_names" ("product_id", "name") SELECT "id", "name" FROM "products";--> statement-breakpoint
CREATE INDEX "product_names_trgm_idx" ON "product_names" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE FUNCTION "products_keep_name"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO product_names (product_id, name) VALUES (NEW.id, NEW.name)
	ON CONFLICT (product_id) DO UPDATE SET name = EXCLUDED.name;
	RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "products_keep_name_insert" AFTER INSERT ON "products"
	FOR EACH ROW EXECUTE FUNCTION "products_keep_name"();--> statement-breakpoint
-- The seller's edit form sends the name with every change: only a new name is written.
CREATE TRIGGER "products_keep_name_update" AFTER UPDATE OF "name" ON "products"
	FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name)
	EXECUTE FUNCTION "products_keep_name"();--> statement-breakpoint
DROP INDEX "products_name_trgm_idx";--> statement-breakpoint
ANALYZE "product_names";
