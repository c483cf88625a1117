-- Saved searches (issue 33): a search's words as the English stems a listing must all hold, its
-- filters as columns, so the searches one listing matches are found in one statement through the
-- GIN index on the stems (`word_stems && the listing's stems`, then `<@`) and, for searches
-- without words, a partial index by category.
CREATE TABLE "saved_searches" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "saved_searches_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" bigint NOT NULL REFERENCES "users"("id") ON DELETE cascade,
	"name" text NOT NULL,
	"query" jsonb NOT NULL,
	"word_stems" text[] DEFAULT '{}' NOT NULL,
	"category_id" bigint REFERENCES "categories"("id") ON DELETE cascade,
	"min_price" numeric(12, 2),
	"max_price" numeric(12, 2),
	"condition" "product_condition",
	"location_pattern" text,
	"verified_only" boolean DEFAULT false NOT NULL,
	"near_lat" double precision,
	"near_lng" double precision,
	"radius_km" double precision,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"digest_sent_at" timestamp with time zone,
	"digest_due_at" timestamp with time zone,
	CONSTRAINT "saved_searches_near_check" CHECK (("near_lat" is null) = ("radius_km" is null) and ("near_lng" is null) = ("radius_km" is null))
);--> statement-breakpoint
CREATE UNIQUE INDEX "saved_searches_user_name_key" ON "saved_searches" USING btree ("user_id", lower("name"));--> statement-breakpoint
-- Without GIN's pending list: searches are saved rarely and matched against every new listing,
-- which would otherwise read the whole unmerged list on each match.
CREATE INDEX "saved_searches_word_stems_idx" ON "saved_searches" USING gin ("word_stems") WITH (fastupdate = off);--> statement-breakpoint
-- Searches without words (a category, a price, a place), found by the listing's category.
CREATE INDEX "saved_searches_wordless_category_idx" ON "saved_searches" USING btree ("category_id") WHERE "saved_searches"."word_stems" = '{}';--> statement-breakpoint
-- A match is kept once per listing, so an edit of a listing that matched already tells nobody again.
CREATE TABLE "saved_search_matches" (
	"saved_search_id" bigint NOT NULL REFERENCES "saved_searches"("id") ON DELETE cascade,
	"product_id" bigint NOT NULL,
	"product_name" text NOT NULL,
	"matched_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_search_matches_saved_search_id_product_id_pk" PRIMARY KEY("saved_search_id","product_id")
);--> statement-breakpoint
CREATE INDEX "saved_search_matches_search_time_idx" ON "saved_search_matches" USING btree ("saved_search_id","matched_at");--> statement-breakpoint
CREATE INDEX "saved_search_matches_product_idx" ON "saved_search_matches" USING btree ("product_id");
