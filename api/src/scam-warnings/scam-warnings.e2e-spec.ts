import type { ChatMessage, Conversation, FlaggedConversation } from '@marketplace/contracts';
import { makeDeal } from '../testing/deals.js';
import { addCategory, listProduct } from '../testing/catalogue.js';
import { DATABASE_TARGETS, type TestContext, createTestContext } from '../testing/test-app.js';

const NEVER_PAY = 'Never pay before you meet and see the item';

describe.each(DATABASE_TARGETS)('scam warnings on %s', (_, databaseUrl) => {
  let ctx: TestContext;
  let category: string;
  beforeAll(async () => {
    ctx = await createTestContext(databaseUrl);
    category = (await addCategory(ctx)).name;
  });
  afterAll(() => ctx.close());

  async function conversation() {
    const seller = await ctx.signUp({ role: 'seller', name: 'Kamal Hossain' });
    const buyer = await ctx.signUp({ name: 'Sadia Islam' });
    const productId = await listProduct(seller.client, category);
    const opened = await buyer.client.post('/api/conversations', { productId });
    return { seller, buyer, productId, id: opened.json<Conversation>()._id };
  }

  it('warns the recipient under "send 500 tk bKash advance", not its sender, and still delivers it', async () => {
    const { seller, buyer, id } = await conversation();
    const sent = await seller.client.post(`/api/conversations/${id}/messages`, {
      text: 'send 500 tk bKash advance and I keep it for you',
    });
    expect(sent.statusCode).toBe(201);
    expect(sent.json<ChatMessage>()).toMatchObject({ mine: true, scamWarning: null });

    const [received] = (await buyer.client.get(`/api/conversations/${id}/messages`)).json<
      ChatMessage[]
    >();
    expect(received).toMatchObject({
      mine: false,
      text: 'send 500 tk bKash advance and I keep it for you',
      scamWarning: expect.stringContaining(NEVER_PAY),
    });
    const inbox = (await buyer.client.get('/api/conversations')).json<Conversation[]>();
    expect(inbox[0]?.lastMessage?.scamWarning).toContain(NEVER_PAY);
    const own = (await seller.client.get(`/api/conversations/${id}/messages`)).json<
      ChatMessage[]
    >();
    expect(own[0]?.scamWarning).toBeNull();
  });

  it('warns in Bengali text too, and leaves an ordinary message alone', async () => {
    const { seller, buyer, id } = await conversation();
    await seller.client.post(`/api/conversations/${id}/messages`, {
      text: 'ডেলিভারি চার্জ ১৫০ টাকা আগে বিকাশ করুন',
    });
    await seller.client.post(`/api/conversations/${id}/messages`, {
      text: 'কাল বিকেলে ধানমন্ডিতে দেখা করতে পারি',
    });
    const [ordinary, flagged] = (await buyer.client.get(`/api/conversations/${id}/messages`)).json<
      ChatMessage[]
    >();
    expect(ordinary?.scamWarning).toBeNull();
    expect(flagged?.scamWarning).toContain('delivery charge first');
  });

  it('warns of a phone number before the deal is accepted, and not after', async () => {
    const before = await conversation();
    await before.buyer.client.post(`/api/conversations/${before.id}/messages`, {
      text: 'whatsapp me on ০১৭১২-৩৪৫৬৭৮',
    });
    const [early] = (
      await before.seller.client.get(`/api/conversations/${before.id}/messages`)
    ).json<ChatMessage[]>();
    expect(early?.scamWarning).toContain('keep talking here');

    const deal = await makeDeal(ctx, category, 'accepted');
    const opened = await deal.buyer.client.post('/api/conversations', {
      productId: deal.productId,
    });
    const id = opened.json<Conversation>()._id;
    await deal.buyer.client.post(`/api/conversations/${id}/messages`, {
      text: 'my number is 01712345678, call when you leave',
    });
    const [after] = (await deal.seller.client.get(`/api/conversations/${id}/messages`)).json<
      ChatMessage[]
    >();
    expect(after?.scamWarning).toBeNull();
  });

  it('lists flagged threads to administrators only, with the flagged messages and who sent them', async () => {
    const { seller, buyer, id, productId } = await conversation();
    await seller.client.post(`/api/conversations/${id}/messages`, { text: 'hello, still here' });
    await seller.client.post(`/api/conversations/${id}/messages`, {
      text: 'pls send the OTP code you got',
    });
    const admin = await ctx.signUp({ admin: true });
    const answer = await admin.client.get('/api/conversations/flagged', {
      query: { limit: '100' },
    });
    expect(answer.statusCode).toBe(200);
    expect(Number(answer.headers['x-total-count'])).toBeGreaterThanOrEqual(1);
    const thread = answer.json<FlaggedConversation[]>().find((item) => item._id === id);
    expect(thread).toEqual({
      _id: id,
      productId,
      productName: expect.any(String),
      buyer: { _id: buyer.id, name: 'Sadia Islam' },
      seller: { _id: seller.id, name: 'Kamal Hossain' },
      flaggedCount: 1,
      flagged: [
        {
          _id: expect.any(String),
          sender: 'seller',
          text: 'pls send the OTP code you got',
          kind: 'code-request',
          createdAt: expect.any(String),
        },
      ],
    });

    expect((await seller.client.get('/api/conversations/flagged')).statusCode).toBe(403);
    expect((await ctx.client().get('/api/conversations/flagged')).statusCode).toBe(401);
    expect(
      (await admin.client.get('/api/conversations/flagged', { query: { limit: 'many' } }))
        .statusCode,
    ).toBe(400);
  });

  it("warns a listing's buyers, never its seller, and follows an edit", async () => {
    const seller = await ctx.signUp({ role: 'seller' });
    const buyer = await ctx.signUp();
    const productId = await listProduct(seller.client, category, {
      description: 'Booking: 2000 tk bKash advance, rest at delivery',
    });
    const seen = await buyer.client.get(`/api/producs/${productId}`);
    expect(seen.json().scamWarning).toContain(NEVER_PAY);
    expect((await seller.client.get(`/api/producs/${productId}`)).json().scamWarning).toBeNull();

    const edited = await seller.client.request('PATCH', `/api/product/${productId}`, {
      description: 'Cash when we meet, at a safe spot',
    });
    expect(edited.statusCode).toBe(200);
    expect((await buyer.client.get(`/api/producs/${productId}`)).json().scamWarning).toBeNull();
  });
});
