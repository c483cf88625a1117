import { addCategory, listProduct } from '../testing/catalogue.js';
import { makeDeal } from '../testing/deals.js';
import { withClockAhead } from '../testing/clock.js';
import { expectLimited } from '../testing/limits.js';
import {
  DATABASE_TARGETS,
  type TestClient,
  type TestContext,
  createTestContext,
} from '../testing/test-app.js';

describe.each(DATABASE_TARGETS)('ratings after a completed deal on %s', (_, databaseUrl) => {
  let ctx: TestContext;
  let category: string;
  beforeAll(async () => {
    ctx = await createTestContext(databaseUrl);
    category = (await addCategory(ctx)).name;
  });
  afterAll(() => ctx.close());

  const rate = (client: TestClient, orderId: string, body: unknown) =>
    client.post(`/api/orders/${orderId}/rating`, body);

  it('shows the buyer the rating the seller gave them, per deal and on their own profile', async () => {
    const deal = await makeDeal(ctx, category, 'completed', {
      seller: await ctx.signUp({ role: 'seller', name: 'Fair Seller' }),
      buyer: await ctx.signUp({ name: 'Rated Buyer' }),
    });
    const stranger = await ctx.signUp();
    expect((await deal.buyer.client.get('/api/reviews/received')).json()).toEqual([]);
    await rate(deal.seller.client, deal.orderId, { stars: 4, comment: 'Paid in full, on time' });

    const received = await deal.buyer.client.get('/api/reviews/received');
    expect(received.statusCode).toBe(200);
    expect(received.headers['x-total-count']).toBe('1');
    expect(received.json()).toEqual([
      {
        _id: expect.any(String),
        orderId: deal.orderId,
        stars: 4,
        comment: 'Paid in full, on time',
        authorName: 'Fair Seller',
        authorParty: 'seller',
        product: 'Walton fridge',
        createdAt: expect.any(String),
      },
    ]);
    // Only one's own: the seller received nothing, and a stranger cannot ask for another's.
    expect((await deal.seller.client.get('/api/reviews/received')).json()).toEqual([]);
    expect((await stranger.client.get('/api/reviews/received')).json()).toEqual([]);
    expect((await ctx.client().get('/api/reviews/received')).statusCode).toBe(401);
    expect((await deal.buyer.client.get('/api/reviews/received?limit=0')).statusCode).toBe(400);

    // Their own profile, as the seller of an open order of theirs would see it.
    const own = await deal.buyer.client.get(`/api/buyers/${deal.buyer.id}`);
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({ name: 'Rated Buyer', rating: 4, ratingCount: 1 });
    expect(own.json().reviews[0]).toMatchObject({ stars: 4, authorName: 'Fair Seller' });
    expect((await stranger.client.get(`/api/buyers/${deal.buyer.id}`)).statusCode).toBe(403);
  });

  it('lets each side rate the other once, and the ratings reach profiles, cards and order lists', async () => {
    const deal = await makeDeal(ctx, category, 'completed', {
      seller: await ctx.signUp({ role: 'seller', name: 'Rahim Traders' }),
      buyer: await ctx.signUp({ name: 'Karim Buyer' }),
    });
    const byBuyer = await rate(deal.buyer.client, deal.orderId, {
      stars: 5,
      comment: '  On time, exactly as described.  ',
    });
    expect(byBuyer.statusCode).toBe(201);
    expect(byBuyer.json()).toEqual({ acknowledged: true, insertedId: expect.any(String) });
    const bySeller = await rate(deal.seller.client, deal.orderId, { stars: 4 });
    expect(bySeller.statusCode).toBe(201);

    const again = await rate(deal.buyer.client, deal.orderId, { stars: 1 });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('You have already rated this deal');
    expect((await rate(deal.seller.client, deal.orderId, { stars: 1 })).statusCode).toBe(409);

    const seller = (await ctx.client().get(`/api/sellers/${deal.seller.id}`)).json();
    expect(seller).toMatchObject({ rating: 5, ratingCount: 1, completedSales: 1 });
    expect(seller.reviews).toEqual([
      {
        _id: byBuyer.json().insertedId,
        stars: 5,
        comment: 'On time, exactly as described.',
        authorName: 'Karim Buyer',
        authorParty: 'buyer',
        product: 'Walton fridge',
        createdAt: expect.any(String),
      },
    ]);

    // The buyer's side: the seller's profile of this buyer while another order of theirs is open.
    const open = await makeDeal(ctx, category, 'requested', {
      seller: deal.seller,
      buyer: deal.buyer,
    });
    const buyer = (await deal.seller.client.get(`/api/buyers/${deal.buyer.id}`)).json();
    expect(buyer).toMatchObject({ rating: 4, ratingCount: 1, completedPurchases: 1 });
    expect(open.orderId).toBeDefined();

    // Each side's list says whether it rated.
    const mine = (await deal.buyer.client.get(`/api/buyproduct?email=${deal.buyer.email}`)).json();
    expect(mine.find((o: { _id: string }) => o._id === deal.orderId)).toMatchObject({
      rated: true,
      sellerId: deal.seller.id,
    });
    expect(mine.find((o: { _id: string }) => o._id === open.orderId).rated).toBe(false);
    const received = (
      await deal.seller.client.get(`/api/orders/received?email=${deal.seller.email}`)
    ).json();
    expect(received.find((o: { _id: string }) => o._id === deal.orderId)).toMatchObject({
      rated: true,
      buyerId: deal.buyer.id,
    });

    // Every card of the seller carries the rating, from the kept figures.
    await listProduct(deal.seller.client, category, { productName: 'Rated seller lamp' });
    const cards = (
      await ctx.client().get(`/api/products?category=${encodeURIComponent(category)}&limit=100`)
    ).json();
    const card = cards.find((p: { productName: string }) => p.productName === 'Rated seller lamp');
    expect(card).toMatchObject({ sellerId: deal.seller.id, sellerRating: 5, sellerRatingCount: 1 });
  });

  it('averages to one decimal', async () => {
    const seller = await ctx.signUp({ role: 'seller' });
    for (const stars of [5, 4, 4]) {
      const deal = await makeDeal(ctx, category, 'completed', { seller });
      expect((await rate(deal.buyer.client, deal.orderId, { stars })).statusCode).toBe(201);
    }
    const profile = (await ctx.client().get(`/api/sellers/${seller.id}`)).json();
    expect(profile).toMatchObject({ rating: 4.3, ratingCount: 3, completedSales: 3 });
    const detail = (await seller.client.get(`/api/myproducts?email=${seller.email}`)).json();
    expect(detail[0]).toMatchObject({ sellerRating: 4.3, sellerRatingCount: 3 });
  });

  it('refuses strangers (403), open or closed deals (409), unknown orders (404) and the signed-out (401)', async () => {
    const completed = await makeDeal(ctx, category, 'completed');
    const stranger = await ctx.signUp();
    const admin = await ctx.signUp({ admin: true });
    for (const client of [stranger.client, admin.client]) {
      const refused = await rate(client, completed.orderId, { stars: 5 });
      expect(refused.statusCode).toBe(403);
    }
    const accepted = await makeDeal(ctx, category, 'accepted');
    const early = await rate(accepted.buyer.client, accepted.orderId, { stars: 5 });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe('This order is accepted: only a completed deal can be rated');
    const requested = await makeDeal(ctx, category, 'requested');
    expect((await rate(requested.seller.client, requested.orderId, { stars: 5 })).statusCode).toBe(
      409,
    );

    expect((await rate(stranger.client, '987654321', { stars: 5 })).statusCode).toBe(404);
    expect((await rate(stranger.client, 'abc', { stars: 5 })).statusCode).toBe(404);
    expect((await rate(ctx.client(), completed.orderId, { stars: 5 })).statusCode).toBe(401);
    // Nothing was recorded by the refusals.
    expect((await ctx.client().get(`/api/sellers/${completed.seller.id}`)).json().ratingCount).toBe(
      0,
    );
  });

  it('refuses bad stars and comments with a 400 naming the field', async () => {
    const deal = await makeDeal(ctx, category, 'completed');
    const cases: Array<[unknown, string]> = [
      [{}, 'stars'],
      [{ stars: 0 }, 'stars'],
      [{ stars: 6 }, 'stars'],
      [{ stars: 4.5 }, 'stars'],
      [{ stars: '5' }, 'stars'],
      [{ stars: 5, comment: 'x'.repeat(501) }, 'comment'],
      [{ stars: 5, comment: 'bell\u0007' }, 'comment'],
      [{ stars: 5, comment: 42 }, 'comment'],
      [{ stars: 5, colour: 'red' }, 'colour'],
    ];
    for (const [body, field] of cases) {
      const response = await rate(deal.buyer.client, deal.orderId, body);
      expect(response.statusCode).toBe(400);
      expect(JSON.stringify(response.json().message)).toContain(field);
    }
    // 500 characters after trimming are allowed; the refusals recorded nothing.
    const longest = await rate(deal.buyer.client, deal.orderId, {
      stars: 3,
      comment: ` ${'y'.repeat(500)} `,
    });
    expect(longest.statusCode).toBe(201);
  });
});

describe.each(DATABASE_TARGETS)('ratings written per account, on %s', (_, databaseUrl) => {
  const LIMIT = 2;
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext(databaseUrl, { RATE_LIMIT_REVIEWS_PER_HOUR: String(LIMIT) });
  });
  afterAll(() => ctx.close());

  it('answers 429 with Retry-After past the hourly limit, and takes the rating an hour on', async () => {
    const { name: category } = await addCategory(ctx);
    const seller = await ctx.signUp({ role: 'seller' });
    const deals = [];
    for (let deal = 0; deal <= LIMIT; deal += 1) {
      deals.push(await makeDeal(ctx, category, 'completed', { seller }));
    }
    const rate = (orderId: string) =>
      seller.client.post(`/api/orders/${orderId}/rating`, { stars: 5 });
    for (const { orderId } of deals.slice(0, LIMIT)) {
      expect((await rate(orderId)).statusCode).toBe(201);
    }
    const last = deals[LIMIT]!;
    const retryAfter = expectLimited(
      await rate(last.orderId),
      'Too many ratings written, try again later',
    );
    expect(
      (await last.buyer.client.post(`/api/orders/${last.orderId}/rating`, { stars: 4 })).statusCode,
    ).toBe(201);
    await withClockAhead(retryAfter, async () => {
      expect((await rate(last.orderId)).statusCode).toBe(201);
    });
  });
});
