-- Issue 46: blocking a person, reporting a person or a message, and the warnings an
-- administrator sends. Each table belongs to one domain: user_blocks to blocks,
-- person_reports and account_warnings to reports.
CREATE TABLE "user_blocks" (
	"blocker_id" bigint NOT NULL,
	"blocked_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_blocks_pkey" PRIMARY KEY ("blocker_id","blocked_id"),
	CONSTRAINT "user_blocks_not_self_check" CHECK ("blocker_id" <> "blocked_id")
);
--> statement-breakpoint
ALTER TABLE "user_blocks" ADD CONSTRAINT "user_blocks_blocker_id_users_id_fk" FOREIGN KEY ("blocker_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_blocks" ADD CONSTRAINT "user_blocks_blocked_id_users_id_fk" FOREIGN KEY ("blocked_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Who blocked this account: the other half of "is there a block between these two".
CREATE INDEX "user_blocks_blocked_idx" ON "user_blocks" USING btree ("blocked_id","blocker_id");--> statement-breakpoint
CREATE TABLE "person_reports" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "person_reports_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"reported_id" bigint NOT NULL,
	"reporter_id" bigint NOT NULL,
	"message_id" bigint,
	"reason" text NOT NULL,
	"details" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone,
	CONSTRAINT "person_reports_reason_check" CHECK ("reason" in ('scam', 'harassment', 'fake-profile', 'other'))
);
--> statement-breakpoint
ALTER TABLE "person_reports" ADD CONSTRAINT "person_reports_reported_id_users_id_fk" FOREIGN KEY ("reported_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "person_reports" ADD CONSTRAINT "person_reports_reporter_id_users_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "person_reports" ADD CONSTRAINT "person_reports_message_id_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- One open report per reporter of a person, and per reporter of a message.
CREATE UNIQUE INDEX "person_reports_person_open_key" ON "person_reports" USING btree ("reported_id","reporter_id") WHERE "person_reports"."closed_at" is null and "person_reports"."message_id" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "person_reports_message_open_key" ON "person_reports" USING btree ("message_id","reporter_id") WHERE "person_reports"."closed_at" is null and "person_reports"."message_id" is not null;--> statement-breakpoint
CREATE INDEX "person_reports_open_reported_idx" ON "person_reports" USING btree ("reported_id") WHERE "person_reports"."closed_at" is null;--> statement-breakpoint
CREATE TABLE "account_warnings" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "account_warnings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" bigint NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"acknowledged_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "account_warnings" ADD CONSTRAINT "account_warnings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "account_warnings_open_idx" ON "account_warnings" USING btree ("user_id") WHERE "account_warnings"."acknowledged_at" is null;
