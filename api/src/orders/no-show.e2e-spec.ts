import { addCategory } from '../testing/catalogue.js';
import { backdateAcceptance, makeDeal } from '../testing/deals.js';
import { DATABASE_TARGETS, type TestContext, createTestContext } from '../testing/test-app.js';

describe.each(DATABASE_TARGETS)('no-shows on %s', (_, databaseUrl) => {
  let ctx: TestContext;
  let category: string;
  beforeAll(async () => {
    ctx = await createTestContext(databaseUrl);
    category = (await addCategory(ctx)).name;
  });
  afterAll(() => ctx.close());

  const orderOf = async (deal: Awaited<ReturnType<typeof makeDeal>>) =>
    (await deal.buyer.client.get(`/api/buyproduct?email=${deal.buyer.email}`))
      .json()
      .find((order: { _id: string }) => order._id === deal.orderId);

  it('expires the deal with the no-show against the other side, and the item is for sale again', async () => {
    const deal = await makeDeal(ctx, category, 'accepted');
    await backdateAcceptance(ctx, deal.orderId, 25);
    const reported = await deal.buyer.client.post(`/api/orders/${deal.orderId}/no-show`);
    expect(reported.statusCode).toBe(200);
    expect(reported.json()).toEqual({ acknowledged: true, matchedCount: 1, modifiedCount: 1 });
    expect(await orderOf(deal)).toMatchObject({
      status: 'expired',
      noShow: 'seller',
      noShowDueAt: null,
      reason: 'The seller did not come',
    });
    const received = (
      await deal.seller.client.get(`/api/orders/received?email=${deal.seller.email}`)
    ).json();
    expect(received[0]).toMatchObject({ status: 'expired', noShow: 'seller' });
    expect((await deal.buyer.client.get(`/api/producs/${deal.productId}`)).json().status).toBe(
      'available',
    );
    expect((await ctx.client().get(`/api/sellers/${deal.seller.id}`)).json().noShows).toBe(1);

    // Once per order, from either side.
    for (const party of [deal.buyer, deal.seller]) {
      const again = await party.client.post(`/api/orders/${deal.orderId}/no-show`);
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toBe(
        'This order is expired: only an accepted order can be reported as a no-show',
      );
    }
  });

  it('lets the seller report the buyer once the meeting time has passed', async () => {
    const deal = await makeDeal(ctx, category, 'accepted');
    await backdateAcceptance(ctx, deal.orderId, 2, 1);
    expect((await deal.seller.client.post(`/api/orders/${deal.orderId}/no-show`)).statusCode).toBe(
      200,
    );
    expect(await orderOf(deal)).toMatchObject({ noShow: 'buyer', status: 'expired' });
    const admin = await ctx.signUp({ admin: true });
    expect((await admin.client.get(`/api/buyers/${deal.buyer.id}`)).json().noShows).toBe(1);
  });

  it('is not due before the meeting time, or a day after acceptance without one (409)', async () => {
    const fresh = await makeDeal(ctx, category, 'accepted');
    const order = await orderOf(fresh);
    expect(Date.parse(order.noShowDueAt) - Date.now()).toBeGreaterThan(23 * 3_600_000);
    const early = await fresh.buyer.client.post(`/api/orders/${fresh.orderId}/no-show`);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(`A no-show can be reported from ${order.noShowDueAt}`);

    // A meeting still ahead counts, even long after the acceptance.
    const later = await makeDeal(ctx, category, 'accepted');
    await backdateAcceptance(ctx, later.orderId, 30, -2);
    expect(
      (await later.seller.client.post(`/api/orders/${later.orderId}/no-show`)).statusCode,
    ).toBe(409);
  });

  it('refuses confirmed handovers, other states, strangers, unknown orders and the signed-out', async () => {
    const confirmed = await makeDeal(ctx, category, 'accepted');
    await backdateAcceptance(ctx, confirmed.orderId, 25);
    await confirmed.buyer.client.post(`/api/orders/${confirmed.orderId}/confirm`);
    const refused = await confirmed.seller.client.post(`/api/orders/${confirmed.orderId}/no-show`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain('handover of this order was confirmed');

    const requested = await makeDeal(ctx, category, 'requested');
    expect(
      (await requested.buyer.client.post(`/api/orders/${requested.orderId}/no-show`)).statusCode,
    ).toBe(409);
    const completed = await makeDeal(ctx, category, 'completed');
    expect(
      (await completed.buyer.client.post(`/api/orders/${completed.orderId}/no-show`)).statusCode,
    ).toBe(409);

    const due = await makeDeal(ctx, category, 'accepted');
    await backdateAcceptance(ctx, due.orderId, 25);
    const admin = await ctx.signUp({ admin: true });
    for (const stranger of [await ctx.signUp(), admin]) {
      expect((await stranger.client.post(`/api/orders/${due.orderId}/no-show`)).statusCode).toBe(
        403,
      );
    }
    expect((await ctx.client().post(`/api/orders/${due.orderId}/no-show`)).statusCode).toBe(401);
    expect((await admin.client.post('/api/orders/987654321/no-show')).statusCode).toBe(404);
    expect((await admin.client.post('/api/orders/abc/no-show')).statusCode).toBe(404);
    expect((await orderOf(due)).status).toBe('accepted');
  });
});
