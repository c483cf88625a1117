import { addCategory, listProduct, orderForm } from '../testing/catalogue.js';
import { DATABASE_TARGETS, type TestContext, createTestContext } from '../testing/test-app.js';

describe.each(DATABASE_TARGETS)('users on %s', (_, databaseUrl) => {
  let ctx: TestContext;
  let category: string;
  beforeAll(async () => {
    ctx = await createTestContext(databaseUrl);
    category = (await addCategory(ctx)).name;
  });
  afterAll(() => ctx.close());

  const profile = (email: string, extra: Record<string, unknown> = {}) => ({
    name: 'Farhana Akter',
    email,
    role: 'seller',
    image: '/api/images/farhana.webp',
    verify: false,
    ...extra,
  });

  describe('GET /user/:email', () => {
    it('needs a session, shows other members only `verify`, and the whole record to the user and to admins', async () => {
      const seller = await ctx.signUp({ role: 'seller', name: 'Mitu Rahman' });
      const admin = await ctx.signUp({ admin: true });
      const other = await ctx.signUp();
      const url = `/api/user/${encodeURIComponent(seller.email.toUpperCase())}`;

      const anonymous = await ctx.client().get(url);
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.body).not.toContain('Mitu Rahman');
      expect((await other.client.get(url)).json()).toEqual({ verify: false });
      const whole = {
        name: 'Mitu Rahman',
        image: '/api/images/test.webp',
        role: 'seller',
        verify: false,
        _id: seller.id,
        email: seller.email,
        location: null,
        isAdmin: false,
        suspendedAt: null,
        suspensionReason: null,
      };
      expect((await seller.client.get(url)).json()).toEqual(whole);
      expect((await admin.client.get(url)).json()).toEqual(whole);
    });

    it('answers 404 for an unknown email and 400 for something that is not one', async () => {
      const { client } = await ctx.signUp();
      const unknown = await client.get('/api/user/nobody%40example.com');
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toEqual({
        statusCode: 404,
        error: 'Not Found',
        message: 'User not found',
      });
      const malformed = await client.get('/api/user/not-an-email');
      expect(malformed.statusCode).toBe(400);
      expect(JSON.stringify(malformed.json().message)).toContain('email');
    });
  });

  it('limits lookups of other accounts per member, known emails or not (429 with Retry-After)', async () => {
    const limited = await createTestContext(databaseUrl, { RATE_LIMIT_USER_LOOKUPS_PER_HOUR: '3' });
    try {
      const member = await limited.signUp();
      const seller = await limited.signUp({ role: 'seller' });
      const lookups = [
        `/api/user/${encodeURIComponent(seller.email)}`,
        '/api/user/nobody-1%40example.com',
        '/api/user/nobody-2%40example.com',
      ];
      for (const url of lookups)
        expect([200, 404]).toContain((await member.client.get(url)).statusCode);
      const refused = await member.client.get(lookups[0]!);
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      // One's own record is never limited.
      expect((await member.client.get(`/api/user/${member.email}`)).statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  }, 120_000);

  describe('POST /user (registration step 4)', () => {
    it('saves the profile on the caller’s own record, and saving it again changes nothing', async () => {
      const account = await ctx.signUp();
      const body = profile(account.email, { location: 'Rajshahi' });
      const saved = await account.client.post('/api/user', body);
      expect(saved.statusCode).toBe(201);
      expect(saved.json()).toEqual({ acknowledged: true, insertedId: account.id });
      const again = await account.client.post('/api/user', body);
      expect(again.json()).toEqual(saved.json());

      expect((await account.client.get(`/api/user/${account.email}`)).json()).toEqual({
        _id: account.id,
        name: 'Farhana Akter',
        email: account.email,
        image: '/api/images/farhana.webp',
        role: 'seller',
        verify: false,
        location: 'Rajshahi',
        isAdmin: false,
        suspendedAt: null,
        suspensionReason: null,
      });
      expect((await account.client.get(`/api/roles/${account.email}`)).json()).toEqual({
        isSeller: true,
      });
    });

    it('ignores verify and admin flags in the body', async () => {
      const account = await ctx.signUp({ role: 'seller' });
      const saved = await account.client.post(
        '/api/user',
        profile(account.email, { verify: true, isAdmin: true, admin: true }),
      );
      expect(saved.statusCode).toBe(201);
      const record = (await account.client.get(`/api/user/${account.email}`)).json();
      expect(record.verify).toBe(false);
      expect((await account.client.get(`/api/role/${account.email}`)).json()).toEqual({
        isAdmin: false,
      });
      expect((await account.client.get('/api/auth/me')).json()).toMatchObject({
        isAdmin: false,
        verify: false,
      });
    });

    it('refuses another person’s email, signed-out callers, an admin role and missing fields', async () => {
      const account = await ctx.signUp();
      const victim = await ctx.signUp();
      const foreign = await account.client.post('/api/user', profile(victim.email));
      expect(foreign.statusCode).toBe(403);
      expect(foreign.json().message).toBe('You may only save your own profile');
      expect((await victim.client.get(`/api/user/${victim.email}`)).json().name).not.toBe(
        'Farhana Akter',
      );

      expect((await ctx.client().post('/api/user', profile(account.email))).statusCode).toBe(401);

      const asAdmin = await account.client.post(
        '/api/user',
        profile(account.email, { role: 'admin' }),
      );
      expect(asAdmin.statusCode).toBe(400);
      expect(JSON.stringify(asAdmin.json().message)).toContain('role');

      const empty = await account.client.post('/api/user', {});
      expect(empty.statusCode).toBe(400);
      const message = JSON.stringify(empty.json().message);
      for (const field of ['name', 'email', 'role', 'image']) expect(message).toContain(field);
    });
  });

  describe('PUT /user/:id (verifying a seller)', () => {
    it('lets an admin verify a seller once, and the badge reaches the seller’s product cards', async () => {
      const seller = await ctx.signUp({ role: 'seller' });
      const admin = await ctx.signUp({ admin: true });
      const productId = await listProduct(seller.client, category);

      const verified = await admin.client.put(`/api/user/${seller.id}`);
      expect(verified.statusCode).toBe(200);
      expect(verified.json()).toEqual({ acknowledged: true, matchedCount: 1, modifiedCount: 1 });
      expect((await admin.client.put(`/api/user/${seller.id}`)).json()).toEqual({
        acknowledged: true,
        matchedCount: 1,
        modifiedCount: 0,
      });

      const member = (await ctx.signUp()).client;
      expect((await member.get(`/api/user/${seller.email}`)).json().verify).toBe(true);
      const card = (
        await ctx.client().get(`/api/products?category=${encodeURIComponent(category)}&limit=100`)
      )
        .json()
        .find((p: { _id: string }) => p._id === productId);
      expect(card.verify).toBe(true);
    });

    it('finding 9: an admin cannot verify their own seller account; another admin can', async () => {
      const adminSeller = await ctx.signUp({ role: 'seller', admin: true });
      const own = await adminSeller.client.put(`/api/user/${adminSeller.id}`);
      expect(own.statusCode).toBe(403);
      expect(own.json().message).toBe(
        'Administrators cannot verify their own seller account: another administrator does',
      );
      expect((await adminSeller.client.get(`/api/user/${adminSeller.email}`)).json().verify).toBe(
        false,
      );
      const other = await ctx.signUp({ admin: true });
      expect((await other.client.put(`/api/user/${adminSeller.id}`)).statusCode).toBe(200);
    });

    it('is for admins only, and only for sellers that exist', async () => {
      const seller = await ctx.signUp({ role: 'seller' });
      const buyer = await ctx.signUp();
      const admin = await ctx.signUp({ admin: true });
      expect((await ctx.client().put(`/api/user/${seller.id}`)).statusCode).toBe(401);
      expect((await seller.client.put(`/api/user/${seller.id}`)).statusCode).toBe(403);
      expect((await buyer.client.get(`/api/user/${seller.email}`)).json().verify).toBe(false);

      const notSeller = await admin.client.put(`/api/user/${buyer.id}`);
      expect(notSeller.statusCode).toBe(404);
      expect(notSeller.json().message).toBe('Seller not found');
      for (const id of ['987654321', 'abc', '1.5']) {
        expect((await admin.client.put(`/api/user/${id}`)).statusCode).toBe(404);
      }
    });
  });

  describe('DELETE /users/:id', () => {
    it('revokes the account’s sessions, removes its listings, and cancels orders on them', async () => {
      const seller = await ctx.signUp({ role: 'seller' });
      const buyer = await ctx.signUp();
      const admin = await ctx.signUp({ admin: true });
      const ordered = await listProduct(seller.client, category, {
        productName: 'Ordered bicycle',
      });
      const advertised = await listProduct(seller.client, category, {
        productName: 'Advertised bicycle',
      });
      await seller.client.put(`/api/product/${advertised}`);
      await buyer.client.post('/api/buyproduct', orderForm(ordered));
      await buyer.client.put(`/api/reports/${advertised}`);
      const secondDevice = ctx.client();
      await secondDevice.post('/api/auth/login', {
        email: seller.email,
        password: seller.password,
      });
      expect((await secondDevice.get('/api/auth/me')).statusCode).toBe(200);

      const removed = await admin.client.delete(`/api/users/${seller.id}`);
      expect(removed.statusCode).toBe(200);
      expect(removed.json()).toEqual({ acknowledged: true, deletedCount: 1 });

      expect((await seller.client.get('/api/auth/me')).statusCode).toBe(401);
      expect((await secondDevice.get('/api/auth/me')).statusCode).toBe(401);
      expect((await seller.client.post('/api/products', { productName: 'x' })).statusCode).toBe(
        401,
      );

      const listed = [
        ...(await ctx.client().get('/api/advrtized?limit=100')).json(),
        ...(
          await ctx.client().get(`/api/products?category=${encodeURIComponent(category)}&limit=100`)
        ).json(),
        ...(await admin.client.get('/api/products/reports?limit=100')).json(),
      ].map((p: { _id: string }) => p._id);
      expect(listed).not.toContain(ordered);
      expect(listed).not.toContain(advertised);
      expect((await buyer.client.get(`/api/producs/${advertised}`)).statusCode).toBe(404);

      expect((await buyer.client.get(`/api/buyproduct?email=${buyer.email}`)).json()).toEqual([
        expect.objectContaining({ product: 'Ordered bicycle', status: 'cancelled' }),
      ]);
      expect((await admin.client.get(`/api/user/${seller.email}`)).statusCode).toBe(404);
      expect((await admin.client.delete(`/api/users/${seller.id}`)).statusCode).toBe(404);
    });

    it('puts back on the market what a removed buyer had ordered', async () => {
      const seller = await ctx.signUp({ role: 'seller' });
      const buyer = await ctx.signUp();
      const admin = await ctx.signUp({ admin: true });
      const productId = await listProduct(seller.client, category);
      await buyer.client.post('/api/buyproduct', orderForm(productId));

      await admin.client.delete(`/api/users/${buyer.id}`);

      const categoryIds = (
        await ctx.client().get(`/api/products?category=${encodeURIComponent(category)}&limit=100`)
      )
        .json()
        .map((p: { _id: string }) => p._id);
      expect(categoryIds).toContain(productId);
      // The seller keeps the record, cancelled with the reason in words.
      expect(
        (await seller.client.get(`/api/orders/received?email=${seller.email}`)).json(),
      ).toEqual([
        expect.objectContaining({
          productId,
          status: 'cancelled',
          reason: "The buyer's account was removed",
        }),
      ]);
      const another = await ctx.signUp();
      expect((await another.client.post('/api/buyproduct', orderForm(productId))).statusCode).toBe(
        201,
      );
    });

    it('is for admins only, who cannot remove themselves here; unknown and malformed ids are 404', async () => {
      const account = await ctx.signUp();
      const admin = await ctx.signUp({ admin: true });
      expect((await ctx.client().delete(`/api/users/${account.id}`)).statusCode).toBe(401);
      const bySelf = await account.client.delete(`/api/users/${account.id}`);
      expect(bySelf.statusCode).toBe(403);
      expect((await account.client.get('/api/auth/me')).statusCode).toBe(200);
      expect((await admin.client.delete(`/api/users/${admin.id}`)).statusCode).toBe(403);
      for (const id of ['987654321', 'me', '']) {
        expect((await admin.client.delete(`/api/users/${id}`)).statusCode).toBe(404);
      }
    });
  });

  describe('GET /seller and GET /alluer', () => {
    it('list accounts for admins with the spec’s fields, a page at a time', async () => {
      const seller = await ctx.signUp({ role: 'seller', name: 'Listed Seller' });
      const buyer = await ctx.signUp();
      const admin = await ctx.signUp({ admin: true });

      const sellers = await admin.client.get('/api/seller?limit=100');
      expect(sellers.statusCode).toBe(200);
      const sellerList: Array<{ role: string; _id: string }> = sellers.json();
      expect(sellers.headers['x-total-count']).toBe(String(sellerList.length));
      expect(sellerList.every((user) => user.role === 'seller')).toBe(true);
      expect(sellerList.find((user) => user._id === seller.id)).toEqual({
        _id: seller.id,
        name: 'Listed Seller',
        email: seller.email,
        image: '/api/images/test.webp',
        location: null,
        role: 'seller',
        verify: false,
        isAdmin: false,
        suspendedAt: null,
        suspensionReason: null,
      });
      expect(sellerList.map((user) => user._id)).not.toContain(buyer.id);

      const everyone = await admin.client.get('/api/alluer?limit=100');
      const ids = everyone.json().map((user: { _id: string }) => user._id);
      expect(ids).toEqual(expect.arrayContaining([seller.id, buyer.id, admin.id]));
      // Newest first: the admin signed up last.
      expect(ids[0]).toBe(admin.id);
      const total = Number(everyone.headers['x-total-count']);
      expect(total).toBe(ids.length);
      const page = await admin.client.get('/api/alluer?limit=2&offset=1');
      expect(page.json().map((user: { _id: string }) => user._id)).toEqual(ids.slice(1, 3));
      expect(page.headers['x-total-count']).toBe(String(total));
    });

    it('keep their totals exact as accounts come and go', async () => {
      const admin = await ctx.signUp({ admin: true });
      const totalOf = async (path: string) =>
        Number((await admin.client.get(`${path}?limit=1`)).headers['x-total-count']);
      const totals = async (): Promise<[number, number]> => [
        await totalOf('/api/alluer'),
        await totalOf('/api/seller'),
      ];
      const [everyone, sellers] = await totals();
      const seller = await ctx.signUp({ role: 'seller' });
      await ctx.signUp();
      expect(await totals()).toEqual([everyone + 2, sellers + 1]);
      expect((await admin.client.delete(`/api/users/${seller.id}`)).statusCode).toBe(200);
      expect(await totals()).toEqual([everyone + 1, sellers]);
    });

    it('refuse everyone but admins', async () => {
      const seller = await ctx.signUp({ role: 'seller' });
      for (const path of ['/api/seller', '/api/alluer']) {
        expect((await ctx.client().get(path)).statusCode).toBe(401);
        const refused = await seller.client.get(path);
        expect(refused.statusCode).toBe(403);
        expect(refused.json().message).toBe('Only administrators may do this');
      }
    });
  });

  describe('GET /role/:email and GET /roles/:email', () => {
    it('tell a user their own roles, and admins anyone’s', async () => {
      const seller = await ctx.signUp({ role: 'seller' });
      const buyer = await ctx.signUp();
      const admin = await ctx.signUp({ admin: true });
      const upper = encodeURIComponent(seller.email.toUpperCase());
      expect((await seller.client.get(`/api/role/${upper}`)).json()).toEqual({ isAdmin: false });
      expect((await seller.client.get(`/api/roles/${upper}`)).json()).toEqual({ isSeller: true });
      expect((await buyer.client.get(`/api/roles/${buyer.email}`)).json()).toEqual({
        isSeller: false,
      });
      expect((await admin.client.get(`/api/role/${admin.email}`)).json()).toEqual({
        isAdmin: true,
      });
      expect((await admin.client.get(`/api/roles/${seller.email}`)).json()).toEqual({
        isSeller: true,
      });
    });

    it('refuse other people’s roles and signed-out callers', async () => {
      const seller = await ctx.signUp({ role: 'seller' });
      const buyer = await ctx.signUp();
      for (const path of [`/api/role/${seller.email}`, `/api/roles/${seller.email}`]) {
        expect((await buyer.client.get(path)).statusCode).toBe(403);
        expect((await ctx.client().get(path)).statusCode).toBe(401);
      }
    });
  });
});
