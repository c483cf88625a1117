-- Pictures come from the product's own image service only (contracts' imageUrlSchema), and the
-- pages' Content-Security-Policy loads none from elsewhere. A profile picture saved before that
-- rule as another site's address is dropped: the avatar shows the person's initials, as for
-- anyone without a picture, until they upload one in Settings. Listing photos are not touched:
-- every front end uploads them to the image service, and an old outside one is no longer fetched.
UPDATE "users" SET "image" = '' WHERE "image" !~ '^/api/images/[A-Za-z0-9._-]+$';
