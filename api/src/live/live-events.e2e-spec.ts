import type { LiveEvents } from '@marketplace/contracts';
import type { AddressInfo } from 'node:net';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { addCategory, listProduct, orderForm } from '../testing/catalogue.js';
import { EventStreamClient } from '../testing/event-stream.js';
import { DATABASE_TARGETS, type TestContext, createTestContext } from '../testing/test-app.js';

const LIVE_ENV = {
  LIVE_HEARTBEAT_MS: '200',
  JOBS_WORKER: 'true',
  JOBS_POLL_INTERVAL_MS: '50',
};

async function listen(app: NestFastifyApplication): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.getHttpServer().address() as AddressInfo;
  return `http://127.0.0.1:${port}`;
}

describe.each(DATABASE_TARGETS)('live events on %s', (_, databaseUrl) => {
  let ctx: TestContext;
  let base: string;
  let category: string;
  const streams: EventStreamClient[] = [];
  const connect = async (headers: Record<string, string>, url = base) => {
    const stream = await EventStreamClient.connect(`${url}/api/events`, headers);
    streams.push(stream);
    return stream;
  };

  beforeAll(async () => {
    ctx = await createTestContext(databaseUrl, LIVE_ENV);
    base = await listen(ctx.app);
    category = (await addCategory(ctx)).name;
  });
  afterEach(() => {
    for (const stream of streams.splice(0)) stream.close();
  });
  afterAll(() => ctx.close());

  it('refuses a visitor who is not signed in (401)', async () => {
    const stream = await connect({});
    expect(stream.status).toBe(401);
  });

  it("streams a new message and the recipient's unread count to both parties' open pages", async () => {
    const seller = await ctx.signUp({ role: 'seller' });
    const buyer = await ctx.signUp();
    const productId = await listProduct(seller.client, category);
    const { _id: id } = (await buyer.client.post('/api/conversations', { productId })).json();
    const sellerPage = await connect(seller.client.cookieHeader);
    const buyerPage = await connect(buyer.client.cookieHeader);
    expect(sellerPage.status).toBe(200);

    const sent = await buyer.client.post(`/api/conversations/${id}/messages`, {
      text: 'Is it still available?',
    });
    expect(sent.statusCode).toBe(201);
    await sellerPage.until((s) => s.all('unread').length > 0 && s.all('message').length > 0);
    expect(sellerPage.all<LiveEvents['message']>('message')).toEqual([
      { conversationId: id, message: { ...sent.json(), mine: false } },
    ]);
    expect(sellerPage.all('unread')).toEqual([{ count: 1 }]);
    await buyerPage.until((s) => s.all('message').length > 0);
    expect(buyerPage.all<LiveEvents['message']>('message')[0]!.message.mine).toBe(true);
    expect(buyerPage.all('unread')).toEqual([]);

    // Reading on one page tells the account's other pages the new count.
    expect((await seller.client.post(`/api/conversations/${id}/read`)).statusCode).toBe(200);
    await sellerPage.until((s) => s.all('unread').length === 2);
    expect(sellerPage.all('unread')[1]).toEqual({ count: 0 });
  });

  it("tells both parties' pages when an order changes", async () => {
    const seller = await ctx.signUp({ role: 'seller' });
    const buyer = await ctx.signUp();
    const productId = await listProduct(seller.client, category);
    const sellerPage = await connect(seller.client.cookieHeader);
    const buyerPage = await connect(buyer.client.cookieHeader);
    const orderId = (await buyer.client.post('/api/buyproduct', orderForm(productId))).json()
      .insertedId;
    await sellerPage.until((s) => s.all('order').length > 0);
    expect(sellerPage.all('order')).toEqual([{ orderId, status: 'requested' }]);
    expect((await seller.client.post(`/api/orders/${orderId}/accept`)).statusCode).toBe(200);
    await buyerPage.until((s) => s.all('order').length === 2);
    expect(buyerPage.all('order')).toEqual([
      { orderId, status: 'requested' },
      { orderId, status: 'accepted' },
    ]);
  });

  it('sends heartbeats, passes uncompressed under the security headers, and is never cached', async () => {
    const account = await ctx.signUp();
    const stream = await connect({ ...account.client.cookieHeader, 'accept-encoding': 'gzip, br' });
    expect(stream.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(stream.headers.get('content-encoding')).toBeNull();
    expect(stream.headers.get('cache-control')).toBe('no-store, no-transform');
    expect(stream.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(stream.headers.get('x-request-id')).toBeTruthy();
    await stream.until((s) => s.comments >= 2, 5_000);
  });
  it("ends a stream at the next heartbeat once its session ends (another device's password change)", async () => {
    const account = await ctx.signUp();
    const elsewhere = ctx.client();
    expect(
      (
        await elsewhere.post('/api/auth/login', {
          email: account.email,
          password: account.password,
        })
      ).statusCode,
    ).toBe(200);
    const stolen = await connect(elsewhere.cookieHeader);
    const kept = await connect(account.client.cookieHeader);
    const changed = await account.client.post('/api/account/password', {
      currentPassword: account.password,
      newPassword: 'another good long password',
    });
    expect(changed.statusCode).toBe(200);
    await stolen.until((s) => s.ended);
    const heartbeats = kept.comments;
    await kept.until((s) => s.comments > heartbeats + 1);
    expect(kept.ended).toBe(false);
  });
});

describe.each(DATABASE_TARGETS)('live streams when the API stops, on %s', (_, databaseUrl) => {
  it('end at once, so an open stream never holds the shutdown up', async () => {
    const ctx = await createTestContext(databaseUrl, LIVE_ENV);
    const base = await listen(ctx.app);
    const account = await ctx.signUp();
    const stream = await EventStreamClient.connect(
      `${base}/api/events`,
      account.client.cookieHeader,
    );
    expect(stream.status).toBe(200);
    const started = performance.now();
    await ctx.close();
    expect(performance.now() - started).toBeLessThan(5_000);
    await stream.until((s) => s.ended, 2_000);
  });
});

/** Two API instances on one database: a stream on one receives a message sent through the other. */
async function acrossInstances(databaseUrl: string | undefined, env: Record<string, string>) {
  const ctx = await createTestContext(databaseUrl, env);
  const other = await ctx.startAnotherInstance(env);
  try {
    const otherBase = await listen(other.app);
    const category = (await addCategory(ctx)).name;
    const seller = await ctx.signUp({ role: 'seller' });
    const buyer = await ctx.signUp();
    const productId = await listProduct(seller.client, category);
    const { _id: id } = (await buyer.client.post('/api/conversations', { productId })).json();
    const sellerPage = await EventStreamClient.connect(
      `${otherBase}/api/events`,
      seller.client.cookieHeader,
    );
    await buyer.client.post(`/api/conversations/${id}/messages`, { text: 'Across processes' });
    await sellerPage.until((s) => s.all('message').length > 0);
    expect(sellerPage.all<LiveEvents['message']>('message')[0]!.message.text).toBe(
      'Across processes',
    );
    sellerPage.close();
  } finally {
    await other.close();
    await ctx.close();
  }
}

// Each instance with its own LISTEN connection to the one PostgreSQL database.
const postgres = DATABASE_TARGETS.find(([name]) => name === 'PostgreSQL');
if (postgres)
  describe('live events across instances on PostgreSQL', () => {
    it('a stream on one instance receives a message sent through the other', () =>
      acrossInstances(postgres[1], LIVE_ENV));
  });

// With REDIS_URL the instances meet in Redis pub/sub instead.
const redisUrl = process.env.TEST_REDIS_URL;
if (redisUrl)
  describe('live events across instances through Redis', () => {
    it('a stream on one instance receives a message sent through the other', () =>
      acrossInstances(undefined, { ...LIVE_ENV, REDIS_URL: redisUrl }));
  });
