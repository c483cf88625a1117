CREATE UNIQUE INDEX "categories_name_lower_key" ON "categories" USING btree (lower("name"));
