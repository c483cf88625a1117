import { eq, sql } from 'drizzle-orm';
import { orders } from '../database/schema.js';
import { queryRows } from '../database/database.js';
import { addCategory, listProduct, orderForm } from '../testing/catalogue.js';
import { DATABASE_TARGETS, type TestContext, createTestContext } from '../testing/test-app.js';

/** Polls until `check` passes, failing after `timeoutMs`. */
async function eventually(check: () => Promise<void>, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      return await check();
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

describe.each(DATABASE_TARGETS)(
  'orders nobody moves, swept by the scheduled job on %s',
  (_, databaseUrl) => {
    let ctx: TestContext;
    let category: string;
    const env = {
      SCHEDULED_JOBS_PERIOD_SECONDS: '0.2',
      ORDER_REQUEST_TTL_HOURS: '48',
      ORDER_MEETING_TTL_DAYS: '7',
      ORDER_CONFIRM_GRACE_HOURS: '72',
    };
    beforeAll(async () => {
      ctx = await createTestContext(databaseUrl, env);
      category = (await addCategory(ctx)).name;
    });
    afterAll(() => ctx.close());

    async function placeOrder() {
      const seller = await ctx.signUp({ role: 'seller' });
      const buyer = await ctx.signUp();
      const productId = await listProduct(seller.client, category);
      const orderId = (await buyer.client.post('/api/buyproduct', orderForm(productId))).json()
        .insertedId as string;
      return { seller, buyer, productId, orderId };
    }
    const backdate = (orderId: string, values: Partial<typeof orders.$inferInsert>) =>
      ctx.db
        .update(orders)
        .set(values)
        .where(eq(orders.id, Number(orderId)));
    const hoursAgo = (hours: number) =>
      sql`now() - make_interval(hours => ${hours})` as unknown as Date;

    it('expires requests and accepted deals past their time exactly once across two instances, and completes one-sided confirmations', async () => {
      const other = await ctx.startAnotherInstance(env);
      try {
        const unanswered = await placeOrder();
        const fresh = await placeOrder();
        const noMeeting = await placeOrder();
        const confirmedByBuyer = await placeOrder();
        const confirmedRecently = await placeOrder();
        for (const deal of [noMeeting, confirmedByBuyer, confirmedRecently]) {
          await deal.seller.client.post(`/api/orders/${deal.orderId}/accept`);
        }
        await confirmedByBuyer.buyer.client.post(`/api/orders/${confirmedByBuyer.orderId}/confirm`);
        await confirmedRecently.buyer.client.post(
          `/api/orders/${confirmedRecently.orderId}/confirm`,
        );

        await backdate(unanswered.orderId, { createdAt: hoursAgo(49) });
        await backdate(fresh.orderId, { createdAt: hoursAgo(47) });
        await backdate(noMeeting.orderId, { acceptedAt: hoursAgo(7 * 24 + 1) });
        await backdate(confirmedByBuyer.orderId, {
          acceptedAt: hoursAgo(30 * 24),
          buyerConfirmedAt: hoursAgo(73),
        });
        await backdate(confirmedRecently.orderId, {
          acceptedAt: hoursAgo(30 * 24),
          buyerConfirmedAt: hoursAgo(71),
        });

        const statusOf = async (deal: Awaited<ReturnType<typeof placeOrder>>) =>
          (await deal.buyer.client.get(`/api/buyproduct?email=${deal.buyer.email}`)).json<
            Array<{
              status: string;
              reason: string | null;
            }>
          >()[0]!;
        await eventually(async () => {
          expect(await statusOf(unanswered)).toEqual(
            expect.objectContaining({
              status: 'expired',
              reason: 'The seller did not answer in time',
            }),
          );
          expect(await statusOf(noMeeting)).toEqual(
            expect.objectContaining({
              status: 'expired',
              reason: 'The handover was not confirmed in time',
            }),
          );
          expect((await statusOf(confirmedByBuyer)).status).toBe('completed');
        });
        expect((await statusOf(fresh)).status).toBe('requested');
        expect((await statusOf(confirmedRecently)).status).toBe('accepted');

        const product = async (deal: Awaited<ReturnType<typeof placeOrder>>) =>
          (await deal.buyer.client.get(`/api/producs/${deal.productId}`)).json().status;
        expect(await product(unanswered)).toBe('available');
        expect(await product(noMeeting)).toBe('available');
        expect(await product(confirmedByBuyer)).toBe('sold');

        // Both instances ticked all along; each order changed once, announced once (the outbox's
        // rows stay: the suites run no job worker).
        const swept = await queryRows<{ orderId: number }>(
          ctx.db,
          sql`select (payload->'payload'->>'orderId')::int as "orderId" from jobs
              where kind = 'domain-event' and payload->>'event' = 'order.changed'
                and payload->'payload'->>'status' not in ('requested', 'accepted')`,
        );
        expect(swept.map((change) => change.orderId).sort((a, b) => a - b)).toEqual(
          [unanswered, noMeeting, confirmedByBuyer]
            .map((deal) => Number(deal.orderId))
            .sort((a, b) => a - b),
        );
      } finally {
        await other.close();
      }
    });
  },
);
