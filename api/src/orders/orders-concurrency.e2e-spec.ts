import { inArray, sql } from 'drizzle-orm';
import { queryRows } from '../database/database.js';
import { orders } from '../database/schema.js';
import { addCategory, listProduct, orderForm } from '../testing/catalogue.js';
import { DATABASE_TARGETS, type TestContext, createTestContext } from '../testing/test-app.js';

type Account = Awaited<ReturnType<TestContext['signUp']>>;

/**
 * Placements and transitions at the same instant: what the database keeps about them (list
 * totals, listing states, reputation, the `order.changed` outbox) must equal what a count of the
 * rows says at the end, and the limits must hold exactly.
 */
describe.each(DATABASE_TARGETS)('orders under concurrency on %s', (_, databaseUrl) => {
  let ctx: TestContext;
  let category: string;
  beforeAll(async () => {
    ctx = await createTestContext(databaseUrl, {
      MAX_OPEN_ORDERS_PER_BUYER: '3',
      ORDER_REQUESTS_PER_HOUR: '5',
    });
    category = (await addCategory(ctx)).name;
  });
  afterAll(() => ctx.close());

  /**
   * Every list total the database keeps, against a count of the listings in that list, written
   * out here rather than through the trigger's own functions.
   */
  const listTotalsAgainstCounts = () =>
    queryRows<{ key: string; kept: number; counted: number }>(
      ctx.db,
      sql`select key, coalesce(kept, 0)::int as kept, coalesce(counted, 0)::int as counted
          from (select list_key as key, sum(total) as kept from product_list_counts group by 1) as k
          full join (select key, count(*) as counted
                     from products p join users u on u.id = p.seller_id,
                       unnest(array['all', 'seller:' || p.seller_id] || case
                         when p.status = 'available' and u.suspended_at is null
                         then array['listed', 'category:' || p.category_id]
                           || case when p.advertised then array['advertised'] else '{}' end
                         else '{}' end) as key
                     group by 1) as c
          using (key)
          where coalesce(kept, 0) <> coalesce(counted, 0)`,
    );

  /** Completed deals each account's profile counts, against a count of its completed orders. */
  const reputationAgainstCounts = () =>
    queryRows<{ userId: number }>(
      ctx.db,
      sql`select u.id as "userId" from users u
          left join user_reputation r on r.user_id = u.id
          where coalesce(r.completed_sales, 0) <>
                  (select count(*) from orders o where o.seller_id = u.id and o.status = 'completed')
             or coalesce(r.completed_purchases, 0) <>
                  (select count(*) from orders o where o.buyer_id = u.id and o.status = 'completed')`,
    );

  /** Listings whose state does not follow their orders (reserved while open, sold once completed). */
  const listingsOutOfStep = () =>
    queryRows<{ id: number }>(
      ctx.db,
      sql`select p.id from products p
          where p.status <> case
            when exists (select 1 from orders o where o.product_id = p.id and o.status = 'completed') then 'sold'
            when exists (select 1 from orders o where o.product_id = p.id
                           and o.status in ('requested', 'accepted')) then 'reserved'
            else 'available' end::product_status`,
    );

  it('sells each listing once to buyers racing for it, and every kept count equals count(*) after racing transitions', async () => {
    const sellers = await Promise.all([0, 1, 2].map(() => ctx.signUp({ role: 'seller' })));
    const buyers: Account[] = [];
    for (let n = 0; n < 12; n += 1) buyers.push(await ctx.signUp());
    const productIds: string[] = [];
    for (let n = 0; n < 12; n += 1) {
      productIds.push(await listProduct(sellers[n % 3]!.client, category));
    }
    const sellerOf = (index: number) => sellers[index % 3]!;

    // Three buyers at once for each listing: one wins it, the others are told it is taken.
    const attempts = await Promise.all(
      productIds.flatMap((productId, index) =>
        [0, 1, 2].map(async (offset) => {
          const buyer = buyers[(index + offset) % buyers.length]!;
          const response = await buyer.client.post('/api/buyproduct', orderForm(productId));
          return { index, buyer, response };
        }),
      ),
    );
    const won = new Map<number, { buyer: Account; orderId: string }>();
    for (const { index, buyer, response } of attempts) {
      expect([201, 409]).toContain(response.statusCode);
      if (response.statusCode === 409) {
        expect(response.json().message).toBe('This product has already been ordered');
        expect(response.json().code).toBe('product-taken');
        continue;
      }
      expect(won.has(index)).toBe(false);
      won.set(index, { buyer, orderId: response.json().insertedId as string });
    }
    expect(won.size).toBe(productIds.length);
    expect(await listTotalsAgainstCounts()).toEqual([]);
    expect(await listingsOutOfStep()).toEqual([]);

    // Each order races two moves: accept against decline, a double withdrawal, both sides
    // confirming at once, and accept against withdraw.
    const outcomes = await Promise.all(
      [...won].map(async ([index, { buyer, orderId }]) => {
        const seller = sellerOf(index).client;
        switch (index % 4) {
          case 0: {
            const codes = await Promise.all([
              seller.post(`/api/orders/${orderId}/accept`),
              seller.post(`/api/orders/${orderId}/decline`),
            ]);
            return { index, codes: codes.map((r) => r.statusCode).sort() };
          }
          case 1: {
            const both = await Promise.all([
              buyer.client.delete(`/api/buydelete/${orderId}`),
              buyer.client.delete(`/api/buydelete/${orderId}`),
            ]);
            return { index, codes: both.map((r) => r.json().deletedCount as number).sort() };
          }
          case 2: {
            expect((await seller.post(`/api/orders/${orderId}/accept`)).statusCode).toBe(200);
            const both = await Promise.all([
              seller.post(`/api/orders/${orderId}/confirm`),
              buyer.client.post(`/api/orders/${orderId}/confirm`),
            ]);
            return { index, codes: both.map((r) => r.statusCode) };
          }
          default: {
            const [accept, withdraw] = await Promise.all([
              seller.post(`/api/orders/${orderId}/accept`),
              buyer.client.delete(`/api/buydelete/${orderId}`),
            ]);
            return { index, codes: [accept.statusCode, withdraw.statusCode] };
          }
        }
      }),
    );
    for (const { index, codes } of outcomes) {
      if (index % 4 === 0) expect(codes).toEqual([200, 409]);
      if (index % 4 === 1) expect(codes).toEqual([0, 1]);
      if (index % 4 === 2) expect(codes).toEqual([200, 200]);
      if (index % 4 === 3) expect(codes[1]).toBe(200);
    }

    const statuses = await ctx.db
      .select({ id: orders.id, status: orders.status })
      .from(orders)
      .where(
        inArray(
          orders.id,
          [...won.values()].map((w) => Number(w.orderId)),
        ),
      );
    const statusOf = new Map(statuses.map((row) => [String(row.id), row.status]));
    for (const [index, { orderId }] of won) {
      const expected = [['accepted', 'declined'], ['cancelled'], ['completed'], ['cancelled']][
        index % 4
      ]!;
      expect(expected).toContain(statusOf.get(orderId));
    }
    expect(await listTotalsAgainstCounts()).toEqual([]);
    expect(await listingsOutOfStep()).toEqual([]);
    expect(await reputationAgainstCounts()).toEqual([]);

    // The outbox holds one `order.changed` per placement, and each order's last one names the
    // state the order ended in.
    const announced = await queryRows<{ orderId: string; placed: number; last: string }>(
      ctx.db,
      sql`select payload->'payload'->>'orderId' as "orderId",
                 count(*) filter (where payload->'payload'->>'from' is null)::int as placed,
                 (array_agg(payload->'payload'->>'status' order by id desc))[1] as last
          from jobs where kind = 'domain-event' and payload->>'event' = 'order.changed'
          group by 1`,
    );
    for (const { orderId } of won.values()) {
      expect(announced.find((row) => row.orderId === orderId)).toEqual({
        orderId,
        placed: 1,
        last: statusOf.get(orderId),
      });
    }
  });

  it('holds a buyer at the open-order limit to it when two orders arrive at once: one 201, one 409', async () => {
    const seller = await ctx.signUp({ role: 'seller' });
    const buyer = await ctx.signUp();
    for (let n = 0; n < 2; n += 1) {
      const productId = await listProduct(seller.client, category);
      expect((await buyer.client.post('/api/buyproduct', orderForm(productId))).statusCode).toBe(
        201,
      );
    }
    const last = await Promise.all([
      listProduct(seller.client, category),
      listProduct(seller.client, category),
    ]);
    const responses = await Promise.all(
      last.map((productId) => buyer.client.post('/api/buyproduct', orderForm(productId))),
    );
    expect(responses.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    // The listing refused stays for sale, and the totals say so.
    expect(await listingsOutOfStep()).toEqual([]);
    expect(await listTotalsAgainstCounts()).toEqual([]);
  });

  it('holds a buyer at the hourly limit to it when two orders arrive at once: one 201, one 429', async () => {
    const seller = await ctx.signUp({ role: 'seller' });
    const buyer = await ctx.signUp();
    for (let n = 0; n < 4; n += 1) {
      const productId = await listProduct(seller.client, category);
      const placed = await buyer.client.post('/api/buyproduct', orderForm(productId));
      expect(placed.statusCode).toBe(201);
      await buyer.client.delete(`/api/buydelete/${placed.json().insertedId}`);
    }
    const last = await Promise.all([
      listProduct(seller.client, category),
      listProduct(seller.client, category),
    ]);
    const responses = await Promise.all(
      last.map((productId) => buyer.client.post('/api/buyproduct', orderForm(productId))),
    );
    expect(responses.map((r) => r.statusCode).sort()).toEqual([201, 429]);
    const refused = responses.find((r) => r.statusCode === 429)!;
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3500);
    expect(await listingsOutOfStep()).toEqual([]);
  });
});
