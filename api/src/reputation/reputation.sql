-- The reputation domain's part of a deal (a repeatable definition: see docs/database.md).

-- A completed deal counts on both parties' profiles, in the statement that completes it.
CREATE OR REPLACE FUNCTION reputation_count_completed_deal()
 RETURNS trigger
 LANGUAGE plpgsql
AS $$
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
$$;

CREATE OR REPLACE TRIGGER reputation_count_completed_deal AFTER UPDATE OF status ON orders FOR EACH ROW WHEN (((new.status = 'completed'::order_status) AND (old.status IS DISTINCT FROM new.status))) EXECUTE FUNCTION reputation_count_completed_deal();
