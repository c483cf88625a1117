-- Orders in one round trip. A placement had held a pool connection across a dozen statements
-- (the buyer's lock, the limits, the reservation, the insert, each event handler's writes),
-- idle in its transaction while the API's event loop served other requests. Now a placement is
-- one call of place_order() and each transition one UPDATE, and what other domains do about an
-- order's change happens in the database, in that same statement:
--   * the products domain's listing follows its order (products_follow_orders, a trigger);
--   * the reputation domain counts a completed deal for both parties (a trigger);
--   * the change is written to the outbox (a row of `jobs`, kind 'domain-event'), from which a
--     job worker delivers `order.changed` to the handlers that only tell someone (emails, the
--     parties' open pages) once it has committed.

-- The products domain's part of a placement: claims a listing for sale, not the buyer's own and
-- not of a suspended seller ("for sale" is isListed in products.repository.ts), and answers what
-- the order copies from it. No row when it cannot be had.
CREATE FUNCTION "reserve_product"(product_id bigint, buyer_id bigint)
RETURNS TABLE (id bigint, seller_id bigint, seller_name text, name text, price numeric,
               image text, location text, phone text)
LANGUAGE sql AS $$
	UPDATE products p SET status = 'reserved'
	FROM users u
	WHERE p.id = reserve_product.product_id AND p.status = 'available'
		AND p.seller_id <> reserve_product.buyer_id
		AND u.id = p.seller_id AND u.suspended_at IS NULL
	RETURNING p.id, p.seller_id, u.name, p.name, p.resell_price, p.image, p.location, p.phone
$$;--> statement-breakpoint

-- A placement: under a per-buyer advisory lock (so two requests of one account cannot both pass
-- the limits), counts the buyer's orders of the last hour and open orders no further than the
-- limits, reserves the listing and inserts the order. Each statement of a PL/pgSQL function reads
-- a fresh snapshot, so the counts see every order committed before the lock was granted (one
-- statement with CTEs would read a snapshot taken before it waited). The outcome is 'placed',
-- 'hourly-limit' (with the oldest order of the hour, to say when the next is allowed),
-- 'open-limit' or 'unavailable'.
CREATE FUNCTION "place_order"(
	buyer_id bigint, buyer_name text, buyer_email text, product_id bigint, phone text,
	meeting_location text, meeting_time timestamptz, meeting_spot_id bigint,
	meeting_spot_note text, max_open integer, per_hour integer)
RETURNS TABLE (outcome text, order_id bigint, oldest_in_last_hour timestamptz)
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
		RETURN QUERY SELECT 'hourly-limit', NULL::bigint, min(o.created_at) FROM orders o
			WHERE o.buyer_id = place_order.buyer_id AND o.created_at > now() - interval '1 hour';
		RETURN;
	END IF;
	SELECT count(*) INTO held FROM (
		SELECT 1 FROM orders o WHERE o.buyer_id = place_order.buyer_id
			AND o.status IN ('requested', 'accepted') LIMIT max_open) AS open;
	IF held >= max_open THEN
		RETURN QUERY SELECT 'open-limit', NULL::bigint, NULL::timestamptz;
		RETURN;
	END IF;
	SELECT * INTO listing FROM reserve_product(place_order.product_id, place_order.buyer_id);
	IF NOT FOUND THEN
		RETURN QUERY SELECT 'unavailable', NULL::bigint, NULL::timestamptz;
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
	RETURN QUERY SELECT 'placed', new_id, NULL::timestamptz;
END
$$;--> statement-breakpoint

-- The products domain's answer to an order's change of state: the listing is reserved while its
-- order is requested or accepted, sold once it completes, available otherwise; a sold item is
-- never put back on sale.
CREATE FUNCTION "products_follow_orders"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	listing_status product_status := CASE
		WHEN NEW.status IN ('requested', 'accepted') THEN 'reserved'
		WHEN NEW.status = 'completed' THEN 'sold'
		ELSE 'available' END;
BEGIN
	UPDATE products SET status = listing_status
	WHERE id = NEW.product_id AND status <> 'sold' AND status <> listing_status;
	RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "products_follow_orders_insert" AFTER INSERT ON "orders"
	FOR EACH ROW WHEN (NEW.product_id IS NOT NULL) EXECUTE FUNCTION "products_follow_orders"();--> statement-breakpoint
CREATE TRIGGER "products_follow_orders_update" AFTER UPDATE OF "status" ON "orders"
	FOR EACH ROW WHEN (NEW.product_id IS NOT NULL AND OLD.status IS DISTINCT FROM NEW.status)
	EXECUTE FUNCTION "products_follow_orders"();--> statement-breakpoint

-- The reputation domain's answer: a completed deal counts on both parties' profiles.
CREATE FUNCTION "reputation_count_completed_deal"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO user_reputation AS r (user_id, completed_sales, completed_purchases)
		SELECT party, sale, purchase FROM (VALUES (NEW.seller_id, 1, 0), (NEW.buyer_id, 0, 1))
			AS parties (party, sale, purchase)
		WHERE party IS NOT NULL ORDER BY party
	ON CONFLICT (user_id) DO UPDATE SET
		completed_sales = r.completed_sales + EXCLUDED.completed_sales,
		completed_purchases = r.completed_purchases + EXCLUDED.completed_purchases;
	RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "reputation_count_completed_deal" AFTER UPDATE OF "status" ON "orders"
	FOR EACH ROW WHEN (NEW.status = 'completed' AND OLD.status IS DISTINCT FROM NEW.status)
	EXECUTE FUNCTION "reputation_count_completed_deal"();--> statement-breakpoint

-- The outbox: `order.changed` for a new order, a change of state, or one side's confirmation of
-- the handover (the other side's page shows it), delivered after commit by the job worker
-- (events/committed-events.ts, which defines the kind and its attempts). `from` is the state
-- before (null for a new order), so a handler can tell a confirmation from a change of state.
CREATE FUNCTION "orders_changed_outbox"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO jobs (kind, payload, max_attempts) VALUES ('domain-event', jsonb_build_object(
		'event', 'order.changed',
		'payload', jsonb_build_object(
			'orderId', NEW.id, 'productId', NEW.product_id, 'status', NEW.status,
			'from', CASE WHEN TG_OP = 'UPDATE' THEN OLD.status END,
			'buyerId', NEW.buyer_id, 'sellerId', NEW.seller_id, 'productName', NEW.product_name,
			'buyerName', NEW.user_name, 'closeReason', NEW.close_reason)), 5);
	RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "orders_changed_outbox_insert" AFTER INSERT ON "orders"
	FOR EACH ROW EXECUTE FUNCTION "orders_changed_outbox"();--> statement-breakpoint
CREATE TRIGGER "orders_changed_outbox_update"
	AFTER UPDATE OF "status", "buyer_confirmed_at", "seller_confirmed_at" ON "orders"
	FOR EACH ROW WHEN (OLD.status IS DISTINCT FROM NEW.status
		OR OLD.buyer_confirmed_at IS DISTINCT FROM NEW.buyer_confirmed_at
		OR OLD.seller_confirmed_at IS DISTINCT FROM NEW.seller_confirmed_at)
	EXECUTE FUNCTION "orders_changed_outbox"();
--> statement-breakpoint
-- The parties' pages heard of an order's change through jobs of their own; the outbox carries it
-- now and nothing runs that kind any more. Those still queued were nudges to refetch, which a
-- page does anyway whenever its stream reconnects (as it does across a deployment).
DELETE FROM jobs WHERE kind = 'live.order-changed';
