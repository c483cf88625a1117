-- SPEC.md's offset pages of a category (`GET /api/products?category=&limit=&offset=`): the ids of a
-- page, skipping `page_offset` entries of products_category_available_idx in an index-only walk.
-- PostgreSQL planned the page's statement anew for every request (1.2 ms, as long as running it),
-- even prepared: with the offset a parameter, its one plan for all offsets is costed as if a tenth
-- of the category were skipped, which looks dearer than planning each offset. The plan is the same
-- walk for every offset, so this function keeps one plan per connection. Its condition repeats
-- `publiclyListed` (products.repository.ts): for sale, and the seller not suspended.
CREATE FUNCTION "category_page_ids"("category" bigint, "page_limit" integer, "page_offset" integer)
	RETURNS SETOF bigint
	LANGUAGE plpgsql STABLE PARALLEL SAFE ROWS 50
	SET plan_cache_mode = force_generic_plan
	AS $$
BEGIN
	RETURN QUERY
	SELECT p.id FROM products p
	WHERE p.category_id = category_page_ids.category AND p.status = 'available'
		AND p.seller_id NOT IN (SELECT u.id FROM users u WHERE u.suspended_at IS NOT NULL)
	ORDER BY p.created_at DESC, p.id DESC
	LIMIT page_limit OFFSET page_offset;
END
$$;
