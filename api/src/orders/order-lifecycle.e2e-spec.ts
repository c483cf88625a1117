import { eq, sql } from 'drizzle-orm';
import { orders } from '../database/schema.js';
import { addCategory, listProduct, orderForm } from '../testing/catalogue.js';
import {
  DATABASE_TARGETS,
  type TestClient,
  type TestContext,
  createTestContext,
} from '../testing/test-app.js';

type Account = Awaited<ReturnType<TestContext['signUp']>>;
type Row = Record<string, unknown>;

describe.each(DATABASE_TARGETS)('the deal lifecycle on %s', (_, databaseUrl) => {
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

  const buyerOrders = async (buyer: Account) =>
    (await buyer.client.get(`/api/buyproduct?email=${encodeURIComponent(buyer.email)}`)).json<
      Row[]
    >();
  const receivedOrders = async (seller: Account) =>
    (
      await seller.client.get(`/api/orders/received?email=${encodeURIComponent(seller.email)}`)
    ).json<Row[]>();
  const productStatus = async (viewer: TestClient, productId: string) =>
    (await viewer.get(`/api/producs/${productId}`)).json().status as string;

  /** A seller's listing ordered by a new buyer. */
  async function requested(overrides: Record<string, unknown> = {}) {
    const seller = await ctx.signUp({ role: 'seller', name: 'Karim Traders' });
    const buyer = await ctx.signUp({ name: 'Nusrat Jahan' });
    const productId = await listProduct(seller.client, category, { phone: '01711112222' });
    const placed = await buyer.client.post('/api/buyproduct', orderForm(productId, overrides));
    expect(placed.statusCode).toBe(201);
    return { seller, buyer, productId, orderId: placed.json().insertedId as string };
  }

  it('goes requested → accepted → completed; phones and the buyer’s email are shared only once accepted; the item is sold for ever', async () => {
    const meetingTime = new Date(Date.now() + 2 * 24 * 3600 * 1000).toISOString();
    const { seller, buyer, productId, orderId } = await requested({ meetingTime });
    expect(await productStatus(buyer.client, productId)).toBe('reserved');
    expect(await buyerOrders(buyer)).toEqual([
      expect.objectContaining({
        status: 'requested',
        meetingTime,
        sellerName: 'Karim Traders',
        sellerPhone: null,
        sellerEmail: null,
      }),
    ]);
    expect(await receivedOrders(seller)).toEqual([
      expect.objectContaining({
        status: 'requested',
        userName: 'Nusrat Jahan',
        phone: null,
        email: null,
      }),
    ]);

    const accepted = await seller.client.post(`/api/orders/${orderId}/accept`);
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toEqual({ acknowledged: true, matchedCount: 1, modifiedCount: 1 });
    expect(await buyerOrders(buyer)).toEqual([
      expect.objectContaining({
        status: 'accepted',
        sellerPhone: '01711112222',
        sellerEmail: seller.email,
        awaitingConfirmation: ['buyer', 'seller'],
      }),
    ]);
    expect(await receivedOrders(seller)).toEqual([
      expect.objectContaining({ status: 'accepted', phone: '01898765432', email: buyer.email }),
    ]);
    expect(await productStatus(buyer.client, productId)).toBe('reserved');

    expect((await seller.client.post(`/api/orders/${orderId}/confirm`)).statusCode).toBe(200);
    expect(await receivedOrders(seller)).toEqual([
      expect.objectContaining({ status: 'accepted', awaitingConfirmation: ['buyer'] }),
    ]);
    expect((await buyer.client.post(`/api/orders/${orderId}/confirm`)).statusCode).toBe(200);
    expect(await buyerOrders(buyer)).toEqual([
      expect.objectContaining({ status: 'completed', sellerPhone: '01711112222' }),
    ]);
    expect(await productStatus(buyer.client, productId)).toBe('sold');
    expect(await productStatus(seller.client, productId)).toBe('sold');

    const late = await ctx.signUp();
    const refused = await late.client.post('/api/buyproduct', orderForm(productId));
    expect(refused.statusCode).toBe(409);
    const accept = await seller.client.post(`/api/orders/${orderId}/accept`);
    expect(accept.statusCode).toBe(409);
    expect(accept.json().message).toBe(
      'This order is completed: only a requested order can be accepted',
    );
  });

  it('lets the seller decline with a reason, and the item is on sale again', async () => {
    const { seller, buyer, productId, orderId } = await requested();
    const declined = await seller.client.post(`/api/orders/${orderId}/decline`, {
      reason: 'Sold it to my neighbour',
    });
    expect(declined.statusCode).toBe(200);
    expect(await buyerOrders(buyer)).toEqual([
      expect.objectContaining({ status: 'declined', reason: 'Sold it to my neighbour' }),
    ]);
    expect(await productStatus(buyer.client, productId)).toBe('available');
    const again = await seller.client.post(`/api/orders/${orderId}/decline`);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(
      'This order is declined: only a requested order can be declined',
    );
    expect((await seller.client.post(`/api/orders/${orderId}/confirm`)).statusCode).toBe(409);
    const other = await ctx.signUp();
    expect((await other.client.post('/api/buyproduct', orderForm(productId))).statusCode).toBe(201);

    // Without a body, and the reason is optional.
    const second = await requested();
    expect(
      (await second.seller.client.post(`/api/orders/${second.orderId}/decline`)).statusCode,
    ).toBe(200);
  });

  it('refuses the wrong person (403), the signed-out (401), unknown ids (404) and bad bodies (400)', async () => {
    const { seller, buyer, orderId } = await requested();
    const stranger = await ctx.signUp({ role: 'seller' });
    const admin = await ctx.signUp({ admin: true });
    for (const action of ['accept', 'decline']) {
      for (const who of [buyer, stranger, admin]) {
        const response = await who.client.post(`/api/orders/${orderId}/${action}`);
        expect(response.statusCode).toBe(403);
        expect(response.json().message).toBe(
          `Only the seller of this product may ${action} the order`,
        );
      }
      expect((await ctx.client().post(`/api/orders/${orderId}/${action}`)).statusCode).toBe(401);
      for (const id of ['987654321', 'abc']) {
        const response = await seller.client.post(`/api/orders/${id}/${action}`);
        expect(response.statusCode).toBe(404);
        expect(response.json().message).toBe('Order not found');
      }
    }
    for (const who of [stranger, admin]) {
      expect((await who.client.post(`/api/orders/${orderId}/confirm`)).statusCode).toBe(403);
    }
    expect((await ctx.client().post(`/api/orders/${orderId}/confirm`)).statusCode).toBe(401);

    const long = await seller.client.post(`/api/orders/${orderId}/decline`, {
      reason: 'x'.repeat(301),
    });
    expect(long.statusCode).toBe(400);
    expect(JSON.stringify(long.json().message)).toContain('reason must be at most 300 characters');
    const sneaky = await seller.client.post(`/api/orders/${orderId}/decline`, {
      status: 'completed',
    });
    expect(sneaky.statusCode).toBe(400);
    expect(JSON.stringify(sneaky.json().message)).toContain('status');

    const product = await listProduct(seller.client, category);
    for (const [meetingTime, message] of [
      ['tomorrow at noon', 'meetingTime must be an ISO date-time'],
      [new Date(Date.now() - 3600_000).toISOString(), 'meetingTime must be in the future'],
      [
        new Date(Date.now() + 31 * 24 * 3600_000).toISOString(),
        'meetingTime must be within 30 days',
      ],
    ]) {
      const response = await buyer.client.post(
        '/api/buyproduct',
        orderForm(product, { meetingTime }),
      );
      expect(response.statusCode).toBe(400);
      expect(JSON.stringify(response.json().message)).toContain(message);
    }
    const filter = await seller.client.get(
      `/api/orders/received?email=${seller.email}&status=paid`,
    );
    expect(filter.statusCode).toBe(400);
    expect(JSON.stringify(filter.json().message)).toContain('status must be one of');
  });

  it('filters the orders received by state, for the menu’s count of waiting requests', async () => {
    const { seller, buyer } = await requested();
    const second = await listProduct(seller.client, category);
    const secondOrder = (await buyer.client.post('/api/buyproduct', orderForm(second))).json()
      .insertedId;
    await seller.client.post(`/api/orders/${secondOrder}/accept`);
    const waiting = await seller.client.get(
      `/api/orders/received?email=${seller.email}&status=requested&limit=1`,
    );
    expect(waiting.headers['x-total-count']).toBe('1');
  });

  it('lets the buyer withdraw a requested or an accepted order; the item is back; the seller sees why', async () => {
    const first = await requested();
    expect((await first.buyer.client.delete(`/api/buydelete/${first.orderId}`)).statusCode).toBe(
      200,
    );
    expect(await productStatus(first.buyer.client, first.productId)).toBe('available');
    expect(await receivedOrders(first.seller)).toEqual([
      expect.objectContaining({ status: 'cancelled', reason: 'The buyer withdrew' }),
    ]);
    expect((await first.seller.client.post(`/api/orders/${first.orderId}/accept`)).statusCode).toBe(
      409,
    );

    const second = await requested();
    await second.seller.client.post(`/api/orders/${second.orderId}/accept`);
    expect((await second.buyer.client.delete(`/api/buydelete/${second.orderId}`)).statusCode).toBe(
      200,
    );
    expect(await productStatus(second.buyer.client, second.productId)).toBe('available');
  });

  it('holds one buyer to the open-order limit (409), counted exactly under concurrent requests', async () => {
    const seller = await ctx.signUp({ role: 'seller' });
    const buyer = await ctx.signUp();
    const products = await Promise.all(
      Array.from({ length: 5 }, () => listProduct(seller.client, category)),
    );
    const responses = await Promise.all(
      products.map((id) => buyer.client.post('/api/buyproduct', orderForm(id))),
    );
    expect(responses.map((r) => r.statusCode).sort()).toEqual([201, 201, 201, 409, 409]);
    const refusal = responses.find((r) => r.statusCode === 409)!;
    expect(refusal.json().message).toBe(
      'You already have 3 open orders, the most one account may hold: withdraw one or complete a deal before ordering more',
    );
    expect(refusal.json().code).toBe('open-order-limit');
    // Withdrawing one frees a place.
    const open = await buyerOrders(buyer);
    await buyer.client.delete(`/api/buydelete/${open[0]!._id as string}`);
    const free = products.find((id) => !open.some((order) => order.productId === id))!;
    expect((await buyer.client.post('/api/buyproduct', orderForm(free))).statusCode).toBe(201);
  });

  it('holds one buyer to the hourly limit (429 with Retry-After), withdrawn orders included', async () => {
    const seller = await ctx.signUp({ role: 'seller' });
    const buyer = await ctx.signUp();
    for (let n = 0; n < 5; n += 1) {
      const productId = await listProduct(seller.client, category);
      const placed = await buyer.client.post('/api/buyproduct', orderForm(productId));
      expect(placed.statusCode).toBe(201);
      await buyer.client.delete(`/api/buydelete/${placed.json().insertedId}`);
    }
    const productId = await listProduct(seller.client, category);
    const refused = await buyer.client.post('/api/buyproduct', orderForm(productId));
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(
      'You can request at most 5 orders an hour; try again later',
    );
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(3500);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    // An hour later (the orders moved back in time), the buyer may order again.
    await ctx.db
      .update(orders)
      .set({ createdAt: sql`${orders.createdAt} - interval '61 minutes'` })
      .where(eq(orders.email, buyer.email));
    expect((await buyer.client.post('/api/buyproduct', orderForm(productId))).statusCode).toBe(201);
  });

  it('lets exactly one of accept and decline win a race; the loser gets 409', async () => {
    for (let round = 0; round < 5; round += 1) {
      const { seller, orderId } = await requested();
      const results = await Promise.all([
        seller.client.post(`/api/orders/${orderId}/accept`),
        seller.client.post(`/api/orders/${orderId}/decline`),
      ]);
      expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    }
  });

  it('serialises accept against withdraw: never a reserved item without an open order', async () => {
    const outcomes = new Set<string>();
    for (let round = 0; round < 6; round += 1) {
      const { seller, buyer, productId, orderId } = await requested();
      const [accept, withdraw] = await Promise.all([
        seller.client.post(`/api/orders/${orderId}/accept`),
        buyer.client.delete(`/api/buydelete/${orderId}`),
      ]);
      // The withdrawal always wins in the end: before the acceptance (which then finds a
      // cancelled order, 409) or after it (an accepted order may be withdrawn too).
      expect(withdraw.statusCode).toBe(200);
      expect([200, 409]).toContain(accept.statusCode);
      if (accept.statusCode === 409) {
        expect(accept.json().message).toBe(
          'This order is cancelled: only a requested order can be accepted',
        );
      }
      outcomes.add(String(accept.statusCode));
      expect(await receivedOrders(seller)).toEqual([
        expect.objectContaining({ status: 'cancelled' }),
      ]);
      expect(await productStatus(buyer.client, productId)).toBe('available');
    }
    expect(outcomes.size).toBeGreaterThan(0);
  });

  describe('deleting accounts and listings', () => {
    async function completedDeal() {
      const deal = await requested();
      await deal.seller.client.post(`/api/orders/${deal.orderId}/accept`);
      await deal.seller.client.post(`/api/orders/${deal.orderId}/confirm`);
      await deal.buyer.client.post(`/api/orders/${deal.orderId}/confirm`);
      return deal;
    }

    it('keeps a completed deal in the seller’s history, with the buyer’s name, when an admin deletes the buyer', async () => {
      const { seller, buyer, productId, orderId } = await completedDeal();
      const admin = await ctx.signUp({ admin: true });
      expect((await admin.client.delete(`/api/users/${buyer.id}`)).statusCode).toBe(200);
      expect(await receivedOrders(seller)).toEqual([
        expect.objectContaining({ _id: orderId, status: 'completed', userName: 'Nusrat Jahan' }),
      ]);
      // The item is not put back on sale.
      expect(await productStatus(seller.client, productId)).toBe('sold');
    });

    it('keeps it in the buyer’s history, with the seller’s name, when the seller’s account or the listing goes', async () => {
      const sold = await completedDeal();
      expect((await sold.seller.client.delete(`/api/delete/${sold.productId}`)).statusCode).toBe(
        200,
      );
      expect(await buyerOrders(sold.buyer)).toEqual([
        expect.objectContaining({
          _id: sold.orderId,
          status: 'completed',
          productId: null,
          product: 'Walton fridge',
          price: 18000,
          image: '/api/images/fridge.webp',
          sellerName: 'Karim Traders',
        }),
      ]);

      const other = await completedDeal();
      const admin = await ctx.signUp({ admin: true });
      expect((await admin.client.delete(`/api/users/${other.seller.id}`)).statusCode).toBe(200);
      expect(await buyerOrders(other.buyer)).toEqual([
        expect.objectContaining({
          _id: other.orderId,
          status: 'completed',
          sellerName: 'Karim Traders',
        }),
      ]);
    });

    it('cancels open orders with the reason when the listing or the buyer’s account is removed', async () => {
      const onListing = await requested();
      await onListing.seller.client.post(`/api/orders/${onListing.orderId}/accept`);
      await onListing.seller.client.delete(`/api/delete/${onListing.productId}`);
      expect(await buyerOrders(onListing.buyer)).toEqual([
        expect.objectContaining({ status: 'cancelled', reason: 'The listing was removed' }),
      ]);

      const ofBuyer = await requested();
      const admin = await ctx.signUp({ admin: true });
      await admin.client.delete(`/api/users/${ofBuyer.buyer.id}`);
      expect(await receivedOrders(ofBuyer.seller)).toEqual([
        expect.objectContaining({ status: 'cancelled', reason: "The buyer's account was removed" }),
      ]);
      expect(await productStatus(ofBuyer.seller.client, ofBuyer.productId)).toBe('available');

      const ofSeller = await requested();
      await admin.client.delete(`/api/users/${ofSeller.seller.id}`);
      expect(await buyerOrders(ofSeller.buyer)).toEqual([
        expect.objectContaining({
          status: 'cancelled',
          reason: 'The listing was removed',
          productId: null,
        }),
      ]);
    });
  });
});
