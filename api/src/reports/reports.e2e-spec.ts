import { addCategory, listProduct } from '../testing/catalogue.js';
import { DATABASE_TARGETS, type TestContext, createTestContext } from '../testing/test-app.js';

describe.each(DATABASE_TARGETS)('reports on %s', (_, databaseUrl) => {
  let ctx: TestContext;
  let category: string;
  beforeAll(async () => {
    ctx = await createTestContext(databaseUrl);
    category = (await addCategory(ctx)).name;
  });
  afterAll(() => ctx.close());

  /** A signed-out visitor's report, from a given address. */
  const reportFrom = (address: string, productId: string) =>
    ctx.app.inject({ method: 'PUT', url: `/api/reports/${productId}`, remoteAddress: address });

  const recorded = { acknowledged: true, matchedCount: 1, modifiedCount: 1 };
  const repeated = { acknowledged: true, matchedCount: 1, modifiedCount: 0 };

  it('takes one report per product from each account and from each signed-out address', async () => {
    const seller = await ctx.signUp({ role: 'seller' });
    const admin = await ctx.signUp({ admin: true });
    const productId = await listProduct(seller.client, category);
    const buyer = await ctx.signUp();

    const first = await buyer.client.put(`/api/reports/${productId}`);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual(recorded);
    expect((await buyer.client.put(`/api/reports/${productId}`)).json()).toEqual(repeated);

    expect((await reportFrom('203.0.113.7', productId)).json()).toEqual(recorded);
    expect((await reportFrom('203.0.113.7', productId)).json()).toEqual(repeated);
    expect((await reportFrom('198.51.100.20', productId)).json()).toEqual(recorded);

    const reported = (await admin.client.get('/api/products/reports?limit=100')).json();
    expect(reported.find((r: { _id: string }) => r._id === productId).reportCount).toBe(3);
  });

  it('answers 404 for an unknown or malformed product id', async () => {
    for (const id of ['987654321', 'abc', '-3']) {
      const response = await ctx.client().put(`/api/reports/${id}`);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({
        statusCode: 404,
        error: 'Not Found',
        message: 'Product not found',
      });
    }
  });

  it('lists reported products for admins, the most reported first, with the spec’s fields', async () => {
    const seller = await ctx.signUp({ role: 'seller', name: 'Shapla Store' });
    const admin = await ctx.signUp({ admin: true });
    const once = await listProduct(seller.client, category, { productName: 'Reported once' });
    const twice = await listProduct(seller.client, category, {
      productName: 'Reported twice',
      productImage: '/api/images/twice.webp',
      location: 'Sylhet',
      orginalPrice: '900',
      resellPrice: '450.5',
    });
    const never = await listProduct(seller.client, category, { productName: 'Never reported' });
    const startedAt = Date.now();
    for (const reporter of [
      await ctx.signUp({ name: 'First Reporter' }),
      await ctx.signUp({ name: 'Second Reporter' }),
    ]) {
      await reporter.client.put(`/api/reports/${twice}`);
    }
    await reportFrom('192.0.2.44', once);

    const list = await admin.client.get('/api/products/reports?limit=100');
    expect(list.statusCode).toBe(200);
    const items: Array<{
      _id: string;
      reportCount: number;
      reporters: Array<{ name: string | null; reportedAt: string }>;
    }> = list.json();
    expect(list.headers['x-total-count']).toBe(String(items.length));
    const ids = items.map((r) => r._id);
    expect(ids).not.toContain(never);
    expect(ids.indexOf(twice)).toBeLessThan(ids.indexOf(once));
    const counts = items.map((r) => r.reportCount);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    expect(items.find((r) => r._id === twice)).toEqual({
      _id: twice,
      productName: 'Reported twice',
      productImage: '/api/images/twice.webp',
      location: 'Sylhet',
      resellPrice: 450.5,
      orginalPrice: 900,
      SallerName: 'Shapla Store',
      reportCount: 2,
      reasons: [{ reason: 'other', count: 2 }],
      details: [],
      // Who reported it and when, the newest first.
      reporters: [
        { name: 'Second Reporter', reportedAt: expect.any(String) },
        { name: 'First Reporter', reportedAt: expect.any(String) },
      ],
    });
    const reportedAt = items
      .find((r) => r._id === twice)!
      .reporters.map((entry) => Date.parse(entry.reportedAt));
    for (const at of reportedAt) expect(at).toBeGreaterThanOrEqual(startedAt - 1000);
    // A signed-out visitor has no name to show.
    expect(items.find((r) => r._id === once)!.reporters).toEqual([
      { name: null, reportedAt: expect.any(String) },
    ]);
    const page = await admin.client.get(
      `/api/products/reports?limit=1&offset=${ids.indexOf(once)}`,
    );
    expect(page.json().map((r: { _id: string }) => r._id)).toEqual([once]);

    expect((await seller.client.get('/api/products/reports')).statusCode).toBe(403);
    expect((await ctx.client().get('/api/products/reports')).statusCode).toBe(401);
  });

  it('stores the reason and the words, and tallies them for the admin', async () => {
    const seller = await ctx.signUp({ role: 'seller' });
    const admin = await ctx.signUp({ admin: true });
    const productId = await listProduct(seller.client, category, { productName: 'Fake phone' });
    const reasons = [
      { reason: 'scam-or-fraud', details: '  Asked me to pay in advance  ' },
      { reason: 'scam-or-fraud' },
      { reason: 'other', details: 'The pictures are\nfrom a shop website' },
    ];
    for (const body of reasons) {
      const reporter = await ctx.signUp();
      expect((await reporter.client.put(`/api/reports/${productId}`, body)).json()).toEqual(
        recorded,
      );
    }
    expect((await reportFrom('192.0.2.90', productId)).json()).toEqual(recorded);

    const items = (await admin.client.get('/api/products/reports?limit=100')).json();
    const row = items.find((r: { _id: string }) => r._id === productId);
    expect(row.reportCount).toBe(4);
    expect(row.reasons).toEqual([
      { reason: 'scam-or-fraud', count: 2 },
      { reason: 'other', count: 2 },
    ]);
    expect(row.details).toEqual([
      'The pictures are\nfrom a shop website',
      'Asked me to pay in advance',
    ]);
  });

  it('refuses an unknown reason, other without words, unknown fields and control characters', async () => {
    const seller = await ctx.signUp({ role: 'seller' });
    const productId = await listProduct(seller.client, category);
    const reporter = await ctx.signUp();
    const cases: Array<[unknown, string]> = [
      [{ reason: 'ugly' }, 'reason'],
      [{ reason: 'other' }, 'details'],
      [{ reason: 'other', details: '   ' }, 'details'],
      [{ reason: 'offensive', details: 'x'.repeat(501) }, 'details'],
      [{ reason: 'offensive', details: 'bell\u0007' }, 'details'],
      [{ reason: 'offensive', colour: 'red' }, 'colour'],
      [{ details: 'no reason' }, 'reason'],
    ];
    for (const [body, field] of cases) {
      const response = await reporter.client.put(`/api/reports/${productId}`, body);
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toBe('Bad Request');
      expect(JSON.stringify(response.json().message)).toContain(field);
    }
    // None of them was recorded: the first valid report still counts.
    expect(
      (await reporter.client.put(`/api/reports/${productId}`, { reason: 'offensive' })).json(),
    ).toEqual(recorded);
  });

  describe('dismiss', () => {
    it('closes the reports and keeps the listing; it can be reported again afterwards', async () => {
      const seller = await ctx.signUp({ role: 'seller' });
      const admin = await ctx.signUp({ admin: true, name: 'Moderator Mita' });
      const productId = await listProduct(seller.client, category, { productName: 'Old bicycle' });
      const reporter = await ctx.signUp();
      await reporter.client.put(`/api/reports/${productId}`, { reason: 'wrong-category' });
      await reportFrom('192.0.2.91', productId);

      const dismissed = await admin.client.post(`/api/reports/${productId}/dismiss`, {
        reason: 'It is in the right category',
      });
      expect(dismissed.statusCode).toBe(200);
      expect(dismissed.json()).toEqual({ acknowledged: true, matchedCount: 2, modifiedCount: 2 });

      const list = (await admin.client.get('/api/products/reports?limit=100')).json();
      expect(list.map((r: { _id: string }) => r._id)).not.toContain(productId);
      expect((await reporter.client.get(`/api/producs/${productId}`)).statusCode).toBe(200);

      const [entry] = (await admin.client.get('/api/audit-log?limit=1')).json();
      expect(entry).toMatchObject({
        action: 'reports.dismiss',
        actor: { _id: admin.id, name: 'Moderator Mita', email: admin.email },
        target: { type: 'product', _id: productId, name: 'Old bicycle' },
        reason: 'It is in the right category',
      });

      // Nothing open any more: a second dismissal is a conflict.
      expect((await admin.client.post(`/api/reports/${productId}/dismiss`)).statusCode).toBe(409);
      // A new report after the dismissal counts again.
      expect((await reporter.client.put(`/api/reports/${productId}`)).json()).toEqual(recorded);
      const again = (await admin.client.get('/api/products/reports?limit=100')).json();
      expect(again.find((r: { _id: string }) => r._id === productId).reportCount).toBe(1);
    });

    it('is for admins only, on a known product, with a valid body', async () => {
      const seller = await ctx.signUp({ role: 'seller' });
      const admin = await ctx.signUp({ admin: true });
      const productId = await listProduct(seller.client, category);
      await reportFrom('192.0.2.92', productId);
      const url = `/api/reports/${productId}/dismiss`;
      expect((await ctx.client().post(url)).statusCode).toBe(401);
      expect((await seller.client.post(url)).statusCode).toBe(403);
      expect((await (await ctx.signUp()).client.post(url)).statusCode).toBe(403);
      expect((await admin.client.post('/api/reports/987654321/dismiss')).statusCode).toBe(404);
      expect((await admin.client.post('/api/reports/abc/dismiss')).statusCode).toBe(404);
      const bad = await admin.client.post(url, { reason: 'x'.repeat(501) });
      expect(bad.statusCode).toBe(400);
      expect(JSON.stringify(bad.json().message)).toContain('reason');
      expect((await admin.client.post(url, { because: 'no' })).statusCode).toBe(400);
      // The refusals changed nothing.
      const list = (await admin.client.get('/api/products/reports?limit=100')).json();
      expect(list.find((r: { _id: string }) => r._id === productId).reportCount).toBe(1);
    });
  });

  it('takes at most RATE_LIMIT_REPORTS_PER_HOUR new reports per account and per address, repeats not counted', async () => {
    const limited = await createTestContext(databaseUrl, { RATE_LIMIT_REPORTS_PER_HOUR: '3' });
    try {
      const shelf = (await addCategory(limited)).name;
      const seller = await limited.signUp({ role: 'seller' });
      const products = [];
      for (let index = 0; index < 5; index += 1)
        products.push(await listProduct(seller.client, shelf));
      const anonymous = (address: string, productId: string) =>
        limited.app.inject({
          method: 'PUT',
          url: `/api/reports/${productId}`,
          remoteAddress: address,
        });

      // A repeat is acknowledged and not counted: three new reports still go through after it.
      expect((await anonymous('203.0.113.50', products[0]!)).json()).toEqual(recorded);
      expect((await anonymous('203.0.113.50', products[0]!)).json()).toEqual(repeated);
      for (const productId of products.slice(1, 3)) {
        expect((await anonymous('203.0.113.50', productId)).json()).toEqual(recorded);
      }
      const flooded = await anonymous('203.0.113.50', products[3]!);
      expect(flooded.statusCode).toBe(429);
      expect(Number(flooded.headers['retry-after'])).toBeGreaterThan(0);
      // Another address is not held back.
      expect((await anonymous('198.51.100.60', products[3]!)).statusCode).toBe(200);

      // An account is held to the same number, wherever it reports from.
      const member = await limited.signUp();
      expect((await member.client.put(`/api/reports/${products[0]!}`)).json()).toEqual(recorded);
      expect((await member.client.put(`/api/reports/${products[0]!}`)).json()).toEqual(repeated);
      for (const productId of products.slice(1, 3)) {
        expect((await member.client.put(`/api/reports/${productId}`)).json()).toEqual(recorded);
      }
      expect((await member.client.put(`/api/reports/${products[4]!}`)).statusCode).toBe(429);

      const admin = await limited.signUp({ admin: true });
      const reported = (await admin.client.get('/api/products/reports?limit=100')).json();
      const total = reported.reduce(
        (sum: number, row: { reportCount: number }) => sum + row.reportCount,
        0,
      );
      expect(total).toBe(7);
    } finally {
      await limited.close();
    }
  }, 120_000);
});
