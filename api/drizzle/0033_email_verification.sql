-- An account's email is proven once its owner opened a link sent to it (or Google vouched for it).
-- Every account that exists now is marked proven: before this migration an account came from the
-- demo data, the ADMIN_EMAIL bootstrap, Google sign-in, or registration in a deployment that asked
-- no proof. Demo and Google accounts are proven by construction; registered ones are let through
-- as they were, since asking them now would cut their limits without warning.
ALTER TABLE "users" ADD COLUMN "email_verified_at" timestamp with time zone;--> statement-breakpoint
UPDATE "users" SET "email_verified_at" = "created_at";--> statement-breakpoint
-- SHA-256 of each email-verification token, modelled on password_reset_tokens: the token exists
-- only in the email, works once (its row is deleted as it is used) and until expires_at.
CREATE TABLE "email_verification_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "email_verification_tokens" ADD CONSTRAINT "email_verification_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "email_verification_tokens_user_idx" ON "email_verification_tokens" USING btree ("user_id");
