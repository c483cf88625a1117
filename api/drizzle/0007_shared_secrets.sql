-- Secrets every API process of a deployment must agree on (the search cursors' signing key),
-- stored by the first process that needs one.
CREATE TABLE "shared_secrets" (
	"name" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL
);
