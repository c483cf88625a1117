CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
-- A one-letter typo in a short word ("samsng") scores about 0.57 against its word; the default
-- of 0.6 misses it. The database default serves new sessions, SET the one running this.
DO $$ BEGIN
	EXECUTE format('ALTER DATABASE %I SET pg_trgm.word_similarity_threshold = 0.5', current_database());
END $$;--> statement-breakpoint
SET pg_trgm.word_similarity_threshold = 0.5;--> statement-breakpoint
CREATE TYPE "public"."product_condition" AS ENUM('new', 'like new', 'good', 'fair', 'for parts');--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "description" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "condition" "product_condition";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "previous_price" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_vector" tsvector DEFAULT ''::tsvector NOT NULL;--> statement-breakpoint
CREATE TABLE "product_images" (
	"product_id" bigint NOT NULL,
	"position" smallint NOT NULL,
	"url" text NOT NULL,
	CONSTRAINT "product_images_product_id_position_pk" PRIMARY KEY("product_id","position")
);
--> statement-breakpoint
ALTER TABLE "product_images" ADD CONSTRAINT "product_images_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE TABLE "favourites" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "favourites_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" bigint NOT NULL,
	"product_id" bigint NOT NULL,
	"product_name" text NOT NULL,
	"image" text NOT NULL,
	"price" numeric(12, 2) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "favourites" ADD CONSTRAINT "favourites_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "favourites_user_product_key" ON "favourites" USING btree ("user_id","product_id");--> statement-breakpoint
CREATE INDEX "favourites_user_created_idx" ON "favourites" USING btree ("user_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE TABLE "product_list_counts" (
	"list_key" text PRIMARY KEY NOT NULL,
	"total" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
-- The weighted document of a listing: its name (A), its category's name (B), its description (C).
-- A trigger keeps it, because a generated column cannot read the category's name.
CREATE FUNCTION "products_search_vector"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	NEW.search_vector :=
		setweight(to_tsvector('english', coalesce(NEW.name, '')), 'A') ||
		setweight(to_tsvector('english', coalesce((SELECT c.name FROM categories c WHERE c.id = NEW.category_id), '')), 'B') ||
		setweight(to_tsvector('english', coalesce(NEW.description, '')), 'C');
	RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "products_search_vector_trigger" BEFORE INSERT OR UPDATE OF "name", "description", "category_id" ON "products"
	FOR EACH ROW EXECUTE FUNCTION "products_search_vector"();--> statement-breakpoint
CREATE FUNCTION "categories_renamed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	-- Touching the name re-runs the products' own trigger with the new category name.
	UPDATE products SET name = name WHERE category_id = NEW.id;
	RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "categories_renamed_trigger" AFTER UPDATE OF "name" ON "categories"
	FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name) EXECUTE FUNCTION "categories_renamed"();--> statement-breakpoint
-- Exact totals of the lists, kept by the database so no request counts a large set:
-- 'all', 'listed', 'advertised', 'category:<id>' (listed ones) and 'seller:<id>'.
-- "Listed" is the products' for-sale predicate, the same as products.repository's `isListed`.
CREATE FUNCTION "product_list_keys"(p products) RETURNS text[] LANGUAGE sql IMMUTABLE AS $$
	SELECT array_remove(ARRAY[
		'all',
		'seller:' || p.seller_id,
		CASE WHEN p.status = 'available' THEN 'listed' END,
		CASE WHEN p.status = 'available' THEN 'category:' || p.category_id END,
		CASE WHEN p.status = 'available' AND p.advertised THEN 'advertised' END
	], NULL)
$$;--> statement-breakpoint
CREATE FUNCTION "product_list_counts_trigger"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	old_keys text[] := CASE WHEN TG_OP <> 'INSERT' THEN product_list_keys(OLD) ELSE '{}' END;
	new_keys text[] := CASE WHEN TG_OP <> 'DELETE' THEN product_list_keys(NEW) ELSE '{}' END;
BEGIN
	IF old_keys = new_keys THEN RETURN NULL; END IF;
	-- One statement per direction, keys in a fixed order, so concurrent writers never deadlock.
	INSERT INTO product_list_counts AS c (list_key, total)
		SELECT k, 1 FROM unnest(new_keys) k WHERE NOT k = ANY(old_keys) ORDER BY k
		ON CONFLICT (list_key) DO UPDATE SET total = c.total + 1;
	UPDATE product_list_counts SET total = total - 1
		WHERE list_key IN (SELECT k FROM unnest(old_keys) k WHERE NOT k = ANY(new_keys));
	RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "products_list_counts_trigger" AFTER INSERT OR DELETE OR UPDATE OF "status", "advertised", "category_id", "seller_id" ON "products"
	FOR EACH ROW EXECUTE FUNCTION "product_list_counts_trigger"();--> statement-breakpoint
INSERT INTO product_list_counts (list_key, total)
	SELECT k, count(*) FROM products, unnest(product_list_keys(products)) k GROUP BY k;--> statement-breakpoint
UPDATE products SET name = name;--> statement-breakpoint
INSERT INTO product_images (product_id, position, url) SELECT id, 0, image FROM products;--> statement-breakpoint
CREATE INDEX "products_search_idx" ON "products" USING gin ("search_vector") WHERE "products"."status" = 'available';--> statement-breakpoint
CREATE INDEX "products_name_trgm_idx" ON "products" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_listed_created_idx" ON "products" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "products"."status" = 'available';--> statement-breakpoint
CREATE INDEX "products_listed_price_idx" ON "products" USING btree ("resell_price","id") WHERE "products"."status" = 'available';--> statement-breakpoint
CREATE INDEX "products_category_price_idx" ON "products" USING btree ("category_id","resell_price","id") WHERE "products"."status" = 'available';
