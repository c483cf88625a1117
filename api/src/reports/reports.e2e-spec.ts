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
    for (const reporter of [await ctx.signUp(), await ctx.signUp()]) {
      await reporter.client.put(`/api/reports/${twice}`);
    }
    await reportFrom('192.0.2.44', once);

    const list = await admin.client.get('/api/products/reports?limit=100');
    expect(list.statusCode).toBe(200);
    const items: Array<{ _id: string; reportCount: number }> = list.json();
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
    });
    const page = await admin.client.get(
      `/api/products/reports?limit=1&offset=${ids.indexOf(once)}`,
    );
    expect(page.json().map((r: { _id: string }) => r._id)).toEqual([once]);

    expect((await seller.client.get('/api/products/reports')).statusCode).toBe(403);
    expect((await ctx.client().get('/api/products/reports')).statusCode).toBe(401);
  });
});
