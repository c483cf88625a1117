import { eq } from 'drizzle-orm';
import { orders } from '../database/schema.js';
import { addCategory, listProduct } from '../testing/catalogue.js';
import { backdateAcceptance, makeDeal } from '../testing/deals.js';
import { DATABASE_TARGETS, type TestContext, createTestContext } from '../testing/test-app.js';

describe.each(DATABASE_TARGETS)('profiles on %s', (_, databaseUrl) => {
  let ctx: TestContext;
  let category: string;
  beforeAll(async () => {
    ctx = await createTestContext(databaseUrl);
    category = (await addCategory(ctx)).name;
  });
  afterAll(() => ctx.close());

  it("shows a seller's public figures, never the email or phone, and pages the reviews by keyset", async () => {
    const seller = await ctx.signUp({ role: 'seller', name: 'Shapla Store' });
    for (const stars of [3, 4, 5]) {
      const deal = await makeDeal(ctx, category, 'completed', { seller });
      await deal.buyer.client.post(`/api/orders/${deal.orderId}/rating`, {
        stars,
        comment: `${stars} stars`,
      });
    }
    // A no-show reported against the seller, and an older one past the 90 days.
    for (const daysAgo of [0, 91]) {
      const missed = await makeDeal(ctx, category, 'accepted', { seller });
      await backdateAcceptance(ctx, missed.orderId, 25);
      expect(
        (await missed.buyer.client.post(`/api/orders/${missed.orderId}/no-show`)).statusCode,
      ).toBe(200);
      if (daysAgo) {
        await ctx.db
          .update(orders)
          .set({ closedAt: new Date(Date.now() - daysAgo * 86_400_000) })
          .where(eq(orders.id, Number(missed.orderId)));
      }
    }

    const response = await ctx.client().get(`/api/sellers/${seller.id}`);
    expect(response.statusCode).toBe(200);
    const profile = response.json();
    expect(profile).toEqual({
      _id: seller.id,
      name: 'Shapla Store',
      image: '/api/images/test.webp',
      role: 'seller',
      verify: false,
      memberSince: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      completedSales: 3,
      completedPurchases: 0,
      rating: 4,
      ratingCount: 3,
      noShows: 1,
      reviews: expect.any(Array),
      nextReviewsBefore: null,
    });
    expect(profile.reviews.map((r: { comment: string }) => r.comment)).toEqual([
      '5 stars',
      '4 stars',
      '3 stars',
    ]);
    expect(response.body).not.toContain(seller.email);
    expect(response.body).not.toContain('01712345678');

    const first = await ctx.client().get(`/api/sellers/${seller.id}/reviews?limit=2`);
    expect(first.headers['x-total-count']).toBe('3');
    expect(first.json().map((r: { stars: number }) => r.stars)).toEqual([5, 4]);
    const next = /<([^>]+)>; rel="next"/.exec(String(first.headers.link))![1]!;
    const second = await ctx.client().get(next);
    expect(second.json().map((r: { stars: number }) => r.stars)).toEqual([3]);
    expect(second.headers.link).toBeUndefined();
    expect((await ctx.client().get(`/api/sellers/${seller.id}/reviews?before=x`)).statusCode).toBe(
      400,
    );
  });

  it("lists a seller's listings for sale, paged, without the email", async () => {
    const seller = await ctx.signUp({ role: 'seller' });
    const [older, newer] = [
      await listProduct(seller.client, category, { productName: 'Older chair' }),
      await listProduct(seller.client, category, { productName: 'Newer chair' }),
    ];
    await makeDeal(ctx, category, 'requested', { seller, product: { productName: 'Reserved' } });
    const page = await ctx.client().get(`/api/sellers/${seller.id}/products?limit=1`);
    expect(page.statusCode).toBe(200);
    expect(page.headers['x-total-count']).toBe('2');
    expect(page.json().map((p: { _id: string }) => p._id)).toEqual([newer]);
    expect(page.json()[0].SallerEmail).toBeUndefined();
    const rest = await ctx.client().get(`/api/sellers/${seller.id}/products?limit=1&offset=1`);
    expect(rest.json().map((p: { _id: string }) => p._id)).toEqual([older]);
  });

  it('is not found for unknown, malformed, buyer, suspended or deleted accounts', async () => {
    const admin = await ctx.signUp({ admin: true });
    const buyer = await ctx.signUp();
    const suspended = await ctx.signUp({ role: 'seller' });
    await admin.client.post(`/api/users/${suspended.id}/suspend`, { reason: 'Fraud' });
    const deleted = await ctx.signUp({ role: 'seller' });
    await admin.client.delete(`/api/users/${deleted.id}`);
    for (const id of ['987654321', 'abc', buyer.id, suspended.id, deleted.id]) {
      for (const path of ['', '/products', '/reviews']) {
        const response = await ctx.client().get(`/api/sellers/${id}${path}`);
        expect(response.statusCode).toBe(404);
        expect(response.json().message).toBe('Seller not found');
      }
    }
  });

  describe("a buyer's profile", () => {
    it('is for the seller of one of their open orders and for admins', async () => {
      const deal = await makeDeal(ctx, category, 'requested', {
        buyer: await ctx.signUp({ name: 'Nabila Buyer' }),
      });
      const earlier = await makeDeal(ctx, category, 'completed', { buyer: deal.buyer });
      await earlier.seller.client.post(`/api/orders/${earlier.orderId}/rating`, { stars: 4 });

      const seen = await deal.seller.client.get(`/api/buyers/${deal.buyer.id}`);
      expect(seen.statusCode).toBe(200);
      expect(seen.json()).toMatchObject({
        _id: deal.buyer.id,
        name: 'Nabila Buyer',
        role: 'user',
        completedPurchases: 1,
        completedSales: 0,
        rating: 4,
        ratingCount: 1,
        noShows: 0,
      });
      expect(seen.body).not.toContain(deal.buyer.email);
      const admin = await ctx.signUp({ admin: true });
      expect((await admin.client.get(`/api/buyers/${deal.buyer.id}`)).statusCode).toBe(200);
      expect((await admin.client.get('/api/buyers/987654321')).statusCode).toBe(404);

      // The seller of a completed deal only, a stranger, the buyer's other seller once declined.
      expect((await earlier.seller.client.get(`/api/buyers/${deal.buyer.id}`)).statusCode).toBe(
        403,
      );
      expect(
        (await (await ctx.signUp({ role: 'seller' })).client.get(`/api/buyers/${deal.buyer.id}`))
          .statusCode,
      ).toBe(403);
      await deal.seller.client.post(`/api/orders/${deal.orderId}/decline`);
      expect((await deal.seller.client.get(`/api/buyers/${deal.buyer.id}`)).statusCode).toBe(403);
      expect((await ctx.client().get(`/api/buyers/${deal.buyer.id}`)).statusCode).toBe(401);
      expect((await deal.seller.client.get('/api/buyers/abc')).statusCode).toBe(404);
    });
  });
});
