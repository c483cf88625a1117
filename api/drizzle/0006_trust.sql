CREATE TYPE "public"."report_reason" AS ENUM('prohibited-item', 'scam-or-fraud', 'wrong-category', 'offensive', 'already-sold', 'other');--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "suspended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "suspension_reason" text;--> statement-breakpoint
CREATE INDEX "users_suspended_idx" ON "users" USING btree ("id") WHERE "users"."suspended_at" is not null;--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "reason" "report_reason" DEFAULT 'other' NOT NULL;--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "details" text;--> statement-breakpoint
DROP INDEX "reports_product_reporter_key";--> statement-breakpoint
CREATE UNIQUE INDEX "reports_product_reporter_open_key" ON "reports" USING btree ("product_id","reporter_key") WHERE "reports"."closed_at" is null;--> statement-breakpoint
CREATE TABLE "meeting_spots" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "meeting_spots_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"area" text NOT NULL,
	"address" text NOT NULL,
	"note" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "meeting_spots_name_lower_key" ON "meeting_spots" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "meeting_spots_area_idx" ON "meeting_spots" USING btree (lower("area"));--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "meeting_spot_id" bigint;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "meeting_spot_note" text;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_meeting_spot_id_meeting_spots_id_fk" FOREIGN KEY ("meeting_spot_id") REFERENCES "public"."meeting_spots"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "audit_log_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_id" bigint,
	"actor_name" text NOT NULL,
	"actor_email" text NOT NULL,
	"action" text NOT NULL,
	"target_type" text NOT NULL,
	"target_id" text NOT NULL,
	"target_name" text NOT NULL,
	"reason" text
);
--> statement-breakpoint
-- Append-only for the application: a trigger refuses changes (superusers too, unlike privileges),
-- and the privileges are taken away from the role that owns the table, which is usually the one
-- the application connects as.
CREATE FUNCTION "audit_log_refuse_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	RAISE EXCEPTION 'audit_log is append-only: % is not allowed', TG_OP
		USING ERRCODE = 'insufficient_privilege';
END
$$;--> statement-breakpoint
CREATE TRIGGER "audit_log_append_only" BEFORE UPDATE OR DELETE ON "audit_log" FOR EACH ROW EXECUTE FUNCTION "audit_log_refuse_change"();--> statement-breakpoint
CREATE TRIGGER "audit_log_no_truncate" BEFORE TRUNCATE ON "audit_log" FOR EACH STATEMENT EXECUTE FUNCTION "audit_log_refuse_change"();--> statement-breakpoint
REVOKE UPDATE, DELETE, TRUNCATE ON "audit_log" FROM PUBLIC, CURRENT_USER;
