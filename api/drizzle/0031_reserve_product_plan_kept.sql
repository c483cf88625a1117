-- A placement's reservation keeps its plan (issue 28). reserve_product was a SQL function, and
-- PostgreSQL plans the body of a SQL function that it cannot inline (an UPDATE never is) anew at
-- every call: on a listing with sixteen indexes the planning cost more than the update itself.
-- Measured with pgbench at a million listings, reserving alone went from about 1,200 to 2,400 a
-- second. In PL/pgSQL its statement is planned once per connection. It does what migration 0019
-- made it do.
CREATE OR REPLACE FUNCTION "reserve_product"(product_id bigint, buyer_id bigint)
RETURNS TABLE (id bigint, seller_id bigint, seller_name text, name text, price numeric,
               image text, location text, phone text, category text, advertised boolean)
LANGUAGE plpgsql AS $$
BEGIN
	RETURN QUERY
	UPDATE products p SET status = 'reserved'
	FROM users u, categories c
	WHERE p.id = reserve_product.product_id AND p.status = 'available'
		AND p.seller_id <> reserve_product.buyer_id
		AND u.id = p.seller_id AND u.suspended_at IS NULL AND c.id = p.category_id
	RETURNING p.id, p.seller_id, u.name, p.name, p.resell_price, p.image, p.location, p.phone,
		c.name, p.advertised;
END
$$;
