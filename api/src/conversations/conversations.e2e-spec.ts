import { eq, sql } from 'drizzle-orm';
import type { ChatMessage, Conversation } from '@marketplace/contracts';
import { users } from '../database/schema.js';
import { addCategory, listProduct, orderForm } from '../testing/catalogue.js';
import {
  DATABASE_TARGETS,
  type TestClient,
  type TestContext,
  createTestContext,
} from '../testing/test-app.js';

describe.each(DATABASE_TARGETS)('conversations on %s', (_, databaseUrl) => {
  let ctx: TestContext;
  let category: string;
  beforeAll(async () => {
    ctx = await createTestContext(databaseUrl);
    category = (await addCategory(ctx)).name;
  });
  afterAll(() => ctx.close());

  /** A seller's listing and a buyer with the conversation about it open. */
  async function conversationAbout(productName = 'Walton fridge') {
    const seller = await ctx.signUp({ role: 'seller', name: 'Rahim Uddin' });
    const buyer = await ctx.signUp({ name: 'Nusrat Jahan' });
    const productId = await listProduct(seller.client, category, { productName });
    const opened = await buyer.client.post('/api/conversations', { productId });
    expect(opened.statusCode).toBe(201);
    return { seller, buyer, productId, conversation: opened.json<Conversation>() };
  }

  const send = (client: TestClient, id: string, text: string) =>
    client.post(`/api/conversations/${id}/messages`, { text });

  it('opens one conversation per listing and buyer: the second ask answers the same one', async () => {
    const { buyer, seller, productId, conversation } = await conversationAbout('Sony headphones');
    expect(conversation).toEqual({
      _id: expect.stringMatching(/^\d+$/),
      role: 'buyer',
      productId,
      productName: 'Sony headphones',
      productImage: '/api/images/fridge.webp',
      otherParty: { _id: seller.id, name: 'Rahim Uddin', image: '/api/images/test.webp' },
      lastMessage: null,
      unread: 0,
      lastActivityAt: expect.any(String),
      readOnlyReason: null,
    });
    const again = await buyer.client.post('/api/conversations', { productId });
    expect(again.statusCode).toBe(200);
    expect(again.json()._id).toBe(conversation._id);
    const seen = await seller.client.get(`/api/conversations/${conversation._id}`);
    expect(seen.json()).toMatchObject({
      role: 'seller',
      otherParty: { _id: buyer.id, name: 'Nusrat Jahan' },
    });
  });

  it('refuses the seller a conversation on their own listing (403), and unknown or bad input', async () => {
    const seller = await ctx.signUp({ role: 'seller' });
    const productId = await listProduct(seller.client, category);
    const own = await seller.client.post('/api/conversations', { productId });
    expect(own.statusCode).toBe(403);
    expect(own.json().message).toBe('You cannot open a conversation on your own listing');

    const buyer = await ctx.signUp();
    expect(
      (await buyer.client.post('/api/conversations', { productId: '999999' })).statusCode,
    ).toBe(404);
    expect((await buyer.client.post('/api/conversations', { productId: 'abc' })).statusCode).toBe(
      404,
    );
    const empty = await buyer.client.post('/api/conversations', {});
    expect(empty.statusCode).toBe(400);
    expect(JSON.stringify(empty.json().message)).toContain('productId');
    const extra = await buyer.client.post('/api/conversations', { productId, text: 'hi' });
    expect(extra.statusCode).toBe(400);
    expect((await ctx.client().post('/api/conversations', { productId })).statusCode).toBe(401);
    expect((await ctx.client().get('/api/conversations')).statusCode).toBe(401);
    expect((await ctx.client().get('/api/conversations/unread-count')).statusCode).toBe(401);
  });

  it('keeps strangers out of a conversation: 403 on every call, never its messages', async () => {
    const { buyer, conversation } = await conversationAbout();
    expect((await send(buyer.client, conversation._id, 'Is it still available?')).statusCode).toBe(
      201,
    );
    const stranger = await ctx.signUp();
    const id = conversation._id;
    for (const response of [
      await stranger.client.get(`/api/conversations/${id}`),
      await stranger.client.get(`/api/conversations/${id}/messages`),
      await send(stranger.client, id, 'Let me in'),
      await stranger.client.post(`/api/conversations/${id}/read`),
    ]) {
      expect(response.statusCode).toBe(403);
      expect(response.body).not.toContain('Is it still available?');
    }
    expect((await stranger.client.get('/api/conversations')).json()).toEqual([]);
    expect((await ctx.client().get(`/api/conversations/${id}/messages`)).statusCode).toBe(401);
    expect((await buyer.client.get('/api/conversations/999999/messages')).statusCode).toBe(404);
    expect((await send(buyer.client, '999999', 'Hello')).statusCode).toBe(404);
  });

  it('takes 1 to 2,000 characters, trimmed, and names the field when refusing', async () => {
    const { buyer, conversation } = await conversationAbout();
    const sent = await send(
      buyer.client,
      conversation._id,
      '  Can we meet at 6?\nNear the mosque.  ',
    );
    expect(sent.statusCode).toBe(201);
    expect(sent.json()).toEqual({
      _id: expect.stringMatching(/^\d+$/),
      conversationId: conversation._id,
      senderId: buyer.id,
      mine: true,
      text: 'Can we meet at 6?\nNear the mosque.',
      scamWarning: null,
      createdAt: expect.any(String),
    });
    for (const text of ['', '   ', 'x'.repeat(2001), 'bell\u0007']) {
      const refused = await send(buyer.client, conversation._id, text);
      expect(refused.statusCode).toBe(400);
      expect(JSON.stringify(refused.json().message)).toContain('text');
    }
    expect((await send(buyer.client, conversation._id, 'y'.repeat(2000))).statusCode).toBe(201);
    const noText = await buyer.client.post(`/api/conversations/${conversation._id}/messages`, {});
    expect(noText.statusCode).toBe(400);
    expect(JSON.stringify(noText.json().message)).toContain('text');
  });

  it('pages messages newest first by keyset, and refuses a malformed cursor', async () => {
    const { buyer, seller, conversation } = await conversationAbout();
    const id = conversation._id;
    for (const [client, text] of [
      [buyer.client, 'one'],
      [seller.client, 'two'],
      [buyer.client, 'three'],
      [seller.client, 'four'],
      [buyer.client, 'five'],
    ] as const)
      expect((await send(client, id, text)).statusCode).toBe(201);

    const first = await seller.client.get(`/api/conversations/${id}/messages?limit=2`);
    expect(first.statusCode).toBe(200);
    const firstPage = first.json<ChatMessage[]>();
    expect(firstPage.map((m) => [m.text, m.mine])).toEqual([
      ['five', false],
      ['four', true],
    ]);
    const second = (
      await seller.client.get(
        `/api/conversations/${id}/messages?limit=2&before=${firstPage[1]!._id}`,
      )
    ).json<ChatMessage[]>();
    expect(second.map((m) => m.text)).toEqual(['three', 'two']);
    const last = (
      await seller.client.get(`/api/conversations/${id}/messages?limit=2&before=${second[1]!._id}`)
    ).json<ChatMessage[]>();
    expect(last.map((m) => m.text)).toEqual(['one']);

    const badCursor = await seller.client.get(`/api/conversations/${id}/messages?before=x`);
    expect(badCursor.statusCode).toBe(400);
    expect(JSON.stringify(badCursor.json().message)).toContain('before');
    const badLimit = await seller.client.get(`/api/conversations/${id}/messages?limit=1000`);
    expect(badLimit.statusCode).toBe(400);
    expect(JSON.stringify(badLimit.json().message)).toContain('limit');
  });

  it('lists mine by newest activity with the other party, the last message and my unread count; reading clears it', async () => {
    const seller = await ctx.signUp({ role: 'seller', name: 'Karim Seller' });
    const [first, second] = [
      await ctx.signUp({ name: 'First Buyer' }),
      await ctx.signUp({ name: 'Second Buyer' }),
    ];
    const productA = await listProduct(seller.client, category, { productName: 'Desk lamp' });
    const productB = await listProduct(seller.client, category, { productName: 'Bookshelf' });
    const a = (await first.client.post('/api/conversations', { productId: productA })).json();
    const b = (await second.client.post('/api/conversations', { productId: productB })).json();
    await send(second.client, b._id, 'Bookshelf still there?');
    await send(first.client, a._id, 'Lamp: does it work?');
    await send(first.client, a._id, 'And the bulb?');

    const inbox = await seller.client.get('/api/conversations');
    expect(inbox.statusCode).toBe(200);
    expect(inbox.headers['x-total-count']).toBe('2');
    expect(
      inbox
        .json<Conversation[]>()
        .map((c) => [c.productName, c.otherParty.name, c.lastMessage?.text, c.unread, c.role]),
    ).toEqual([
      ['Desk lamp', 'First Buyer', 'And the bulb?', 2, 'seller'],
      ['Bookshelf', 'Second Buyer', 'Bookshelf still there?', 1, 'seller'],
    ]);
    expect((await seller.client.get('/api/conversations/unread-count')).json()).toEqual({
      count: 3,
    });
    // The sender has read their own messages.
    expect((await first.client.get('/api/conversations/unread-count')).json()).toEqual({
      count: 0,
    });

    const read = await seller.client.post(`/api/conversations/${a._id}/read`);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual({ acknowledged: true, matchedCount: 1, modifiedCount: 1 });
    expect(
      (await seller.client.post(`/api/conversations/${a._id}/read`)).json().modifiedCount,
    ).toBe(0);
    expect((await seller.client.get('/api/conversations/unread-count')).json()).toEqual({
      count: 1,
    });

    // A reply moves the conversation to the top and counts for the other side.
    await send(seller.client, b._id, 'Yes, come by');
    const after = (await seller.client.get('/api/conversations')).json<Conversation[]>();
    expect(after.map((c) => [c.productName, c.unread])).toEqual([
      ['Bookshelf', 0],
      ['Desk lamp', 0],
    ]);
    expect((await second.client.get('/api/conversations')).json()[0]).toMatchObject({
      unread: 1,
      lastMessage: { text: 'Yes, come by', mine: false },
    });
  });

  it("an order's conversation is the listing and buyer's one, which the seller opens from the order", async () => {
    const { buyer, seller, productId, conversation } = await conversationAbout();
    const placed = await buyer.client.post('/api/buyproduct', orderForm(productId));
    expect(placed.statusCode).toBe(201);
    const orderId = placed.json().insertedId;
    const bySeller = await seller.client.post('/api/conversations', { orderId });
    expect(bySeller.statusCode).toBe(200);
    expect(bySeller.json()).toMatchObject({ _id: conversation._id, role: 'seller' });
    expect((await buyer.client.post('/api/conversations', { orderId })).json()._id).toBe(
      conversation._id,
    );
    const stranger = await ctx.signUp();
    expect((await stranger.client.post('/api/conversations', { orderId })).statusCode).toBe(403);
    expect(
      (await stranger.client.post('/api/conversations', { orderId: '999999' })).statusCode,
    ).toBe(404);
    const both = await buyer.client.post('/api/conversations', { orderId, productId });
    expect(both.statusCode).toBe(400);
  });

  it("a seller may open an order's conversation the buyer never started", async () => {
    const seller = await ctx.signUp({ role: 'seller' });
    const buyer = await ctx.signUp();
    const productId = await listProduct(seller.client, category);
    const orderId = (await buyer.client.post('/api/buyproduct', orderForm(productId))).json()
      .insertedId;
    const opened = await seller.client.post('/api/conversations', { orderId });
    expect(opened.statusCode).toBe(201);
    expect((await buyer.client.post('/api/conversations', { productId })).json()._id).toBe(
      opened.json()._id,
    );
  });

  it('becomes read-only (409) once the other party is suspended or removed, and stays readable', async () => {
    const admin = await ctx.signUp({ admin: true });
    const { buyer, seller, conversation } = await conversationAbout();
    expect((await send(buyer.client, conversation._id, 'Hello')).statusCode).toBe(201);
    expect(
      (await admin.client.post(`/api/users/${seller.id}/suspend`, { reason: 'Fake listings' }))
        .statusCode,
    ).toBe(200);
    const refused = await send(buyer.client, conversation._id, 'Are you there?');
    expect(refused.statusCode).toBe(409);
    const readable = await buyer.client.get(`/api/conversations/${conversation._id}`);
    expect(readable.json().readOnlyReason).toContain('suspended');
    expect(
      (await buyer.client.get(`/api/conversations/${conversation._id}/messages`)).json(),
    ).toHaveLength(1);

    const other = await conversationAbout();
    expect((await admin.client.delete(`/api/users/${other.buyer.id}`)).statusCode).toBe(200);
    expect(
      (await send(other.seller.client, other.conversation._id, 'Still there?')).statusCode,
    ).toBe(409);
    expect(
      (await other.seller.client.get(`/api/conversations/${other.conversation._id}`)).json(),
    ).toMatchObject({ otherParty: { _id: null, name: 'Removed account' } });
  });

  it('limits messages to 30 a minute per account (429 with Retry-After)', async () => {
    const { buyer, conversation } = await conversationAbout();
    for (let index = 0; index < 30; index += 1)
      expect((await send(buyer.client, conversation._id, `Message ${index}`)).statusCode).toBe(201);
    const limited = await send(buyer.client, conversation._id, 'One too many');
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(60);
  });

  it('lets an account start at most 10 conversations in its first day; an older one more', async () => {
    const seller = await ctx.signUp({ role: 'seller' });
    const buyer = await ctx.signUp();
    const products = [];
    for (let index = 0; index < 12; index += 1)
      products.push(await listProduct(seller.client, category, { productName: `Item ${index}` }));
    for (const productId of products.slice(0, 10))
      expect((await buyer.client.post('/api/conversations', { productId })).statusCode).toBe(201);
    const limited = await buyer.client.post('/api/conversations', { productId: products[10] });
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // Opening one already started is not starting another.
    expect(
      (await buyer.client.post('/api/conversations', { productId: products[0] })).statusCode,
    ).toBe(200);

    await ctx.db
      .update(users)
      .set({ createdAt: sql`now() - interval '2 days'` })
      .where(eq(users.id, Number(buyer.id)));
    expect(
      (await buyer.client.post('/api/conversations', { productId: products[11] })).statusCode,
    ).toBe(201);
  });
});
