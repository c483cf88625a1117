import { addCategory, listProduct, productForm } from '../testing/catalogue.js';
import {
  DATABASE_TARGETS,
  type TestClient,
  type TestContext,
  createTestContext,
  describeOnPostgres,
} from '../testing/test-app.js';

/** A number no other listing of these suites has, so finding it anywhere is a leak. */
const SELLERS_PHONE = '01755519283';

const revealOf = (client: TestClient, id: string) => client.get(`/api/products/${id}/phone`);

describe.each(DATABASE_TARGETS)("the listing's phone, on %s", (_, databaseUrl) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext(databaseUrl);
  });
  afterAll(() => ctx.close());

  /** An advertised listing for sale, with the seller's phone on it unless `showPhone` says not. */
  async function advertisedListing(fields: Record<string, unknown> = {}) {
    const { name: category } = await addCategory(ctx);
    const seller = await ctx.signUp({ role: 'seller' });
    const id = await listProduct(seller.client, category, {
      productName: 'Brompton folding bike',
      phone: SELLERS_PHONE,
      ...fields,
    });
    expect((await seller.client.put(`/api/product/${id}`)).statusCode).toBe(200);
    return { id, category, seller };
  }

  it('is in no answer anyone may read: lists, search, advertised, a seller’s listings', async () => {
    const { id, category, seller } = await advertisedListing();
    const anonymous = ctx.client();
    for (const url of [
      '/api/advrtized?limit=100',
      `/api/products?category=${encodeURIComponent(category)}`,
      '/api/products/search?q=brompton&limit=100',
      `/api/sellers/${seller.id}/products`,
    ]) {
      const response = await anonymous.get(url);
      expect([url, response.statusCode]).toEqual([url, 200]);
      expect([url, response.body]).not.toEqual([url, expect.stringContaining(SELLERS_PHONE)]);
      const card = response.json().find((product: { _id: string }) => product._id === id);
      // The card still knows the seller shows a phone, so it offers "Show phone number".
      expect([url, card]).toEqual([url, expect.objectContaining({ showPhone: true })]);
      expect([url, card]).toEqual([url, expect.not.objectContaining({ phone: expect.anything() })]);
    }
  });

  it("is on the seller's own list and listing, and the admin's, but not on another account's detail", async () => {
    const { id, seller } = await advertisedListing();
    const buyer = await ctx.signUp();
    const admin = await ctx.signUp({ admin: true });

    const detail = await buyer.client.get(`/api/producs/${id}`);
    expect(detail.statusCode).toBe(200);
    expect(detail.json()).toMatchObject({ _id: id, showPhone: true });
    expect(detail.body).not.toContain(SELLERS_PHONE);

    expect((await seller.client.get(`/api/producs/${id}`)).json()).toMatchObject({
      phone: SELLERS_PHONE,
    });
    const mine = await seller.client.get(
      `/api/myproducts?email=${encodeURIComponent(seller.email)}`,
    );
    expect(mine.json()).toEqual([expect.objectContaining({ _id: id, phone: SELLERS_PHONE })]);
    expect((await admin.client.get(`/api/producs/${id}`)).json()).toMatchObject({
      phone: SELLERS_PHONE,
    });
  });

  describe('GET /api/products/:id/phone', () => {
    it('gives a signed-in visitor the phone, and nobody without a session', async () => {
      const { id, seller } = await advertisedListing();
      const anonymous = await revealOf(ctx.client(), id);
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.body).not.toContain(SELLERS_PHONE);

      const buyer = await ctx.signUp();
      const revealed = await revealOf(buyer.client, id);
      expect(revealed.statusCode).toBe(200);
      expect(revealed.json()).toEqual({ phone: SELLERS_PHONE });
      // The answer is the visitor's own, never kept by a shared cache.
      expect(revealed.headers['cache-control'] ?? '').not.toMatch(/public/);
      expect((await revealOf(seller.client, id)).json()).toEqual({ phone: SELLERS_PHONE });
    });

    it('is 404 for an unknown or malformed id', async () => {
      const buyer = await ctx.signUp();
      for (const id of ['999999999', 'abc', '0', '-1', '1.5', '99999999999999999999']) {
        const response = await revealOf(buyer.client, id);
        expect([id, response.statusCode]).toEqual([id, 404]);
        expect(response.json()).toEqual({
          statusCode: 404,
          error: 'Not Found',
          message: 'Product not found',
        });
      }
    });

    it('is 403, saying why, where the seller turned "Show my phone on this listing" off', async () => {
      const { id, category, seller } = await advertisedListing({ showPhone: false });
      const buyer = await ctx.signUp();
      const refused = await revealOf(buyer.client, id);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe(
        'The seller does not show a phone on this listing; it is shared with you once they accept your order',
      );
      expect(refused.body).not.toContain(SELLERS_PHONE);
      const card = (
        await ctx.client().get(`/api/products?category=${encodeURIComponent(category)}`)
      ).json()[0];
      expect(card).toMatchObject({ _id: id, showPhone: false });
      // The seller still reads their own.
      expect((await revealOf(seller.client, id)).json()).toEqual({ phone: SELLERS_PHONE });
    });
  });

  describe('"Show my phone on this listing"', () => {
    it('is on unless the form says otherwise, and only the seller turns it off and on again', async () => {
      const { id, category, seller } = await advertisedListing();
      const buyer = await ctx.signUp();
      const rival = await ctx.signUp({ role: 'seller' });
      const showPhoneOf = async () =>
        (await ctx.client().get(`/api/products?category=${encodeURIComponent(category)}`)).json()[0]
          .showPhone;
      expect(await showPhoneOf()).toBe(true);

      const off = { showPhone: false };
      expect((await ctx.client().request('PATCH', `/api/product/${id}`, off)).statusCode).toBe(401);
      expect((await buyer.client.request('PATCH', `/api/product/${id}`, off)).statusCode).toBe(403);
      const notTheirs = await rival.client.request('PATCH', `/api/product/${id}`, off);
      expect(notTheirs.statusCode).toBe(403);
      expect(notTheirs.json().message).toBe('You may only edit your own products');
      expect(await showPhoneOf()).toBe(true);

      const turnedOff = await seller.client.request('PATCH', `/api/product/${id}`, off);
      expect(turnedOff.json()).toEqual({ acknowledged: true, matchedCount: 1, modifiedCount: 1 });
      expect(await showPhoneOf()).toBe(false);
      expect((await revealOf(buyer.client, id)).statusCode).toBe(403);

      await seller.client.request('PATCH', `/api/product/${id}`, { showPhone: true });
      expect(await showPhoneOf()).toBe(true);
      expect((await revealOf(buyer.client, id)).json()).toEqual({ phone: SELLERS_PHONE });
    });

    it('refuses anything but true or false, naming the field', async () => {
      const { id, category, seller } = await advertisedListing();
      for (const showPhone of ['no', 0, null, []]) {
        const edited = await seller.client.request('PATCH', `/api/product/${id}`, { showPhone });
        expect([showPhone, edited.statusCode]).toEqual([showPhone, 400]);
        expect(edited.json().message).toEqual(['showPhone: showPhone must be true or false']);
        const listed = await seller.client.post('/api/products', {
          ...productForm(category),
          showPhone,
        });
        expect([showPhone, listed.statusCode]).toEqual([showPhone, 400]);
      }
    });
  });
});

describe.each(DATABASE_TARGETS)(
  'revealing phones past the hourly limit, on %s',
  (_, databaseUrl) => {
    let ctx: TestContext;
    const LIMIT = 3;
    beforeAll(async () => {
      ctx = await createTestContext(databaseUrl, {
        RATE_LIMIT_PHONE_REVEALS_PER_HOUR: String(LIMIT),
      });
    });
    afterAll(() => ctx.close());

    it('is 429 with Retry-After for that account only; the seller reads their own without limit', async () => {
      const { name: category } = await addCategory(ctx);
      const seller = await ctx.signUp({ role: 'seller' });
      const ids: string[] = [];
      for (let index = 0; index <= LIMIT; index += 1) {
        ids.push(await listProduct(seller.client, category, { phone: `0171000000${index}` }));
      }
      const harvester = await ctx.signUp();
      for (const id of ids.slice(0, LIMIT)) {
        expect((await revealOf(harvester.client, id)).statusCode).toBe(200);
      }
      const limited = await revealOf(harvester.client, ids[LIMIT]!);
      expect(limited.statusCode).toBe(429);
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      expect(limited.json().message).toBe('Too many phone numbers shown, try again later');
      expect(limited.body).not.toContain('01710000003');

      expect((await revealOf((await ctx.signUp()).client, ids[LIMIT]!)).statusCode).toBe(200);
      for (let time = 0; time <= LIMIT; time += 1) {
        expect((await revealOf(seller.client, ids[0]!)).statusCode).toBe(200);
      }
    });
  },
);

describeOnPostgres('revealing phones from two API processes (%s)', (serverUrl) => {
  let ctx: TestContext;
  const LIMIT = 3;
  const env = { RATE_LIMIT_PHONE_REVEALS_PER_HOUR: String(LIMIT) };
  beforeAll(async () => {
    ctx = await createTestContext(serverUrl, env);
  });
  afterAll(() => ctx.close());

  it('counts one limit per account, whichever process answers', async () => {
    const { name: category } = await addCategory(ctx);
    const seller = await ctx.signUp({ role: 'seller' });
    const id = await listProduct(seller.client, category);
    const harvester = await ctx.signUp();
    for (let time = 0; time < LIMIT; time += 1) {
      expect((await revealOf(harvester.client, id)).statusCode).toBe(200);
    }
    const other = await ctx.startAnotherInstance(env);
    try {
      const elsewhere = await other.app.inject({
        method: 'GET',
        url: `/api/products/${id}/phone`,
        headers: harvester.client.cookieHeader,
      });
      expect(elsewhere.statusCode).toBe(429);
    } finally {
      await other.close();
    }
  });
});
