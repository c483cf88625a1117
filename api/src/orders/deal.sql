-- The deal's rules in the database (a repeatable definition: see docs/database.md). The states,
-- what each does to its listing and which are open are declared once in libs/contracts/src/deal.ts;
-- orders/deal-declaration.e2e-spec.ts proves that what is written here agrees with it.
--
-- A placement is one call of place_order() and every move one UPDATE of the order (orders
-- repository); what follows from a change happens here, in that same statement:
--   * the listing follows its order (products_follow_orders);
--   * the reputation domain counts a completed deal (reputation/reputation.sql);
--   * the change goes to the outbox (a `jobs` row of kind 'domain-event'), from which a job worker
--     delivers `order.changed` after commit to the handlers that tell someone (emails, open pages);
--   * the listing's pages are announced stale (products/listing-announcements.sql).

-- The products domain's part of a placement: claims a listing for sale, not the buyer's own and
-- not of a suspended seller ("for sale" is isListed in products.repository.ts), and answers what
-- the order copies from it. No row when it cannot be had. In PL/pgSQL, so its UPDATE is planned
-- once per connection rather than at every call. Its answer keeps the listing's category and
-- advertising, which the build before the database's announcements read (expand, then contract:
-- docs/database.md); it is dropped first in case a database has the shorter answer.
DROP FUNCTION IF EXISTS reserve_product(bigint, bigint);
CREATE FUNCTION reserve_product(product_id bigint, buyer_id bigint)
 RETURNS TABLE(id bigint, seller_id bigint, seller_name text, name text, price numeric, image text, location text, phone text, category text, advertised boolean)
 LANGUAGE plpgsql
AS $$
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

-- A placement: under a per-buyer advisory lock (so two requests of one account cannot both pass
-- the limits), counts the buyer's orders of the last hour and open orders no further than the
-- limits, reserves the listing and inserts the order. Each statement of a PL/pgSQL function reads
-- a fresh snapshot, so the counts see every order committed before the lock was granted. The
-- outcome is 'placed', 'hourly-limit' (with the oldest order of the hour, to say when the next is
-- allowed), 'open-limit' or 'unavailable'; once placed, also the listing's category, seller and
-- advertising, which the build before the database's announcements reads (expand, then contract).
-- It is dropped first in case a database has a shorter answer.
DROP FUNCTION IF EXISTS place_order(bigint, text, text, bigint, text, text, timestamptz, bigint, text, bigint, double precision, double precision, integer, integer);
CREATE FUNCTION place_order(
	buyer_id bigint, buyer_name text, buyer_email text, product_id bigint, phone text,
	meeting_location text, meeting_time timestamptz, meeting_spot_id bigint,
	meeting_spot_note text, meeting_place_id bigint, meeting_lat double precision,
	meeting_lng double precision, max_open integer, per_hour integer)
 RETURNS TABLE(outcome text, order_id bigint, oldest_in_last_hour timestamptz,
               category text, seller_id bigint, advertised boolean)
 LANGUAGE plpgsql
AS $$
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
	-- The open states (DEAL_STATES' `open`).
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

-- The listing follows its order (DEAL_STATES' `listing`): reserved while it is requested or
-- accepted, sold once it completes, available otherwise; a sold item is never put back on sale.
CREATE OR REPLACE FUNCTION products_follow_orders()
 RETURNS trigger
 LANGUAGE plpgsql
AS $$
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
$$;

CREATE OR REPLACE TRIGGER products_follow_orders_insert AFTER INSERT ON orders
	FOR EACH ROW WHEN (NEW.product_id IS NOT NULL) EXECUTE FUNCTION products_follow_orders();
CREATE OR REPLACE TRIGGER products_follow_orders_update AFTER UPDATE OF status ON orders
	FOR EACH ROW WHEN (NEW.product_id IS NOT NULL AND OLD.status IS DISTINCT FROM NEW.status)
	EXECUTE FUNCTION products_follow_orders();

-- The outbox: `order.changed` for a new order, a change of state, or one side's confirmation of
-- the handover (the other side's page shows it), delivered after commit by the job worker
-- (events/committed-events.ts, which defines the kind and its attempts). `from` is the state
-- before (null for a new order), so a handler can tell a confirmation from a change of state.
CREATE OR REPLACE FUNCTION orders_changed_outbox()
 RETURNS trigger
 LANGUAGE plpgsql
AS $$
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
$$;

CREATE OR REPLACE TRIGGER orders_changed_outbox_insert AFTER INSERT ON orders
	FOR EACH ROW EXECUTE FUNCTION orders_changed_outbox();
CREATE OR REPLACE TRIGGER orders_changed_outbox_update
	AFTER UPDATE OF status, buyer_confirmed_at, seller_confirmed_at ON orders
	FOR EACH ROW WHEN (OLD.status IS DISTINCT FROM NEW.status
		OR OLD.buyer_confirmed_at IS DISTINCT FROM NEW.buyer_confirmed_at
		OR OLD.seller_confirmed_at IS DISTINCT FROM NEW.seller_confirmed_at)
	EXECUTE FUNCTION orders_changed_outbox();
