-- A placement answers what its listing's pages are (category, seller, advertised), so the API
-- marks them stale without a second query after the order; the transitions' UPDATEs answer the
-- same in their RETURNING (orders.repository.ts). Only the answers change: both functions do what
-- migration 0014 made them do. A function's result type cannot be replaced in place.
DROP FUNCTION "place_order"(bigint, text, text, bigint, text, text, timestamptz, bigint, text, integer, integer);--> statement-breakpoint
DROP FUNCTION "reserve_product"(bigint, bigint);--> statement-breakpoint

-- The products domain's part of a placement (as in 0014), answering its category's name and
-- whether it is advertised as well.
CREATE FUNCTION "reserve_product"(product_id bigint, buyer_id bigint)
RETURNS TABLE (id bigint, seller_id bigint, seller_name text, name text, price numeric,
               image text, location text, phone text, category text, advertised boolean)
LANGUAGE sql AS $$
	UPDATE products p SET status = 'reserved'
	FROM users u, categories c
	WHERE p.id = reserve_product.product_id AND p.status = 'available'
		AND p.seller_id <> reserve_product.buyer_id
		AND u.id = p.seller_id AND u.suspended_at IS NULL AND c.id = p.category_id
	RETURNING p.id, p.seller_id, u.name, p.name, p.resell_price, p.image, p.location, p.phone,
		c.name, p.advertised
$$;--> statement-breakpoint

-- A placement (as in 0014); once placed, it also answers the listing's category, seller and
-- whether it is advertised.
CREATE FUNCTION "place_order"(
	buyer_id bigint, buyer_name text, buyer_email text, product_id bigint, phone text,
	meeting_location text, meeting_time timestamptz, meeting_spot_id bigint,
	meeting_spot_note text, max_open integer, per_hour integer)
RETURNS TABLE (outcome text, order_id bigint, oldest_in_last_hour timestamptz,
               category text, seller_id bigint, advertised boolean)
LANGUAGE plpgsql AS $$
DECLARE
	placed_in_last_hour integer;
	held integer;
	listing record;
	new_id bigint;
BEGIN
	-- 0x0b0e7: the orders domain's first key for advisory locks.
	PERFORM pg_advisory_xact_lock(x'0b0e7'::int, place_order.buyer_id::int4);
	SELECT count(*) INTO placed_in_last_hour FROM (
		SELECT 1 FROM orders o WHERE o.buyer_id = place_order.buyer_id
			AND o.created_at > now() - interval '1 hour' LIMIT per_hour) AS recent;
	IF placed_in_last_hour >= per_hour THEN
		RETURN QUERY SELECT 'hourly-limit', NULL::bigint, min(o.created_at), NULL::text,
			NULL::bigint, NULL::boolean
			FROM orders o
			WHERE o.buyer_id = place_order.buyer_id AND o.created_at > now() - interval '1 hour';
		RETURN;
	END IF;
	SELECT count(*) INTO held FROM (
		SELECT 1 FROM orders o WHERE o.buyer_id = place_order.buyer_id
			AND o.status IN ('requested', 'accepted') LIMIT max_open) AS open;
	IF held >= max_open THEN
		RETURN QUERY SELECT 'open-limit', NULL::bigint, NULL::timestamptz, NULL::text,
			NULL::bigint, NULL::boolean;
		RETURN;
	END IF;
	SELECT * INTO listing FROM reserve_product(place_order.product_id, place_order.buyer_id);
	IF NOT FOUND THEN
		RETURN QUERY SELECT 'unavailable', NULL::bigint, NULL::timestamptz, NULL::text,
			NULL::bigint, NULL::boolean;
		RETURN;
	END IF;
	INSERT INTO orders (product_id, buyer_id, seller_id, user_name, email, phone, seller_name,
		seller_phone, product_name, price, image, location, meeting_location, meeting_time,
		meeting_spot_id, meeting_spot_note)
	VALUES (listing.id, place_order.buyer_id, listing.seller_id, buyer_name, buyer_email,
		place_order.phone, listing.seller_name, listing.phone, listing.name, listing.price,
		listing.image, listing.location, place_order.meeting_location, place_order.meeting_time,
		place_order.meeting_spot_id, place_order.meeting_spot_note)
	RETURNING id INTO new_id;
	RETURN QUERY SELECT 'placed', new_id, NULL::timestamptz, listing.category, listing.seller_id,
		listing.advertised;
END
$$;
