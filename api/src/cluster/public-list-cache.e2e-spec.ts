import { eq, sql } from 'drizzle-orm';
import { products } from '../database/schema.js';
import { addCategory, listProduct, orderForm, productForm } from '../testing/catalogue.js';
import { type TestContext, createTestContext } from '../testing/test-app.js';

/** The cache is HTTP-level and database-agnostic, so one database is enough here. */
describe('public list cache', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext(undefined);
  });
  afterAll(() => ctx.close());

  it('answers a repeated list with the same bytes and headers, and 304 when the ETag matches', async () => {
    const category = await addCategory(ctx);
    const seller = (await ctx.signUp({ role: 'seller' })).client;
    await listProduct(seller, category.name, { productName: 'Bicycle' });
    const visitor = ctx.client();
    const url = `/api/products?category=${encodeURIComponent(category.name)}`;

    const first = await visitor.get(url);
    const second = await visitor.get(url);
    expect(second.body).toBe(first.body);
    expect(second.headers['x-total-count']).toBe('1');
    expect(second.headers['content-type']).toContain('application/json');
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(second.headers['cache-control']).toContain('must-revalidate');

    const revalidated = await visitor.get(url, {
      headers: { 'if-none-match': first.headers.etag as string },
    });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.body).toBe('');
  });

  it('shows a write at once: a new listing, and an ordered item leaving the list', async () => {
    const category = await addCategory(ctx);
    const seller = (await ctx.signUp({ role: 'seller' })).client;
    const buyer = (await ctx.signUp()).client;
    const url = `/api/products?category=${encodeURIComponent(category.name)}`;
    const lamp = await listProduct(seller, category.name, { productName: 'Lamp' });
    const before = await ctx.client().get(url);
    expect(before.json().map((p: { productName: string }) => p.productName)).toEqual(['Lamp']);

    await listProduct(seller, category.name, { productName: 'Desk' });
    const afterListing = await ctx.client().get(url);
    expect(afterListing.headers.etag).not.toBe(before.headers.etag);
    expect(afterListing.json().map((p: { productName: string }) => p.productName)).toEqual([
      'Desk',
      'Lamp',
    ]);

    expect((await buyer.post('/api/buyproduct', orderForm(lamp))).statusCode).toBe(201);
    const afterOrder = await ctx.client().get(url);
    expect(afterOrder.json().map((p: { productName: string }) => p.productName)).toEqual(['Desk']);
    expect(afterOrder.headers['x-total-count']).toBe('1');
  });

  it('keeps each query apart and never caches an error', async () => {
    const unknown = await ctx.client().get('/api/products?category=Nothing%20here');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.headers.etag).toBeUndefined();
    const category = await addCategory(ctx);
    const seller = (await ctx.signUp({ role: 'seller' })).client;
    await listProduct(seller, category.name, { productName: 'One' });
    await listProduct(seller, category.name, { productName: 'Two' });
    const base = `/api/products?category=${encodeURIComponent(category.name)}`;
    const firstPage = await ctx.client().get(`${base}&limit=1`);
    const secondPage = await ctx.client().get(`${base}&limit=1&offset=1`);
    expect(firstPage.json()[0].productName).toBe('Two');
    expect(secondPage.json()[0].productName).toBe('One');
  });
});

describe('public list cache keys and invalidation', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext(undefined);
  });
  afterAll(() => ctx.close());

  /**
   * Renames a product behind the API's back, with the database's triggers off (so nothing
   * announces it, as a change on another process whose announcement has not arrived yet): only
   * a database read can see it.
   */
  const renameInDatabase = (id: string, name: string) =>
    ctx.db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx
        .update(products)
        .set({ name })
        .where(eq(products.id, Number(id)));
    });

  it('finding 9: a made-up query parameter is served from the same entry, not from the database', async () => {
    const category = await addCategory(ctx);
    const seller = (await ctx.signUp({ role: 'seller' })).client;
    const id = await listProduct(seller, category.name, { productName: 'Kettle' });
    const url = `/api/products?category=${encodeURIComponent(category.name)}&limit=10`;
    const first = await ctx.client().get(url);
    expect(first.json()[0].productName).toBe('Kettle');

    await renameInDatabase(id, 'Renamed behind the cache');
    const variants = [
      `${url}&cachebust=${Math.random()}`,
      `${url}&x=1`,
      `/api/products?limit=010&category=${encodeURIComponent(category.name)}`,
    ];
    for (const variant of variants) {
      const response = await ctx.client().get(variant);
      expect(response.statusCode).toBe(200);
      expect(response.headers.etag).toBe(first.headers.etag);
      expect(response.json()[0].productName).toBe('Kettle');
      expect(String(response.headers.link ?? '')).not.toMatch(/cachebust|x=1/);
    }
  });

  it('drops only the lists a write can change: a product write keeps the category list', async () => {
    const before = await ctx.client().get('/api/category');
    const category = await addCategory(ctx);
    const seller = (await ctx.signUp({ role: 'seller' })).client;
    await listProduct(seller, category.name, { productName: 'Chair' });
    const after = await ctx.client().get('/api/category');
    expect(after.headers.etag).toBe(before.headers.etag);
    const list = await ctx
      .client()
      .get(`/api/products?category=${encodeURIComponent(category.name)}`);
    expect(list.json().map((p: { productName: string }) => p.productName)).toEqual(['Chair']);
  });

  it("drops only the lists that show what changed: another category's list and the advertised list stay", async () => {
    const [changed, untouched] = [await addCategory(ctx), await addCategory(ctx)];
    const seller = (await ctx.signUp({ role: 'seller' })).client;
    const kept = await listProduct(seller, untouched.name, { productName: 'Kept stool' });
    const advertised = await listProduct(seller, untouched.name, { productName: 'Kept banner' });
    expect((await seller.put(`/api/product/${advertised}`)).statusCode).toBe(200);
    const untouchedList = `/api/products?category=${encodeURIComponent(untouched.name)}`;
    const changedList = `/api/products?category=${encodeURIComponent(changed.name)}`;
    for (const url of [untouchedList, changedList, '/api/advrtized']) await ctx.client().get(url);
    await renameInDatabase(kept, 'Renamed behind the cache');
    await renameInDatabase(advertised, 'Renamed banner');

    await listProduct(seller, changed.name, { productName: 'New table' });
    const names = async (url: string) =>
      (await ctx.client().get(url)).json().map((p: { productName: string }) => p.productName);
    expect(await names(changedList)).toEqual(['New table']);
    // Served from the cache still: a listing elsewhere, not advertised, does not show there.
    expect(await names(untouchedList)).toEqual(['Kept banner', 'Kept stool']);
    expect(await names('/api/advrtized')).toContain('Kept banner');

    // Advertising one changes the advertised list, and its category's.
    const promoted = await listProduct(seller, changed.name, { productName: 'Promoted lamp' });
    expect((await seller.put(`/api/product/${promoted}`)).statusCode).toBe(200);
    const nowAdvertised = await names('/api/advrtized');
    expect(nowAdvertised).toContain('Promoted lamp');
    expect(nowAdvertised).toContain('Renamed banner');
    expect(await names(untouchedList)).toEqual(['Kept banner', 'Kept stool']);
  });

  it("takes a suspended seller's listings out of the cached lists at once, and back when it is lifted", async () => {
    const category = await addCategory(ctx);
    const seller = await ctx.signUp({ role: 'seller' });
    const admin = (await ctx.signUp({ admin: true })).client;
    await listProduct(seller.client, category.name, { productName: 'Suspended sofa' });
    const url = `/api/products?category=${encodeURIComponent(category.name)}`;
    const names = async () =>
      (await ctx.client().get(url)).json().map((p: { productName: string }) => p.productName);
    expect(await names()).toEqual(['Suspended sofa']);

    const suspended = await admin.post(`/api/users/${seller.id}/suspend`, {
      reason: 'Fake listings',
    });
    expect(suspended.statusCode).toBe(200);
    expect(await names()).toEqual([]);
    expect((await admin.post(`/api/users/${seller.id}/unsuspend`)).statusCode).toBe(200);
    expect(await names()).toEqual(['Suspended sofa']);
  });

  it('lets a writer read its own write for a few seconds, past the cache, whichever process holds it', async () => {
    const category = await addCategory(ctx);
    const seller = (await ctx.signUp({ role: 'seller' })).client;
    const id = await listProduct(seller, category.name, { productName: 'Vase' });
    const url = `/api/products?category=${encodeURIComponent(category.name)}`;
    await ctx.client().get(url);
    // A change this process has not heard of, as one made on another process a moment ago.
    await renameInDatabase(id, 'Vase, renamed');

    // A write elsewhere, which leaves this list in the cache.
    const write = await seller.post('/api/products', productForm((await addCategory(ctx)).name));
    const freshReads = write.cookies.find((cookie) => cookie.name === 'fresh_reads');
    expect(freshReads).toMatchObject({ httpOnly: true, maxAge: 5, path: '/' });
    const asWriter = await ctx
      .client()
      .get(url, { headers: { cookie: `fresh_reads=${freshReads!.value}` } });
    expect(asWriter.json().map((p: { productName: string }) => p.productName)).toEqual([
      'Vase, renamed',
    ]);

    // A forged or stretched cookie is ignored: the cache answers.
    const [expiry] = freshReads!.value.split('.');
    for (const forged of [`${Number(expiry) + 60_000}.x`, `${expiry}.forged`]) {
      const asOther = await ctx.client().get(url, { headers: { cookie: `fresh_reads=${forged}` } });
      expect(asOther.json().map((p: { productName: string }) => p.productName)).toEqual(['Vase']);
    }
    // A read or a failed write sets no such cookie.
    expect((await seller.get(url)).cookies).toEqual([]);
    expect((await seller.post('/api/products', {})).cookies).toEqual([]);
  });
});

describe('public list cache under concurrent misses', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext(undefined);
  });
  afterAll(() => ctx.close());

  it('answers many simultaneous first requests with one identical list, and errors to each of them', async () => {
    const category = await addCategory(ctx);
    const seller = (await ctx.signUp({ role: 'seller' })).client;
    await listProduct(seller, category.name, { productName: 'Kettle' });
    const url = `/api/products?category=${encodeURIComponent(category.name)}`;
    const answers = await Promise.all(Array.from({ length: 20 }, () => ctx.client().get(url)));
    expect(new Set(answers.map((answer) => answer.statusCode))).toEqual(new Set([200]));
    expect(new Set(answers.map((answer) => answer.headers.etag)).size).toBe(1);
    expect(answers.every((answer) => answer.json()[0].productName === 'Kettle')).toBe(true);

    const missing = await Promise.all(
      Array.from({ length: 5 }, () => ctx.client().get('/api/products?category=Nowhere')),
    );
    expect(missing.map((answer) => answer.statusCode)).toEqual([404, 404, 404, 404, 404]);
  });
});

describe('public list cache turned off (PUBLIC_LIST_CACHE_TTL_MS=0)', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext(undefined, { PUBLIC_LIST_CACHE_TTL_MS: '0' });
  });
  afterAll(() => ctx.close());

  it('reads every list from the database: a change behind the API is in the next answer', async () => {
    const category = await addCategory(ctx);
    const seller = (await ctx.signUp({ role: 'seller' })).client;
    const id = await listProduct(seller, category.name, { productName: 'Kettle' });
    const url = `/api/products?category=${encodeURIComponent(category.name)}`;
    const first = await ctx.client().get(url);
    expect(first.json()[0].productName).toBe('Kettle');
    expect(first.headers.etag).toBeUndefined();

    await ctx.db
      .update(products)
      .set({ name: 'Renamed behind the API' })
      .where(eq(products.id, Number(id)));
    const second = await ctx.client().get(url);
    expect(second.json()[0].productName).toBe('Renamed behind the API');
  });
});
