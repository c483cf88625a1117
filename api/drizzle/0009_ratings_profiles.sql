-- Trust between strangers (issue 15): ratings after a completed deal, reports and hiding of
-- reviews, no-shows recorded on orders, and per-account figures kept up to date so that a page
-- of product cards reads its sellers' ratings without aggregating reviews.
CREATE TYPE "public"."deal_party" AS ENUM('buyer', 'seller');--> statement-breakpoint
-- The side of an accepted deal reported as not having come; the order is then expired.
ALTER TABLE "orders" ADD COLUMN "no_show_party" "deal_party";--> statement-breakpoint
CREATE INDEX "orders_seller_no_show_idx" ON "orders" USING btree ("seller_id","closed_at") WHERE "orders"."no_show_party" = 'seller';--> statement-breakpoint
CREATE INDEX "orders_buyer_no_show_idx" ON "orders" USING btree ("buyer_id","closed_at") WHERE "orders"."no_show_party" = 'buyer';--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "reviews_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"order_id" bigint NOT NULL,
	"author_party" "deal_party" NOT NULL,
	"author_id" bigint,
	"author_name" text NOT NULL,
	"product_name" text NOT NULL,
	"subject_id" bigint NOT NULL,
	"stars" smallint NOT NULL,
	"comment" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"hidden_at" timestamp with time zone,
	CONSTRAINT "reviews_stars_check" CHECK ("reviews"."stars" between 1 and 5)
);
--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_subject_id_users_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_order_author_key" ON "reviews" USING btree ("order_id","author_party");--> statement-breakpoint
CREATE INDEX "reviews_subject_visible_idx" ON "reviews" USING btree ("subject_id","id" DESC NULLS FIRST) WHERE "reviews"."hidden_at" is null;--> statement-breakpoint
CREATE TABLE "review_reports" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "review_reports_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"review_id" bigint NOT NULL,
	"reporter_id" bigint NOT NULL,
	"reason" "report_reason" NOT NULL,
	"details" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "review_reports" ADD CONSTRAINT "review_reports_review_id_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."reviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_reports" ADD CONSTRAINT "review_reports_reporter_id_users_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "review_reports_review_reporter_open_key" ON "review_reports" USING btree ("review_id","reporter_id") WHERE "review_reports"."closed_at" is null;--> statement-breakpoint
CREATE INDEX "review_reports_open_review_idx" ON "review_reports" USING btree ("review_id") WHERE "review_reports"."closed_at" is null;--> statement-breakpoint
CREATE TABLE "user_reputation" (
	"user_id" bigint PRIMARY KEY NOT NULL,
	"rating_sum" integer DEFAULT 0 NOT NULL,
	"rating_count" integer DEFAULT 0 NOT NULL,
	"completed_sales" integer DEFAULT 0 NOT NULL,
	"completed_purchases" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "user_reputation" ADD CONSTRAINT "user_reputation_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The deals completed before this migration count too.
INSERT INTO "user_reputation" ("user_id", "completed_sales", "completed_purchases")
	SELECT id,
		(SELECT count(*) FROM orders o WHERE o.seller_id = u.id AND o.status = 'completed'),
		(SELECT count(*) FROM orders o WHERE o.buyer_id = u.id AND o.status = 'completed')
	FROM users u
	WHERE EXISTS (SELECT 1 FROM orders o WHERE o.status = 'completed' AND u.id IN (o.seller_id, o.buyer_id));
