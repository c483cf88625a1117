import { addCategory, listProduct, productForm } from '../testing/catalogue.js';
import { DATABASE_TARGETS, type TestContext, createTestContext } from '../testing/test-app.js';

/** As every 400 names the field: `field: message`. */
const AT_LEAST_ONE = 'resellPrice: resellPrice must be at least Tk 1';
const threeTimes = (most: string) =>
  `resellPrice: resellPrice must be at most 3 times the original price (Tk ${most})`;

describe.each(DATABASE_TARGETS)('resale price bounds on %s', (_, databaseUrl) => {
  let ctx: TestContext;
  let category: string;
  beforeAll(async () => {
    ctx = await createTestContext(databaseUrl);
    category = (await addCategory(ctx)).name;
  });
  afterAll(() => ctx.close());

  it('refuses a resale price of Tk 0 or above 3 times the price new, and takes the bounds', async () => {
    const seller = await ctx.signUp({ role: 'seller' });
    for (const [prices, message] of [
      [{ orginalPrice: '2000', resellPrice: '0' }, AT_LEAST_ONE],
      [{ orginalPrice: '2000', resellPrice: '0.5' }, AT_LEAST_ONE],
      [{ orginalPrice: '2000', resellPrice: '99999999' }, threeTimes('6,000')],
      [{ orginalPrice: 2000, resellPrice: 6000.01 }, threeTimes('6,000')],
    ] as const) {
      const refused = await seller.client.post('/api/products', productForm(category, prices));
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toEqual([message]);
    }
    for (const prices of [
      { orginalPrice: '2000', resellPrice: '1' },
      { orginalPrice: '2000', resellPrice: '6000' },
    ]) {
      const taken = await seller.client.post('/api/products', productForm(category, prices));
      expect(taken.statusCode).toBe(201);
    }
  });

  it('checks an edit of one price against the other as it stands', async () => {
    const seller = await ctx.signUp({ role: 'seller' });
    const id = await listProduct(seller.client, category, {
      orginalPrice: '2000',
      resellPrice: '1500',
    });
    const edit = (body: Record<string, unknown>) =>
      seller.client.request('PATCH', `/api/product/${id}`, body);

    for (const [body, message] of [
      [{ resellPrice: 0 }, AT_LEAST_ONE],
      [{ resellPrice: 6001 }, threeTimes('6,000')],
      [{ orginalPrice: 400 }, threeTimes('1,200')],
      [{ orginalPrice: 100, resellPrice: 301 }, threeTimes('300')],
    ] as const) {
      const refused = await edit(body);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toEqual([message]);
    }
    expect((await edit({ resellPrice: 6000 })).statusCode).toBe(200);
    expect((await edit({ orginalPrice: 10000, resellPrice: 9000 })).statusCode).toBe(200);
    const own = (await seller.client.get(`/api/myproducts?email=${seller.email}`)).json();
    expect(own[0]).toMatchObject({ orginalPrice: 10000, resellPrice: 9000 });
  });
});
