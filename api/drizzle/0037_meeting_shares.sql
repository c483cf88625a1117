-- "Share my meeting": a trusted contact one side of an accepted deal asked the product to tell
-- where and when they meet a stranger, and to tell again when the deal is not marked done two
-- hours after the meeting. One row per order, party and address; the address is the sharer's to
-- give and is read only to send those two emails.
CREATE TABLE "meeting_shares" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "meeting_shares_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"order_id" bigint NOT NULL,
	"shared_by" bigint NOT NULL,
	"contact_email" text NOT NULL,
	"follow_up_sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
ALTER TABLE "meeting_shares" ADD CONSTRAINT "meeting_shares_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_shares" ADD CONSTRAINT "meeting_shares_shared_by_users_id_fk" FOREIGN KEY ("shared_by") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "meeting_shares_order_party_contact_key" ON "meeting_shares" USING btree ("order_id","shared_by","contact_email");
