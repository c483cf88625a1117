import { addCategory, listProduct, orderForm, productForm } from '../testing/catalogue.js';
import { DATABASE_TARGETS, type TestContext, createTestContext } from '../testing/test-app.js';

const START_SELLING = { role: 'seller' };

describe.each(DATABASE_TARGETS)('Start selling on %s', (_, databaseUrl) => {
  let ctx: TestContext;
  let category: string;
  beforeAll(async () => {
    ctx = await createTestContext(databaseUrl);
    category = (await addCategory(ctx)).name;
  });
  afterAll(() => ctx.close());

  it('makes a buyer an unverified seller at once, keeping orders, favourites and messages', async () => {
    const seller = await ctx.signUp({ role: 'seller' });
    const buyer = await ctx.signUp({ name: 'Ruma Akter' });
    const productId = await listProduct(seller.client, category, { productName: 'Desk lamp' });
    expect((await buyer.client.post('/api/buyproduct', orderForm(productId))).statusCode).toBe(201);
    expect((await buyer.client.put(`/api/favourites/${productId}`)).statusCode).toBe(200);
    const opened = await buyer.client.post('/api/conversations', { productId });
    await buyer.client.post(`/api/conversations/${opened.json()._id}/messages`, { text: 'Hello' });
    expect((await buyer.client.post('/api/products', productForm(category))).statusCode).toBe(403);

    const started = await buyer.client.put('/api/account/role', START_SELLING);
    expect(started.statusCode).toBe(200);
    expect(started.json()).toEqual({ acknowledged: true, matchedCount: 1, modifiedCount: 1 });

    expect((await buyer.client.get('/api/auth/me')).json()).toMatchObject({
      isSeller: true,
      verify: false,
      isAdmin: false,
    });
    expect((await buyer.client.get(`/api/roles/${buyer.email}`)).json()).toEqual({
      isSeller: true,
    });
    expect((await buyer.client.post('/api/products', productForm(category))).statusCode).toBe(201);
    const orders = await buyer.client.get(`/api/buyproduct?email=${buyer.email}`);
    expect(orders.json()).toEqual([expect.objectContaining({ productId })]);
    expect((await buyer.client.get('/api/favourites')).json()).toEqual([
      expect.objectContaining({ productId, productName: 'Desk lamp' }),
    ]);
    const thread = await buyer.client.get(`/api/conversations/${opened.json()._id}`);
    expect(JSON.stringify(thread.json())).toContain('Hello');
  });

  it('is written in the audit log with the account as its own actor', async () => {
    const buyer = await ctx.signUp({ name: 'Kamal Hossain' });
    const admin = await ctx.signUp({ admin: true });
    await buyer.client.put('/api/account/role', START_SELLING);
    const entries = (await admin.client.get('/api/audit-log?limit=100')).json();
    expect(entries).toContainEqual(
      expect.objectContaining({
        actor: { _id: buyer.id, name: 'Kamal Hossain', email: buyer.email },
        action: 'user.start-selling',
        target: { type: 'user', _id: buyer.id, name: `Kamal Hossain <${buyer.email}>` },
        reason: null,
      }),
    );
  });

  it('answers 401 signed out, 403 to an administrator, 409 to a seller, 400 to another role', async () => {
    expect((await ctx.client().put('/api/account/role', START_SELLING)).statusCode).toBe(401);

    const admin = await ctx.signUp({ admin: true });
    const asAdmin = await admin.client.put('/api/account/role', START_SELLING);
    expect(asAdmin.statusCode).toBe(403);
    expect(asAdmin.json().message).toContain('npm run admin');
    expect((await admin.client.get('/api/auth/me')).json().isSeller).toBe(false);

    const seller = await ctx.signUp({ role: 'seller' });
    const again = await seller.client.put('/api/account/role', START_SELLING);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This account is already a seller');

    const buyer = await ctx.signUp();
    for (const body of [
      { role: 'user' },
      { role: 'admin' },
      {},
      { role: 'seller', verify: true },
    ]) {
      const refused = await buyer.client.put('/api/account/role', body);
      expect(refused.statusCode).toBe(400);
    }
    const named = await buyer.client.put('/api/account/role', { role: 'user' });
    expect(JSON.stringify(named.json().message)).toContain("role can only become 'seller'");
    expect((await buyer.client.get('/api/auth/me')).json().isSeller).toBe(false);
  });

  it('is one-way and limited per account: a loop of tries gets 429 with Retry-After', async () => {
    const buyer = await ctx.signUp();
    expect((await buyer.client.put('/api/account/role', START_SELLING)).statusCode).toBe(200);
    // Registration step 4 is not a way back to buyer, to start selling again.
    const back = await buyer.client.post('/api/user', {
      name: 'Back again',
      email: buyer.email,
      role: 'user',
      image: '/api/images/test.webp',
    });
    expect(back.statusCode).toBe(201);
    expect((await buyer.client.get('/api/auth/me')).json().isSeller).toBe(true);
    expect((await buyer.client.put('/api/account/role', START_SELLING)).statusCode).toBe(409);
    expect((await buyer.client.put('/api/account/role', START_SELLING)).statusCode).toBe(409);
    const limited = await buyer.client.put('/api/account/role', START_SELLING);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    const other = await ctx.signUp();
    expect((await other.client.put('/api/account/role', START_SELLING)).statusCode).toBe(200);
  });
});
