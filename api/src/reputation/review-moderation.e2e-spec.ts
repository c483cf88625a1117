import { addCategory } from '../testing/catalogue.js';
import { makeDeal } from '../testing/deals.js';
import { DATABASE_TARGETS, type TestContext, createTestContext } from '../testing/test-app.js';

describe.each(DATABASE_TARGETS)('reported reviews and their moderation on %s', (_, databaseUrl) => {
  let ctx: TestContext;
  let category: string;
  beforeAll(async () => {
    ctx = await createTestContext(databaseUrl);
    category = (await addCategory(ctx)).name;
  });
  afterAll(() => ctx.close());

  /** A completed deal whose buyer rated the seller; returns the review's id. */
  async function reviewedDeal(stars: number, comment: string) {
    const deal = await makeDeal(ctx, category, 'completed');
    const rated = await deal.buyer.client.post(`/api/orders/${deal.orderId}/rating`, {
      stars,
      comment,
    });
    return { ...deal, reviewId: rated.json().insertedId as string };
  }

  const recorded = { acknowledged: true, matchedCount: 1, modifiedCount: 1 };
  const repeated = { acknowledged: true, matchedCount: 1, modifiedCount: 0 };

  it('takes reports with reasons, and an admin hides the review: gone from the profile and the average, logged', async () => {
    const admin = await ctx.signUp({ admin: true, name: 'Moderator Mita' });
    const { seller, reviewId } = await reviewedDeal(1, 'Total scammer, call me at 0171');
    const kind = await makeDeal(ctx, category, 'completed', { seller });
    await kind.buyer.client.post(`/api/orders/${kind.orderId}/rating`, { stars: 5 });

    const reporter = await ctx.signUp();
    const url = `/api/reviews/${reviewId}/report`;
    expect((await reporter.client.put(url, { reason: 'offensive' })).json()).toEqual(recorded);
    expect((await reporter.client.put(url, { reason: 'offensive' })).json()).toEqual(repeated);
    expect(
      (
        await seller.client.put(url, { reason: 'other', details: 'Not true, he never came' })
      ).json(),
    ).toEqual(recorded);

    const listed = await admin.client.get('/api/reviews/reports');
    expect(listed.statusCode).toBe(200);
    const row = listed.json().find((r: { _id: string }) => r._id === reviewId);
    expect(row).toMatchObject({
      stars: 1,
      comment: 'Total scammer, call me at 0171',
      subjectId: seller.id,
      reportCount: 2,
      reasons: [
        { reason: 'offensive', count: 1 },
        { reason: 'other', count: 1 },
      ],
      details: ['Not true, he never came'],
    });
    expect((await ctx.client().get(`/api/sellers/${seller.id}`)).json()).toMatchObject({
      rating: 3,
      ratingCount: 2,
    });

    const hidden = await admin.client.post(`/api/reviews/${reviewId}/hide`, {
      reason: 'Shares a phone number',
    });
    expect(hidden.statusCode).toBe(200);
    expect(hidden.json()).toEqual(recorded);
    const profile = (await ctx.client().get(`/api/sellers/${seller.id}`)).json();
    expect(profile).toMatchObject({ rating: 5, ratingCount: 1 });
    expect(profile.reviews.map((r: { _id: string }) => r._id)).not.toContain(reviewId);
    const reported = (await admin.client.get('/api/reviews/reports')).json();
    expect(reported.map((r: { _id: string }) => r._id)).not.toContain(reviewId);

    const [entry] = (await admin.client.get('/api/audit-log?limit=1')).json();
    expect(entry).toMatchObject({
      action: 'review.hide',
      actor: { _id: admin.id, name: 'Moderator Mita' },
      target: { type: 'review', _id: reviewId, name: expect.stringContaining('1 ★ by Test user') },
      reason: 'Shares a phone number',
    });

    // Hidden once: hiding again is a conflict, and nobody can report it any more.
    expect((await admin.client.post(`/api/reviews/${reviewId}/hide`)).statusCode).toBe(409);
    expect((await reporter.client.put(url, { reason: 'offensive' })).statusCode).toBe(404);
  });

  it('dismisses the reports and keeps the review; a new report counts again; logged', async () => {
    const admin = await ctx.signUp({ admin: true });
    const { seller, reviewId } = await reviewedDeal(2, 'Item was dusty');
    const reporter = await ctx.signUp();
    await reporter.client.put(`/api/reviews/${reviewId}/report`, { reason: 'scam-or-fraud' });

    const dismissed = await admin.client.post(`/api/reviews/${reviewId}/dismiss`, {
      reason: 'An honest opinion',
    });
    expect(dismissed.statusCode).toBe(200);
    expect(dismissed.json()).toEqual(recorded);
    const [entry] = (await admin.client.get('/api/audit-log?limit=1')).json();
    expect(entry).toMatchObject({
      action: 'review-reports.dismiss',
      target: { type: 'review', _id: reviewId },
      reason: 'An honest opinion',
    });
    expect((await ctx.client().get(`/api/sellers/${seller.id}`)).json().reviews[0]._id).toBe(
      reviewId,
    );
    expect((await admin.client.post(`/api/reviews/${reviewId}/dismiss`)).statusCode).toBe(409);
    expect(
      (
        await reporter.client.put(`/api/reviews/${reviewId}/report`, { reason: 'offensive' })
      ).json(),
    ).toEqual(recorded);
  });

  it('refuses the signed-out, non-admins, unknown reviews and bad bodies', async () => {
    const admin = await ctx.signUp({ admin: true });
    const { seller, buyer, reviewId } = await reviewedDeal(3, 'Fine');
    const report = `/api/reviews/${reviewId}/report`;
    expect((await ctx.client().put(report, { reason: 'offensive' })).statusCode).toBe(401);
    expect(
      (await buyer.client.put('/api/reviews/987654321/report', { reason: 'offensive' })).statusCode,
    ).toBe(404);
    for (const [body, field] of [
      [undefined, 'reason'],
      [{ reason: 'ugly' }, 'reason'],
      [{ reason: 'other' }, 'details'],
      [{ reason: 'offensive', details: 'bell\u0007' }, 'details'],
    ] as Array<[unknown, string]>) {
      const response = await buyer.client.put(report, body);
      expect(response.statusCode).toBe(400);
      expect(JSON.stringify(response.json().message)).toContain(field);
    }
    for (const action of ['hide', 'dismiss']) {
      const url = `/api/reviews/${reviewId}/${action}`;
      expect((await ctx.client().post(url)).statusCode).toBe(401);
      expect((await seller.client.post(url)).statusCode).toBe(403);
      expect((await buyer.client.post(url)).statusCode).toBe(403);
      expect((await admin.client.post(`/api/reviews/987654321/${action}`)).statusCode).toBe(404);
      expect((await admin.client.post(`/api/reviews/abc/${action}`)).statusCode).toBe(404);
      const bad = await admin.client.post(url, { reason: 'x'.repeat(501) });
      expect(bad.statusCode).toBe(400);
      expect(JSON.stringify(bad.json().message)).toContain('reason');
    }
    expect((await seller.client.get('/api/reviews/reports')).statusCode).toBe(403);
    expect((await ctx.client().get('/api/reviews/reports')).statusCode).toBe(401);
    // Nothing was hidden by the refusals.
    expect((await ctx.client().get(`/api/sellers/${seller.id}`)).json().ratingCount).toBe(1);
  });
});
