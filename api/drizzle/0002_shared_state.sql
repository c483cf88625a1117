-- State every API process shares (issue 12): rate-limit counters, in the shape
-- rate-limiter-flexible's PostgreSQL store reads, and image bytes for the database storage driver.
CREATE TABLE IF NOT EXISTS "rate_limits" (
	"key" varchar(255) PRIMARY KEY NOT NULL,
	"points" integer DEFAULT 0 NOT NULL,
	"expire" bigint
);
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "image_blobs" (
	"key" text PRIMARY KEY NOT NULL,
	"content" bytea NOT NULL
);
