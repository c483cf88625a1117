-- The market's scam patterns (api/assets/scam-patterns.json) are checked when a message is sent or
-- a listing written; the kind matched is kept beside it, so its reader is warned under it for as
-- long as it is shown, and administrators list the threads that hold one. Null: nothing matched.
ALTER TABLE "messages" ADD COLUMN "scam_warning" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "scam_warning" text;--> statement-breakpoint
CREATE INDEX "messages_scam_warning_idx" ON "messages" USING btree ("conversation_id", "id" DESC)
	WHERE "scam_warning" IS NOT NULL;
