import { BLOCKS_MAX, type Conversation, type Order } from '@marketplace/contracts';
import { sql } from 'drizzle-orm';
import { queryRows } from '../database/database.js';
import { addCategory, listProduct, orderForm } from '../testing/catalogue.js';
import { DATABASE_TARGETS, type TestContext, createTestContext } from '../testing/test-app.js';
import { until } from '../testing/until.js';

describe.each(DATABASE_TARGETS)('blocking a person on %s', (_, databaseUrl) => {
  let ctx: TestContext;
  let category: string;
  beforeAll(async () => {
    ctx = await createTestContext(databaseUrl, {
      JOBS_WORKER: 'true',
      JOBS_POLL_INTERVAL_MS: '50',
    });
    category = (await addCategory(ctx)).name;
  });
  afterAll(() => ctx.close());

  type Account = Awaited<ReturnType<TestContext['signUp']>>;
  const searchIds = async (who: Account | undefined, q: string) => {
    const client = who?.client ?? ctx.client();
    const response = await client.get(`/api/products/search?q=${encodeURIComponent(q)}`);
    expect(response.statusCode).toBe(200);
    return {
      ids: response.json<Array<{ _id: string }>>().map((product) => product._id),
      total: response.headers['x-total-count'],
    };
  };

  it('refuses every call to a signed-out visitor (401)', async () => {
    const someone = await ctx.signUp();
    for (const [method, url] of [
      ['GET', '/api/blocks'],
      ['PUT', `/api/blocks/${someone.id}`],
      ['DELETE', `/api/blocks/${someone.id}`],
    ] as const) {
      expect((await ctx.client().request(method, url)).statusCode).toBe(401);
    }
  });

  it('blocks once, lists, unblocks; refuses oneself (400), an admin (403), unknown people (404)', async () => {
    const buyer = await ctx.signUp();
    const seller = await ctx.signUp({ role: 'seller', name: 'Karim Traders' });
    const admin = await ctx.signUp({ admin: true });

    const first = await buyer.client.put(`/api/blocks/${seller.id}`);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ acknowledged: true, matchedCount: 1, modifiedCount: 1 });
    const again = await buyer.client.put(`/api/blocks/${seller.id}`);
    expect(again.json()).toEqual({ acknowledged: true, matchedCount: 1, modifiedCount: 0 });
    expect((await buyer.client.get('/api/blocks')).json()).toEqual([
      {
        _id: seller.id,
        name: 'Karim Traders',
        image: '/api/images/test.webp',
        blockedAt: expect.any(String),
      },
    ]);
    // The blocked person's own list says nothing of it.
    expect((await seller.client.get('/api/blocks')).json()).toEqual([]);

    const self = await buyer.client.put(`/api/blocks/${buyer.id}`);
    expect(self.statusCode).toBe(400);
    expect(self.json().message).toBe('You cannot block yourself');
    const ofAdmin = await buyer.client.put(`/api/blocks/${admin.id}`);
    expect(ofAdmin.statusCode).toBe(403);
    expect(ofAdmin.json().message).toBe('Administrators cannot be blocked');
    for (const id of ['987654321', 'abc', '-1']) {
      expect((await buyer.client.put(`/api/blocks/${id}`)).statusCode).toBe(404);
    }

    expect((await buyer.client.delete(`/api/blocks/${seller.id}`)).statusCode).toBe(200);
    expect((await buyer.client.get('/api/blocks')).json()).toEqual([]);
    const notBlocked = await buyer.client.delete(`/api/blocks/${seller.id}`);
    expect(notBlocked.statusCode).toBe(404);
    expect(notBlocked.json().message).toBe('You have not blocked this person');
  });

  it(`holds at most ${BLOCKS_MAX} blocks per account (409)`, async () => {
    const buyer = await ctx.signUp();
    const last = await ctx.signUp();
    // The cap's worth of accounts, written straight to the table: signing each up would be slow.
    const tag = `cap-${buyer.id}`;
    await queryRows(
      ctx.db,
      sql`with made as (
            insert into users (name, email, image)
            select 'Filler', ${tag} || '-' || n || '@example.com', '/api/images/test.webp'
            from generate_series(1, ${BLOCKS_MAX}) n returning id)
          insert into user_blocks (blocker_id, blocked_id)
          select ${Number(buyer.id)}, id from made returning blocked_id`,
    );
    const refused = await buyer.client.put(`/api/blocks/${last.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(`You can block at most ${BLOCKS_MAX} people`);
  });

  it('takes at most RATE_LIMIT_BLOCKS_PER_HOUR new blocks an hour (429 with Retry-After), repeats not counted', async () => {
    const limited = await createTestContext(databaseUrl, { RATE_LIMIT_BLOCKS_PER_HOUR: '2' });
    try {
      const buyer = await limited.signUp();
      const [a, b, c] = [await limited.signUp(), await limited.signUp(), await limited.signUp()];
      expect((await buyer.client.put(`/api/blocks/${a.id}`)).statusCode).toBe(200);
      expect((await buyer.client.put(`/api/blocks/${a.id}`)).statusCode).toBe(200);
      expect((await buyer.client.put(`/api/blocks/${b.id}`)).statusCode).toBe(200);
      const flooded = await buyer.client.put(`/api/blocks/${c.id}`);
      expect(flooded.statusCode).toBe(429);
      expect(Number(flooded.headers['retry-after'])).toBeGreaterThan(0);
      expect(flooded.json().message).toBe('You have blocked too many people this hour');
    } finally {
      await limited.close();
    }
  });

  it("hides each side's listings from the other's search, detail and profile, and nobody else's", async () => {
    const buyer = await ctx.signUp();
    const seller = await ctx.signUp({ role: 'seller' });
    const stranger = await ctx.signUp();
    const productId = await listProduct(seller.client, category, {
      productName: 'Zebrawood rocking chair',
    });
    const before = await searchIds(buyer, 'zebrawood');
    expect(before.ids).toEqual([productId]);

    expect((await buyer.client.put(`/api/blocks/${seller.id}`)).statusCode).toBe(200);
    expect(await searchIds(buyer, 'zebrawood')).toEqual({ ids: [], total: '0' });
    expect((await buyer.client.get(`/api/producs/${productId}`)).statusCode).toBe(404);
    const profile = await buyer.client.get(`/api/sellers/${seller.id}/products`);
    expect(profile.json()).toEqual([]);
    // The seller's own view of their listing and everyone else's are untouched.
    expect((await seller.client.get(`/api/producs/${productId}`)).statusCode).toBe(200);
    expect((await searchIds(stranger, 'zebrawood')).ids).toEqual([productId]);
    expect((await searchIds(undefined, 'zebrawood')).ids).toEqual([productId]);

    expect((await buyer.client.delete(`/api/blocks/${seller.id}`)).statusCode).toBe(200);
    expect((await searchIds(buyer, 'zebrawood')).ids).toEqual([productId]);
  });

  it("keeps a page full: the blocked seller's listings leave inside the query, not after it", async () => {
    const buyer = await ctx.signUp();
    const blocked = await ctx.signUp({ role: 'seller' });
    const other = await ctx.signUp({ role: 'seller' });
    for (let n = 0; n < 3; n += 1) {
      await listProduct(blocked.client, category, { productName: `Quokka lamp ${n}` });
      await listProduct(other.client, category, { productName: `Quokka lamp ${n}` });
    }
    await buyer.client.put(`/api/blocks/${blocked.id}`);
    const page = await buyer.client.get('/api/products/search?q=quokka&limit=2');
    expect(page.json()).toHaveLength(2);
    expect(page.headers['x-total-count']).toBe('3');
  });

  it("narrows a blocked viewer's category and home lists without touching the shared cache", async () => {
    const own = (await addCategory(ctx)).name;
    const buyer = await ctx.signUp();
    const blocked = await ctx.signUp({ role: 'seller' });
    const other = await ctx.signUp({ role: 'seller' });
    const shown = await listProduct(other.client, own, { productName: 'Shown lamp' });
    // The newest: the first of a page of one for anyone who sees it.
    const hidden = await listProduct(blocked.client, own, { productName: 'Hidden lamp' });
    for (const seller of [blocked, other]) {
      const id = seller === blocked ? hidden : shown;
      expect((await seller.client.put(`/api/product/${id}`)).statusCode).toBe(200);
    }
    const categoryUrl = `/api/products?category=${encodeURIComponent(own)}&limit=1`;
    const listed = async (client: ReturnType<TestContext['client']>, url: string) => {
      const response = await client.get(url);
      expect(response.statusCode).toBe(200);
      return {
        ids: response.json<Array<{ _id: string }>>().map((product) => product._id),
        total: response.headers['x-total-count'],
      };
    };
    // An anonymous visitor fills the shared entry first.
    expect(await listed(ctx.client(), categoryUrl)).toEqual({ ids: [hidden], total: '2' });

    expect((await buyer.client.put(`/api/blocks/${blocked.id}`)).statusCode).toBe(200);
    // The blocker's page is full and its total exact, from their own query.
    expect(await listed(buyer.client, categoryUrl)).toEqual({ ids: [shown], total: '1' });
    const home = await listed(buyer.client, '/api/advrtized?limit=100');
    expect(home.ids).toContain(shown);
    expect(home.ids).not.toContain(hidden);
    // The blocked seller's lists leave out only the blocker's listings, never their own.
    expect((await listed(blocked.client, categoryUrl)).ids).toEqual([hidden]);
    // Everyone else still reads the shared entries, unchanged by the blocker's requests.
    expect(await listed(ctx.client(), categoryUrl)).toEqual({ ids: [hidden], total: '2' });
    expect((await listed(ctx.client(), '/api/advrtized?limit=100')).ids).toContain(hidden);

    expect((await buyer.client.delete(`/api/blocks/${blocked.id}`)).statusCode).toBe(200);
    expect(await listed(buyer.client, categoryUrl)).toEqual({ ids: [hidden], total: '2' });
  });

  it('works both ways: the blocked person cannot order, and finds the item taken, not a block', async () => {
    const buyer = await ctx.signUp();
    const seller = await ctx.signUp({ role: 'seller' });
    const productId = await listProduct(seller.client, category, { productName: 'Ilish pot' });
    expect((await seller.client.put(`/api/blocks/${buyer.id}`)).statusCode).toBe(200);

    expect((await searchIds(buyer, 'ilish')).ids).toEqual([]);
    const order = await buyer.client.post('/api/buyproduct', orderForm(productId));
    expect(order.statusCode).toBe(409);
    expect(order.json().message).toBe('This product has already been ordered');
    const chat = await buyer.client.post('/api/conversations', { productId });
    expect(chat.statusCode).toBe(404);
    expect(chat.json().message).toBe('Product not found');

    expect((await seller.client.delete(`/api/blocks/${buyer.id}`)).statusCode).toBe(200);
    expect((await buyer.client.post('/api/buyproduct', orderForm(productId))).statusCode).toBe(201);
  });

  it("keeps a blocked seller's listings out of the blocker's favourites and saved-search matches", async () => {
    const buyer = await ctx.signUp();
    const seller = await ctx.signUp({ role: 'seller' });
    const kept = await listProduct(seller.client, category, { productName: 'Nakshi kantha quilt' });
    expect((await buyer.client.put(`/api/favourites/${kept}`)).statusCode).toBe(200);
    const saved = await buyer.client.post('/api/saved-searches', {
      name: 'Quilts',
      query: { q: 'kantha' },
    });
    expect(saved.statusCode).toBe(201);
    const favourite = async () =>
      (await buyer.client.get('/api/favourites')).json<
        Array<{ productId: string; status: string }>
      >();
    expect(await favourite()).toEqual([
      expect.objectContaining({ productId: kept, status: 'available' }),
    ]);

    expect((await buyer.client.put(`/api/blocks/${seller.id}`)).statusCode).toBe(200);
    // The favourite stays, but reads as the listing page does for a block: gone.
    expect(await favourite()).toEqual([
      expect.objectContaining({ productId: kept, status: 'removed' }),
    ]);

    await listProduct(seller.client, category, { productName: 'Kantha stitched shawl' });
    const other = await ctx.signUp({ role: 'seller' });
    await listProduct(other.client, category, { productName: 'Kantha cushion cover' });
    // Both listings' announcements delivered (the outbox's rows gone), then the matches read.
    await until(
      () =>
        queryRows<{ pending: number }>(
          ctx.db,
          sql`select count(*)::int as pending from jobs where kind = 'domain-event'`,
        ),
      ([row]) => row!.pending === 0,
    );
    const [search] = (await buyer.client.get('/api/saved-searches')).json<
      Array<{ newMatches: number }>
    >();
    // Only the other seller's listing matched; the blocked seller's new one did not.
    expect(search?.newMatches).toBe(1);
  });

  it('closes the conversation for both, in the same words, and refuses new messages (409)', async () => {
    const buyer = await ctx.signUp();
    const seller = await ctx.signUp({ role: 'seller' });
    const productId = await listProduct(seller.client, category);
    const conversation = (
      await buyer.client.post('/api/conversations', { productId })
    ).json<Conversation>();
    const url = `/api/conversations/${conversation._id}/messages`;
    expect((await buyer.client.post(url, { text: 'Is it still for sale?' })).statusCode).toBe(201);

    expect((await buyer.client.put(`/api/blocks/${seller.id}`)).statusCode).toBe(200);
    const closed = "You can't reply to this conversation";
    for (const [who, text] of [
      [seller, 'Yes, come today'],
      [buyer, 'Never mind'],
    ] as const) {
      const refused = await who.client.post(url, { text });
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toBe(closed);
      const read = await who.client.get(`/api/conversations/${conversation._id}`);
      expect(read.json().readOnlyReason).toBe(closed);
      const listed = (await who.client.get('/api/conversations')).json<Conversation[]>();
      expect(listed.find((c) => c._id === conversation._id)?.readOnlyReason).toBe(closed);
      // What was said stays readable.
      expect((await who.client.get(url)).json()).toHaveLength(1);
    }
    expect((await buyer.client.delete(`/api/blocks/${seller.id}`)).statusCode).toBe(200);
    expect((await seller.client.post(url, { text: 'Yes, come today' })).statusCode).toBe(201);
  });

  it('ends open requests between the two: declined when the seller blocks, withdrawn when the buyer does', async () => {
    const seller = await ctx.signUp({ role: 'seller' });
    const buyer = await ctx.signUp();
    const bystander = await ctx.signUp();
    const first = await listProduct(seller.client, category);
    const second = await listProduct(seller.client, category);
    const third = await listProduct(seller.client, category);
    const order = async (who: Account, productId: string) =>
      (await who.client.post('/api/buyproduct', orderForm(productId))).json().insertedId as string;
    const declinedId = await order(buyer, first);
    const untouchedId = await order(bystander, second);

    expect((await seller.client.put(`/api/blocks/${buyer.id}`)).statusCode).toBe(200);
    const statusOf = async (who: Account, id: string) =>
      (await who.client.get(`/api/buyproduct?email=${encodeURIComponent(who.email)}`))
        .json<Order[]>()
        .find((o) => o._id === id)?.status;
    await until(
      () => statusOf(buyer, declinedId),
      (status) => status === 'declined',
    );
    expect(await statusOf(bystander, untouchedId)).toBe('requested');

    expect((await seller.client.delete(`/api/blocks/${buyer.id}`)).statusCode).toBe(200);
    const withdrawnId = await order(buyer, third);
    expect((await buyer.client.put(`/api/blocks/${seller.id}`)).statusCode).toBe(200);
    const received = async () =>
      (await seller.client.get(`/api/orders/received?email=${encodeURIComponent(seller.email)}`))
        .json<Array<{ _id: string; status: string }>>()
        .find((o) => o._id === withdrawnId)?.status;
    await until(received, (status) => status === 'cancelled');
  });
});
