import { addCategory, listProduct, orderForm } from '../testing/catalogue.js';
import { DATABASE_TARGETS, type TestContext, createTestContext } from '../testing/test-app.js';

describe.each(DATABASE_TARGETS)('account suspension on %s', (_, databaseUrl) => {
  let ctx: TestContext;
  let category: string;
  beforeAll(async () => {
    ctx = await createTestContext(databaseUrl);
    category = (await addCategory(ctx)).name;
  });
  afterAll(() => ctx.close());

  const ids = (response: { json(): unknown }) =>
    (response.json() as Array<{ _id: string }>).map((item) => item._id);

  it('ends the sessions, refuses sign-in, hides the listings, and all comes back when lifted', async () => {
    const seller = await ctx.signUp({ role: 'seller', name: 'Rakib Traders' });
    const admin = await ctx.signUp({ admin: true, name: 'Admin Ayesha' });
    const buyer = await ctx.signUp();
    const productId = await listProduct(seller.client, category, { productName: 'Fake watch' });
    await seller.client.put(`/api/product/${productId}`);
    const categoryUrl = `/api/products?category=${encodeURIComponent(category)}`;
    expect(ids(await ctx.client().get(categoryUrl))).toContain(productId);
    expect(ids(await ctx.client().get('/api/advrtized?limit=100'))).toContain(productId);

    const suspended = await admin.client.post(`/api/users/${seller.id}/suspend`, {
      reason: '  Sells counterfeit watches.  ',
    });
    expect(suspended.statusCode).toBe(200);
    expect(suspended.json()).toEqual({ acknowledged: true, matchedCount: 1, modifiedCount: 1 });

    // The open session is over at once.
    expect((await seller.client.get('/api/auth/me')).statusCode).toBe(401);
    // Signing in again is refused with the reason, after the password is checked.
    const login = await ctx.client().post('/api/auth/login', {
      email: seller.email,
      password: seller.password,
    });
    expect(login.statusCode).toBe(403);
    // The reason's own full stop is the sentence's: never two in a row.
    expect(login.json().message).toBe(
      "This account is suspended: Sells counterfeit watches. Write to the marketplace's administrators if you think this is a mistake.",
    );
    expect(login.cookies.find((cookie) => cookie.name === 'sid')).toBeUndefined();
    const wrongPassword = await ctx.client().post('/api/auth/login', {
      email: seller.email,
      password: 'not the password',
    });
    expect(wrongPassword.statusCode).toBe(401);

    // Gone from every public list and the detail; admins still see it.
    expect(ids(await ctx.client().get(categoryUrl))).not.toContain(productId);
    expect((await ctx.client().get(categoryUrl)).headers['x-total-count']).toBe('0');
    expect(ids(await ctx.client().get('/api/advrtized?limit=100'))).not.toContain(productId);
    expect((await buyer.client.get(`/api/producs/${productId}`)).statusCode).toBe(404);
    expect((await admin.client.get(`/api/producs/${productId}`)).statusCode).toBe(200);
    // And it cannot be ordered.
    const order = await buyer.client.post('/api/buyproduct', orderForm(productId));
    expect(order.statusCode).toBe(404);

    // Admins see the suspension in All Users and All Sellers.
    const sellers = (await admin.client.get('/api/seller?limit=100')).json();
    expect(sellers.find((user: { _id: string }) => user._id === seller.id)).toMatchObject({
      suspensionReason: 'Sells counterfeit watches.',
      suspendedAt: expect.any(String),
    });

    const lifted = await admin.client.post(`/api/users/${seller.id}/unsuspend`);
    expect(lifted.statusCode).toBe(200);
    expect(lifted.json()).toEqual({ acknowledged: true, matchedCount: 1, modifiedCount: 1 });
    expect(ids(await ctx.client().get(categoryUrl))).toContain(productId);
    const back = await ctx.client().post('/api/auth/login', {
      email: seller.email,
      password: seller.password,
    });
    expect(back.statusCode).toBe(200);

    const log = (await admin.client.get('/api/audit-log?limit=2')).json();
    expect(log.map((entry: { action: string }) => entry.action)).toEqual([
      'user.unsuspend',
      'user.suspend',
    ]);
    expect(log[1]).toMatchObject({
      actor: { _id: admin.id, name: 'Admin Ayesha' },
      target: { type: 'user', _id: seller.id, name: `Rakib Traders <${seller.email}>` },
      reason: 'Sells counterfeit watches.',
    });
  });

  it('answers 409 when the account is already in that state', async () => {
    const admin = await ctx.signUp({ admin: true });
    const user = await ctx.signUp();
    expect((await admin.client.post(`/api/users/${user.id}/unsuspend`)).statusCode).toBe(409);
    await admin.client.post(`/api/users/${user.id}/suspend`, { reason: 'Spam' });
    const again = await admin.client.post(`/api/users/${user.id}/suspend`, { reason: 'Spam' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      statusCode: 409,
      error: 'Conflict',
      message: 'This account is already suspended',
    });
  });

  it('is for admins only, never on oneself, on a known account, with a reason', async () => {
    const admin = await ctx.signUp({ admin: true });
    const seller = await ctx.signUp({ role: 'seller' });
    const user = await ctx.signUp();
    const url = `/api/users/${user.id}/suspend`;
    const body = { reason: 'Abuse' };
    expect((await ctx.client().post(url, body)).statusCode).toBe(401);
    expect((await seller.client.post(url, body)).statusCode).toBe(403);
    expect((await user.client.post(`/api/users/${user.id}/unsuspend`)).statusCode).toBe(403);
    const self = await admin.client.post(`/api/users/${admin.id}/suspend`, body);
    expect(self.statusCode).toBe(403);
    expect(self.json().message).toBe('Administrators cannot suspend their own account');
    expect((await admin.client.post('/api/users/987654321/suspend', body)).statusCode).toBe(404);
    expect((await admin.client.post('/api/users/abc/unsuspend')).statusCode).toBe(404);
    for (const bad of [
      {},
      { reason: '   ' },
      { reason: 'x'.repeat(501) },
      { reason: 'a\u0000b' },
    ]) {
      const response = await admin.client.post(url, bad);
      expect(response.statusCode).toBe(400);
      expect(JSON.stringify(response.json().message)).toContain('reason');
    }
    // None of the refusals suspended anyone.
    expect((await user.client.get('/api/auth/me')).statusCode).toBe(200);
    expect((await admin.client.get('/api/auth/me')).statusCode).toBe(200);
  });
});
