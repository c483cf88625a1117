import { FAVOURITES_MAX } from '@marketplace/contracts';
import { sql } from 'drizzle-orm';
import { addCategory, listProduct, orderForm } from '../testing/catalogue.js';
import { withClockAhead } from '../testing/clock.js';
import { expectLimited } from '../testing/limits.js';
import { DATABASE_TARGETS, type TestContext, createTestContext } from '../testing/test-app.js';

describe.each(DATABASE_TARGETS)('favourites on %s', (_, databaseUrl) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext(databaseUrl);
  });
  afterAll(() => ctx.close());

  it('keeps, lists and forgets listings, each showing what became of it', async () => {
    const { name: category } = await addCategory(ctx);
    const seller = await ctx.signUp({ role: 'seller' });
    const buyer = await ctx.signUp();
    const other = await ctx.signUp();
    const forSale = await listProduct(seller.client, category, { productName: 'Lamp' });
    const ordered = await listProduct(seller.client, category, { productName: 'Chair' });
    const removed = await listProduct(seller.client, category, {
      productName: 'Table',
      resellPrice: '700',
    });
    for (const id of [removed, ordered, forSale]) {
      const kept = await buyer.client.put(`/api/favourites/${id}`);
      expect(kept.statusCode).toBe(200);
      expect(kept.json()).toEqual({ acknowledged: true, matchedCount: 1, modifiedCount: 1 });
    }
    const again = await buyer.client.put(`/api/favourites/${forSale}`);
    expect(again.json()).toEqual({ acknowledged: true, matchedCount: 1, modifiedCount: 0 });
    expect((await other.client.post('/api/buyproduct', orderForm(ordered))).statusCode).toBe(201);
    expect((await seller.client.delete(`/api/delete/${removed}`)).statusCode).toBe(200);

    const list = await buyer.client.get('/api/favourites');
    expect(list.statusCode).toBe(200);
    expect(list.headers['x-total-count']).toBe('3');
    expect(list.json()).toEqual([
      expect.objectContaining({ productId: forSale, productName: 'Lamp', status: 'available' }),
      expect.objectContaining({ productId: ordered, productName: 'Chair', status: 'reserved' }),
      expect.objectContaining({
        productId: removed,
        productName: 'Table',
        resellPrice: 700,
        status: 'removed',
      }),
    ]);
    expect((await buyer.client.get('/api/favourites/ids')).json()).toEqual([
      forSale,
      ordered,
      removed,
    ]);
    // Another account's list is its own.
    expect((await other.client.get('/api/favourites')).json()).toEqual([]);
    const page = await buyer.client.get('/api/favourites?limit=1&offset=1');
    expect(page.json().map((f: { productId: string }) => f.productId)).toEqual([ordered]);

    const forgotten = await buyer.client.delete(`/api/favourites/${removed}`);
    expect(forgotten.json()).toEqual({ acknowledged: true, deletedCount: 1 });
    expect((await buyer.client.delete(`/api/favourites/${removed}`)).json().deletedCount).toBe(0);
    expect((await buyer.client.get('/api/favourites')).headers['x-total-count']).toBe('2');
  });

  it('answers 401 signed out, 403 for your own listing, 404 for no such listing, 400 for a bad page', async () => {
    const { name: category } = await addCategory(ctx);
    const seller = await ctx.signUp({ role: 'seller' });
    const id = await listProduct(seller.client, category);
    expect((await ctx.client().put(`/api/favourites/${id}`)).statusCode).toBe(401);
    expect((await ctx.client().get('/api/favourites')).statusCode).toBe(401);
    expect((await ctx.client().get('/api/favourites/ids')).statusCode).toBe(401);
    expect((await ctx.client().delete(`/api/favourites/${id}`)).statusCode).toBe(401);
    const own = await seller.client.put(`/api/favourites/${id}`);
    expect(own.statusCode).toBe(403);
    expect(own.json().message).toBe('You cannot keep your own listing as a favourite');
    const buyer = await ctx.signUp();
    for (const missing of ['987654321', 'abc']) {
      const response = await buyer.client.put(`/api/favourites/${missing}`);
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe('Product not found');
    }
    const bad = await buyer.client.get('/api/favourites?limit=1000');
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json().message)).toContain('limit');
  });

  it(`answers 409 past ${FAVOURITES_MAX} favourites`, async () => {
    const { id: categoryId, name: category } = await addCategory(ctx);
    const seller = await ctx.signUp({ role: 'seller' });
    const buyer = await ctx.signUp();
    await ctx.db.execute(sql`
      with listed as (
        insert into products (seller_id, category_id, name, image, location, original_price,
          resell_price, years_of_use, phone)
        select ${Number(seller.id)}, ${Number(categoryId)}, 'Item ' || n, '/api/images/x.webp',
          'Dhaka', 10, 5, '1 year', '01712345678'
        from generate_series(1, ${FAVOURITES_MAX}) n
        returning id, name)
      insert into favourites (user_id, product_id, product_name, image, price)
      select ${Number(buyer.id)}, id, name, '/api/images/x.webp', 5 from listed`);
    const one = await listProduct(seller.client, category);
    const refused = await buyer.client.put(`/api/favourites/${one}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      `You keep ${FAVOURITES_MAX} favourites already; remove some to keep this one`,
    );
  });
});

describe.each(DATABASE_TARGETS)('favourite changes per account, on %s', (_, databaseUrl) => {
  const LIMIT = 3;
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext(databaseUrl, {
      RATE_LIMIT_FAVOURITE_CHANGES_PER_HOUR: String(LIMIT),
    });
  });
  afterAll(() => ctx.close());

  it('answers 429 with Retry-After past the hourly limit, for that account only, and takes them again an hour on', async () => {
    const { name: category } = await addCategory(ctx);
    const seller = await ctx.signUp({ role: 'seller' });
    const [first, second] = [
      await listProduct(seller.client, category),
      await listProduct(seller.client, category),
    ];
    const buyer = await ctx.signUp();
    expect((await buyer.client.put('/api/favourites/987654321')).statusCode).toBe(404);
    expect((await buyer.client.put(`/api/favourites/${first}`)).statusCode).toBe(200);
    expect((await buyer.client.delete(`/api/favourites/${first}`)).statusCode).toBe(200);
    expect((await buyer.client.put(`/api/favourites/${first}`)).statusCode).toBe(200);
    const limited = await buyer.client.put(`/api/favourites/${second}`);
    const retryAfter = expectLimited(limited, 'Too many favourite changes, try again later');
    expect((await buyer.client.get('/api/favourites/ids')).json()).toEqual([first]);

    expect((await (await ctx.signUp()).client.put(`/api/favourites/${second}`)).statusCode).toBe(
      200,
    );
    await withClockAhead(retryAfter, async () => {
      expect((await buyer.client.put(`/api/favourites/${second}`)).statusCode).toBe(200);
    });
  });
});
