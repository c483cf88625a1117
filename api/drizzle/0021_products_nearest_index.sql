-- Nearest first (issue 33): a GiST index on the listing's point, which core PostgreSQL and PGlite
-- walk in order of distance (`<->`, k-nearest-neighbour) and by bounding box (`<@`), with no
-- extension and only pg_catalog functions (safe to dump and restore). A distance search's first k
-- listings by `<->` bound the great-circle distance of its k-th, so a page reads about k rows, not
-- every match in the circle (products-distance.ts). The `geo_cell` indexes stay for the radius
-- filter of the other sorts and for the count's estimate (docs/architecture.md).
CREATE INDEX "products_listed_point_idx" ON "products" USING gist (point("lng", "lat")) WHERE "products"."status" = 'available' and "products"."lat" is not null;
