-- The order form's meeting place from the gazetteer (issue 33): a placement keeps the place and
-- its point in the order's columns of migration 0017, in the same one statement. Otherwise
-- `place_order` does what migration 0019 made it do; its parameters cannot be replaced in place.
DROP FUNCTION "place_order"(bigint, text, text, bigint, text, text, timestamptz, bigint, text, integer, integer);--> statement-breakpoint

-- A placement (as in 0019), keeping the meeting's gazetteer place and point when there is one.
CREATE FUNCTION "place_order"(
	buyer_id bigint, buyer_name text, buyer_email text, product_id bigint, phone text,
	meeting_location text, meeting_time timestamptz, meeting_spot_id bigint,
	meeting_spot_note text, meeting_place_id bigint, meeting_lat double precision,
	meeting_lng double precision, max_open integer, per_hour integer)
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
		meeting_spot_id, meeting_spot_note, meeting_place_id, meeting_lat, meeting_lng)
	VALUES (listing.id, place_order.buyer_id, listing.seller_id, buyer_name, buyer_email,
		place_order.phone, listing.seller_name, listing.phone, listing.name, listing.price,
		listing.image, listing.location, place_order.meeting_location, place_order.meeting_time,
		place_order.meeting_spot_id, place_order.meeting_spot_note, place_order.meeting_place_id,
		place_order.meeting_lat, place_order.meeting_lng)
	RETURNING id INTO new_id;
	RETURN QUERY SELECT 'placed', new_id, NULL::timestamptz, listing.category, listing.seller_id,
		listing.advertised;
END
$$;
