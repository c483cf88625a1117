import { eq, sql } from 'drizzle-orm';
import { users } from '../database/schema.js';
import { addCategory, listProduct, orderForm } from '../testing/catalogue.js';
import { DATABASE_TARGETS, type TestContext, createTestContext } from '../testing/test-app.js';

describe.each(DATABASE_TARGETS)('product lists on %s', (_, databaseUrl) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext(databaseUrl);
  });
  afterAll(() => ctx.close());

  const verify = (email: string) =>
    ctx.db.update(users).set({ verify: true }).where(eq(users.email, email));

  describe('the category list', () => {
    it("shows a category's products that can still be ordered, newest first, a page at a time", async () => {
      const phones = await addCategory(ctx);
      const other = await addCategory(ctx);
      const seller = await ctx.signUp({ role: 'seller' });
      const first = await listProduct(seller.client, phones.name, { productName: 'First phone' });
      const second = await listProduct(seller.client, phones.name, { productName: 'Second phone' });
      const third = await listProduct(seller.client, phones.name, { productName: 'Third phone' });
      await listProduct(seller.client, other.name, { productName: 'Elsewhere' });
      const buyer = await ctx.signUp();
      expect((await buyer.client.post('/api/buyproduct', orderForm(second))).statusCode).toBe(201);

      const visitor = ctx.client();
      const list = await visitor.get(`/api/products?category=${encodeURIComponent(phones.name)}`);
      expect(list.statusCode).toBe(200);
      expect(list.json().map((p: { _id: string }) => p._id)).toEqual([third, first]);
      expect(list.headers['x-total-count']).toBe('2');
      expect(list.json()[0]).toMatchObject({
        productName: 'Third phone',
        category: phones.name,
        verify: false,
      });

      const page = await visitor.get(
        `/api/products?category=${encodeURIComponent(phones.name)}&limit=1&offset=1`,
      );
      expect(page.json().map((p: { _id: string }) => p._id)).toEqual([first]);
      expect(page.headers['x-total-count']).toBe('2');

      // A name in another case finds the same category (the storefront redirects to its spelling).
      const shouted = await visitor.get(
        `/api/products?category=${encodeURIComponent(phones.name.toUpperCase())}`,
      );
      expect(shouted.json().map((p: { _id: string }) => p._id)).toEqual([third, first]);
    });

    it('keeps its total exact while buyers order and withdraw at the same moment', async () => {
      const { name: category } = await addCategory(ctx);
      const seller = await ctx.signUp({ role: 'seller' });
      const listed = [];
      for (let n = 0; n < 12; n += 1) listed.push(await listProduct(seller.client, category));
      const buyers = await Promise.all(listed.map(() => ctx.signUp()));
      const total = async () =>
        (await ctx.client().get(`/api/products?category=${encodeURIComponent(category)}`)).headers[
          'x-total-count'
        ];

      // Twelve orders at once, on as many database connections as the pool gives them.
      const orders = await Promise.all(
        listed.map((id, n) => buyers[n]!.client.post('/api/buyproduct', orderForm(id))),
      );
      expect(orders.map((order) => order.statusCode)).toEqual(listed.map(() => 201));
      expect(await total()).toBe('0');

      // Half withdrawn at once: those items are back on sale.
      const withdrawals = await Promise.all(
        orders
          .slice(0, 6)
          .map((order, n) => buyers[n]!.client.delete(`/api/buydelete/${order.json().insertedId}`)),
      );
      expect(withdrawals.map((response) => response.statusCode)).toEqual([
        200, 200, 200, 200, 200, 200,
      ]);
      expect(await total()).toBe('6');
    });

    it('keeps to listings at least `discount` percent below their original price', async () => {
      const bikes = await addCategory(ctx);
      const seller = await ctx.signUp({ role: 'seller' });
      const half = await listProduct(seller.client, bikes.name, {
        productName: 'Half price',
        orginalPrice: '10000',
        resellPrice: '5000',
      });
      const third = await listProduct(seller.client, bikes.name, {
        productName: 'A third off',
        orginalPrice: '9000',
        resellPrice: '6000',
      });
      await listProduct(seller.client, bikes.name, {
        productName: 'Barely used, barely cheaper',
        orginalPrice: '10000',
        resellPrice: '9000',
      });
      const list = (query: string) =>
        ctx.client().get(`/api/products?category=${encodeURIComponent(bikes.name)}&${query}`);

      const thirtyOff = await list('discount=30');
      expect(thirtyOff.statusCode).toBe(200);
      expect(thirtyOff.json().map((p: { _id: string }) => p._id)).toEqual([third, half]);
      expect(thirtyOff.headers['x-total-count']).toBe('2');
      const fiftyOff = await list('discount=50');
      expect(fiftyOff.json().map((p: { _id: string }) => p._id)).toEqual([half]);

      for (const bad of ['discount=0', 'discount=100', 'discount=12.5', 'discount=lots']) {
        const refused = await list(bad);
        expect(refused.statusCode).toBe(400);
        expect(refused.json().message).toEqual([
          'discount must be a whole percentage from 1 to 99',
        ]);
      }
    });

    it('answers 404 for an unknown category and 400 without one or with a bad page', async () => {
      const unknown = await ctx.client().get('/api/products?category=Nothing%20here');
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toEqual({
        statusCode: 404,
        error: 'Not Found',
        message: 'Category not found',
      });
      const missing = await ctx.client().get('/api/products');
      expect(missing.statusCode).toBe(400);
      expect(missing.json().message).toEqual(['category is required']);
      const { name } = await addCategory(ctx);
      for (const query of ['limit=0', 'limit=101', 'limit=ten', 'offset=-1']) {
        const bad = await ctx
          .client()
          .get(`/api/products?category=${encodeURIComponent(name)}&${query}`);
        expect(bad.statusCode).toBe(400);
      }
    });
  });

  describe('advertising', () => {
    it('puts a product on the home page once, by its own seller only', async () => {
      const { name: category } = await addCategory(ctx);
      const seller = await ctx.signUp({ role: 'seller' });
      const rival = await ctx.signUp({ role: 'seller' });
      const admin = await ctx.signUp({ admin: true });
      const id = await listProduct(seller.client, category, { productName: 'Advertised lamp' });

      expect((await ctx.client().put(`/api/product/${id}`)).statusCode).toBe(401);
      expect((await rival.client.put(`/api/product/${id}`)).statusCode).toBe(403);
      // Admins may delete a listing but not advertise it: advertising is the seller's choice.
      expect((await admin.client.put(`/api/product/${id}`)).statusCode).toBe(403);

      const first = await seller.client.put(`/api/product/${id}`);
      expect(first.statusCode).toBe(200);
      expect(first.json()).toEqual({ acknowledged: true, matchedCount: 1, modifiedCount: 1 });
      const again = await seller.client.put(`/api/product/${id}`);
      expect(again.json()).toEqual({ acknowledged: true, matchedCount: 1, modifiedCount: 0 });

      const home = await ctx.client().get('/api/advrtized?limit=100');
      expect(home.statusCode).toBe(200);
      expect(home.json().find((p: { _id: string }) => p._id === id)).toMatchObject({
        productName: 'Advertised lamp',
        advrtized: true,
      });
    });

    it('answers 404 for an unknown or malformed product id', async () => {
      const seller = await ctx.signUp({ role: 'seller' });
      for (const id of ['987654321', 'abc', '0', '1e3', '99999999999999999999']) {
        const response = await seller.client.put(`/api/product/${id}`);
        expect(response.statusCode).toBe(404);
        expect(response.json().message).toBe('Product not found');
      }
    });

    it('lists only advertised products that can still be ordered, newest first, with the verified flag', async () => {
      const { name: category } = await addCategory(ctx);
      const verified = await ctx.signUp({ role: 'seller' });
      await verify(verified.email);
      const plain = await ctx.signUp({ role: 'seller' });
      const older = await listProduct(verified.client, category);
      const sold = await listProduct(plain.client, category);
      const notAdvertised = await listProduct(plain.client, category);
      const newer = await listProduct(plain.client, category);
      for (const [client, id] of [
        [verified.client, older],
        [plain.client, sold],
        [plain.client, newer],
      ] as const) {
        expect((await client.put(`/api/product/${id}`)).statusCode).toBe(200);
      }
      const buyer = await ctx.signUp();
      expect((await buyer.client.post('/api/buyproduct', orderForm(sold))).statusCode).toBe(201);

      const home = await ctx.client().get('/api/advrtized?limit=100');
      const ids = home.json().map((p: { _id: string }) => p._id);
      expect(ids).not.toContain(sold);
      expect(ids).not.toContain(notAdvertised);
      expect(ids.indexOf(newer)).toBeLessThan(ids.indexOf(older));
      const byId = new Map(
        home.json().map((p: { _id: string; verify: boolean }) => [p._id, p.verify]),
      );
      expect(byId.get(older)).toBe(true);
      expect(byId.get(newer)).toBe(false);
      expect(Number(home.headers['x-total-count'])).toBeGreaterThanOrEqual(2);
    });
  });

  it("finding 7: keeps seller emails out of the public lists, and in the seller's own list and the product page", async () => {
    const { name: category } = await addCategory(ctx);
    const seller = await ctx.signUp({ role: 'seller' });
    const id = await listProduct(seller.client, category);
    expect((await seller.client.put(`/api/product/${id}`)).statusCode).toBe(200);
    for (const url of [
      '/api/advrtized?limit=100',
      `/api/products?category=${encodeURIComponent(category)}`,
      `/api/products/search?category=${encodeURIComponent(category)}`,
      `/api/products/search?q=fridge&category=${encodeURIComponent(category)}`,
    ]) {
      const list = await ctx.client().get(url);
      expect(list.statusCode).toBe(200);
      expect(list.body).not.toContain(seller.email);
      expect(list.json().find((p: { _id: string }) => p._id === id)).not.toHaveProperty(
        'SallerEmail',
      );
    }
    const own = await seller.client.get(
      `/api/myproducts?email=${encodeURIComponent(seller.email)}`,
    );
    expect(own.json()[0].SallerEmail).toBe(seller.email);
    expect((await seller.client.get(`/api/producs/${id}`)).json().SallerEmail).toBe(seller.email);
    const admin = await ctx.signUp({ admin: true });
    expect((await admin.client.get(`/api/producs/${id}`)).json().SallerEmail).toBe(seller.email);
  });

  it("finding 5: keeps the seller's email off other accounts' product pages, with `verify` still on them", async () => {
    const { name: category } = await addCategory(ctx);
    const seller = await ctx.signUp({ role: 'seller' });
    const id = await listProduct(seller.client, category);
    const reader = await ctx.signUp();
    for (let read = 0; read < 3; read += 1) {
      const page = await reader.client.get(`/api/producs/${id}`);
      expect(page.statusCode).toBe(200);
      expect(page.body).not.toContain(seller.email);
      expect(page.json()).toEqual(expect.objectContaining({ verify: false }));
    }
  });

  describe("a seller's own list", () => {
    it('shows every product of the seller, ordered ones too, to that seller and to admins only', async () => {
      const { name: category } = await addCategory(ctx);
      const seller = await ctx.signUp({ role: 'seller' });
      const first = await listProduct(seller.client, category);
      const second = await listProduct(seller.client, category);
      await seller.client.put(`/api/product/${first}`);
      const buyer = await ctx.signUp();
      await buyer.client.post('/api/buyproduct', orderForm(second));

      const own = await seller.client.get(
        `/api/myproducts?email=${encodeURIComponent(seller.email.toUpperCase())}`,
      );
      expect(own.statusCode).toBe(200);
      expect(
        own.json().map((p: { _id: string; advrtized: boolean }) => [p._id, p.advrtized]),
      ).toEqual([
        [second, false],
        [first, true],
      ]);
      expect(own.headers['x-total-count']).toBe('2');

      const admin = await ctx.signUp({ admin: true });
      expect((await admin.client.get(`/api/myproducts?email=${seller.email}`)).json()).toHaveLength(
        2,
      );
      expect((await buyer.client.get(`/api/myproducts?email=${seller.email}`)).statusCode).toBe(
        403,
      );
      expect((await ctx.client().get(`/api/myproducts?email=${seller.email}`)).statusCode).toBe(
        401,
      );
      expect(
        (await admin.client.get('/api/myproducts?email=nobody%40example.com')).statusCode,
      ).toBe(404);
      expect((await admin.client.get('/api/myproducts')).statusCode).toBe(400);
    });
  });

  describe("the admin's table of all products", () => {
    it('shows every product with its reports and ordered state, searchable by name', async () => {
      const { name: category } = await addCategory(ctx);
      const seller = await ctx.signUp({ role: 'seller' });
      const admin = await ctx.signUp({ admin: true });
      const buyer = await ctx.signUp();
      const tag = Math.random().toString(36).slice(2, 8);
      const guitar = await listProduct(seller.client, category, {
        productName: `Yamaha guitar ${tag}`,
      });
      const percent = await listProduct(seller.client, category, {
        productName: `100% cotton shirt ${tag}`,
      });
      await buyer.client.post('/api/buyproduct', orderForm(guitar));
      await buyer.client.put(`/api/reports/${guitar}`);
      await ctx.client().put(`/api/reports/${guitar}`);

      const found = await admin.client.get(`/api/products/all?search=GUITAR%20${tag}`);
      expect(found.statusCode).toBe(200);
      expect(found.headers['x-total-count']).toBe('1');
      expect(found.json()).toEqual([
        expect.objectContaining({
          _id: guitar,
          reportCount: 2,
          status: 'reserved',
          SallerEmail: seller.email,
        }),
      ]);
      // `%` is a literal character in a search, not a wildcard.
      const literal = await admin.client.get(
        `/api/products/all?search=${encodeURIComponent(`0% cotton shirt ${tag}`)}`,
      );
      expect(literal.json().map((p: { _id: string }) => p._id)).toEqual([percent]);
      expect(
        (
          await admin.client.get(`/api/products/all?search=${encodeURIComponent(`%${tag}`)}`)
        ).json(),
      ).toEqual([]);
      expect(
        Number((await admin.client.get('/api/products/all')).headers['x-total-count']),
      ).toBeGreaterThanOrEqual(2);
      // A renamed listing is found by its new name only.
      const renamed = await seller.client.request('PATCH', `/api/product/${percent}`, {
        productName: `Linen shirt ${tag}`,
      });
      expect(renamed.statusCode).toBe(200);
      const byName = async (search: string) =>
        (await admin.client.get(`/api/products/all?search=${encodeURIComponent(search)}`))
          .json()
          .map((p: { _id: string }) => p._id);
      expect(await byName(`linen shirt ${tag}`)).toEqual([percent]);
      expect(await byName(`cotton shirt ${tag}`)).toEqual([]);

      expect((await seller.client.get('/api/products/all')).statusCode).toBe(403);
      expect((await ctx.client().get('/api/products/all')).statusCode).toBe(401);
      expect(
        (await admin.client.get(`/api/products/all?search=${'x'.repeat(121)}`)).statusCode,
      ).toBe(400);
    });

    it('counts a name search exactly up to 1,000, then says "1,000 or more"; the whole table exactly', async () => {
      const { id: categoryId } = await addCategory(ctx);
      const seller = await ctx.signUp({ role: 'seller' });
      const admin = await ctx.signUp({ admin: true });
      const tag = Math.random().toString(36).slice(2, 8);
      const bulk = (count: number, word: string) =>
        ctx.db.execute(sql`
          insert into products (seller_id, category_id, name, image, location, original_price,
            resell_price, years_of_use, phone)
          select ${Number(seller.id)}, ${Number(categoryId)}, ${`${word} ${tag} `} || n,
            '/api/images/x.webp', 'Dhaka', 10, n, '1 year', '01712345678'
          from generate_series(1, ${count}::int) n`);
      await bulk(1001, 'Lamp');
      await bulk(3, 'Vase');
      const table = (search?: string) =>
        admin.client.get(
          `/api/products/all?limit=2${search ? `&search=${encodeURIComponent(search)}` : ''}`,
        );

      const many = await table(`lamp ${tag}`);
      expect(many.headers['x-total-count']).toBe('1000');
      expect(many.headers['x-total-count-capped']).toBe('true');
      // Newest first: the last inserted row has the highest number.
      expect(many.json().map((p: { productName: string }) => p.productName)).toEqual([
        `Lamp ${tag} 1001`,
        `Lamp ${tag} 1000`,
      ]);
      const few = await table(`vase ${tag}`);
      expect(few.headers['x-total-count']).toBe('3');
      expect(few.headers['x-total-count-capped']).toBeUndefined();
      expect(few.json().map((p: { productName: string }) => p.productName)).toEqual([
        `Vase ${tag} 3`,
        `Vase ${tag} 2`,
      ]);
      const whole = await table();
      expect(whole.headers['x-total-count-capped']).toBeUndefined();
      expect(Number(whole.headers['x-total-count'])).toBeGreaterThanOrEqual(1004);
    });
  });
});
