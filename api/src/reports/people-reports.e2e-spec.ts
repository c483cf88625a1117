import type {
  AccountWarning,
  Conversation,
  ReportedMessage,
  ReportedPerson,
} from '@marketplace/contracts';
import { addCategory, listProduct } from '../testing/catalogue.js';
import { SmtpCatcher } from '../testing/smtp-catcher.js';
import {
  DATABASE_TARGETS,
  type TestClient,
  type TestContext,
  createTestContext,
} from '../testing/test-app.js';

describe.each(DATABASE_TARGETS)('reports of people and messages on %s', (_, databaseUrl) => {
  let smtp: SmtpCatcher;
  let ctx: TestContext;
  let category: string;
  beforeAll(async () => {
    smtp = await new SmtpCatcher({ skipVerificationLinks: true }).start();
    ctx = await createTestContext(databaseUrl, {
      SMTP_URL: smtp.url,
      PUBLIC_URL: 'https://market.example',
      JOBS_WORKER: 'true',
      JOBS_POLL_INTERVAL_MS: '50',
    });
    category = (await addCategory(ctx)).name;
  });
  afterAll(async () => {
    await ctx.close();
    await smtp.close();
  });

  type Account = Awaited<ReturnType<TestContext['signUp']>>;
  const recorded = { acknowledged: true, matchedCount: 1, modifiedCount: 1 };
  const repeated = { acknowledged: true, matchedCount: 1, modifiedCount: 0 };
  const scam = { reason: 'scam', details: 'Asked for bKash payment up front' };

  /** A conversation about a seller's listing, with these messages sent in turn. */
  async function thread(lines: Array<[who: 'buyer' | 'seller', text: string]>) {
    const seller = await ctx.signUp({ role: 'seller', name: 'Sly Seller' });
    const buyer = await ctx.signUp({ name: 'Careful Buyer' });
    const productId = await listProduct(seller.client, category, { productName: 'Old bicycle' });
    const conversation = (
      await buyer.client.post('/api/conversations', { productId })
    ).json<Conversation>();
    const ids: string[] = [];
    for (const [who, text] of lines) {
      const client = (who === 'buyer' ? buyer : seller).client;
      const sent = await client.post(`/api/conversations/${conversation._id}/messages`, { text });
      ids.push(sent.json<{ _id: string }>()._id);
    }
    return { seller, buyer, conversation, ids };
  }

  const queue = async <T>(admin: Account, which: 'people' | 'messages') =>
    (await admin.client.get(`/api/${which}/reports?limit=100`)).json<T[]>();

  it('takes one open report of a person per reporter; the admin queue counts them by reason', async () => {
    const admin = await ctx.signUp({ admin: true });
    const reported = await ctx.signUp({ name: 'Fake Farhan' });
    const [first, second] = [await ctx.signUp(), await ctx.signUp()];

    const report = await first.client.put(`/api/users/${reported.id}/report`, scam);
    expect(report.statusCode).toBe(200);
    expect(report.json()).toEqual(recorded);
    expect((await first.client.put(`/api/users/${reported.id}/report`, scam)).json()).toEqual(
      repeated,
    );
    await second.client.put(`/api/users/${reported.id}/report`, { reason: 'fake-profile' });

    const people = await queue<ReportedPerson>(admin, 'people');
    expect(people.find((p) => p._id === reported.id)).toEqual({
      _id: reported.id,
      name: 'Fake Farhan',
      email: reported.email,
      image: '/api/images/test.webp',
      reportCount: 2,
      reasons: [
        { reason: 'scam', count: 1 },
        { reason: 'fake-profile', count: 1 },
      ],
      details: ['Asked for bKash payment up front'],
      lastReportedAt: expect.any(String),
    });
  });

  it('refuses bad reports of people: 401, 400 (oneself, no reason, other without words), 404', async () => {
    const reporter = await ctx.signUp();
    const other = await ctx.signUp();
    const url = `/api/users/${other.id}/report`;
    expect((await ctx.client().put(url, scam)).statusCode).toBe(401);
    const self = await reporter.client.put(`/api/users/${reporter.id}/report`, scam);
    expect(self.statusCode).toBe(400);
    expect(self.json().message).toBe('You cannot report yourself');
    for (const body of [
      undefined,
      {},
      { reason: 'rude' },
      { reason: 'other' },
      { ...scam, extra: 1 },
    ]) {
      expect((await reporter.client.put(url, body)).statusCode).toBe(400);
    }
    for (const id of ['987654321', 'abc']) {
      expect((await reporter.client.put(`/api/users/${id}/report`, scam)).statusCode).toBe(404);
    }
  });

  it('reports a message of one’s own conversation and shows it amid its thread', async () => {
    const admin = await ctx.signUp({ admin: true });
    const lines: Array<['buyer' | 'seller', string]> = [
      ['buyer', 'Hello, is it available?'],
      ['seller', 'Yes. 1'],
      ['buyer', 'Can I see it today?'],
      ['seller', 'Yes. 2'],
      ['seller', 'Send 500 Tk by bKash first or no deal'],
      ['buyer', 'I would rather pay when we meet'],
      ['seller', 'Then forget it'],
      ['buyer', 'OK'],
      ['buyer', 'Bye'],
    ];
    const { buyer, seller, conversation, ids } = await thread(lines);
    const reportedId = ids[4]!;

    const report = await buyer.client.put(`/api/messages/${reportedId}/report`, scam);
    expect(report.statusCode).toBe(200);
    expect(report.json()).toEqual(recorded);
    expect((await buyer.client.put(`/api/messages/${reportedId}/report`, scam)).json()).toEqual(
      repeated,
    );

    const item = (await queue<ReportedMessage>(admin, 'messages')).find(
      (m) => m._id === reportedId,
    );
    expect(item).toMatchObject({
      conversationId: conversation._id,
      productName: 'Old bicycle',
      sender: { _id: seller.id, name: 'Sly Seller' },
      reportCount: 1,
      reasons: [{ reason: 'scam', count: 1 }],
      details: ['Asked for bKash payment up front'],
    });
    // Three before, the message, three after, oldest first.
    expect(item!.thread.map((m) => m.text)).toEqual(lines.slice(1, 8).map(([, text]) => text));
    expect(item!.thread.filter((m) => m.reported).map((m) => m._id)).toEqual([reportedId]);
    // A message report is not a report of the person.
    expect((await queue<ReportedPerson>(admin, 'people')).map((p) => p._id)).not.toContain(
      seller.id,
    );
  });

  it('refuses bad reports of messages: 401, 403 outside the thread, 400 one’s own, 404', async () => {
    const { buyer, ids } = await thread([
      ['seller', 'Pay first'],
      ['buyer', 'No'],
    ]);
    const stranger = await ctx.signUp();
    const url = `/api/messages/${ids[0]}/report`;
    expect((await ctx.client().put(url, scam)).statusCode).toBe(401);
    expect((await stranger.client.put(url, scam)).statusCode).toBe(403);
    const own = await buyer.client.put(`/api/messages/${ids[1]}/report`, scam);
    expect(own.statusCode).toBe(400);
    expect(own.json().message).toBe('You cannot report your own message');
    expect((await buyer.client.put(url, { reason: 'spam' })).statusCode).toBe(400);
    expect((await buyer.client.put('/api/messages/987654321/report', scam)).statusCode).toBe(404);
  });

  it('takes at most RATE_LIMIT_REPORTS_PER_HOUR new reports of people and messages (429), repeats not counted', async () => {
    const limited = await createTestContext(databaseUrl, { RATE_LIMIT_REPORTS_PER_HOUR: '2' });
    try {
      const reporter = await limited.signUp();
      const [a, b, c] = [await limited.signUp(), await limited.signUp(), await limited.signUp()];
      const report = (id: string) => reporter.client.put(`/api/users/${id}/report`, scam);
      expect((await report(a.id)).statusCode).toBe(200);
      expect((await report(a.id)).statusCode).toBe(200);
      expect((await report(b.id)).statusCode).toBe(200);
      const flooded = await report(c.id);
      expect(flooded.statusCode).toBe(429);
      expect(Number(flooded.headers['retry-after'])).toBeGreaterThan(0);
      // Messages count in the same hour.
      const seller = await limited.signUp({ role: 'seller' });
      const productId = await listProduct(seller.client, (await addCategory(limited)).name);
      const chat = (
        await reporter.client.post('/api/conversations', { productId })
      ).json<Conversation>();
      const message = await seller.client.post(`/api/conversations/${chat._id}/messages`, {
        text: 'Pay first',
      });
      const ofMessage = await reporter.client.put(
        `/api/messages/${message.json<{ _id: string }>()._id}/report`,
        scam,
      );
      expect(ofMessage.statusCode).toBe(429);
    } finally {
      await limited.close();
    }
  });

  it('lets only admins read the queues and act (401, 403)', async () => {
    const member = await ctx.signUp();
    const other = await ctx.signUp();
    const calls: Array<[string, string, unknown?]> = [
      ['GET', '/api/people/reports'],
      ['GET', '/api/messages/reports'],
      ['POST', `/api/people/${other.id}/dismiss`],
      ['POST', '/api/messages/1/dismiss'],
      ['POST', `/api/people/${other.id}/warn`, { text: 'Be kind' }],
    ];
    for (const [method, url, body] of calls) {
      expect((await ctx.client().request(method, url, body)).statusCode).toBe(401);
      expect((await member.client.request(method, url, body)).statusCode).toBe(403);
    }
  });

  it('dismisses a person’s or a message’s reports with an optional reason, in the audit log; 409 when none, 404 unknown', async () => {
    const admin = await ctx.signUp({ admin: true, name: 'Admin Ayesha' });
    const reporter = await ctx.signUp();
    const reported = await ctx.signUp({ name: 'Innocent Imran' });
    await reporter.client.put(`/api/users/${reported.id}/report`, scam);

    const dismissed = await admin.client.post(`/api/people/${reported.id}/dismiss`, {
      reason: 'A misunderstanding',
    });
    expect(dismissed.statusCode).toBe(200);
    expect(dismissed.json()).toEqual(recorded);
    expect((await queue<ReportedPerson>(admin, 'people')).map((p) => p._id)).not.toContain(
      reported.id,
    );
    const [entry] = (await admin.client.get('/api/audit-log?limit=1')).json();
    expect(entry).toMatchObject({
      action: 'person-reports.dismiss',
      actor: { _id: admin.id },
      target: { type: 'user', _id: reported.id, name: `Innocent Imran <${reported.email}>` },
      reason: 'A misunderstanding',
    });
    const again = await admin.client.post(`/api/people/${reported.id}/dismiss`);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This person has no open reports');
    expect((await admin.client.post('/api/people/987654321/dismiss')).statusCode).toBe(404);
    // Reported again after a dismissal: a new open report.
    expect((await reporter.client.put(`/api/users/${reported.id}/report`, scam)).json()).toEqual(
      recorded,
    );

    const { buyer, ids } = await thread([['seller', 'You are an idiot']]);
    await buyer.client.put(`/api/messages/${ids[0]}/report`, { reason: 'harassment' });
    expect((await admin.client.post(`/api/messages/${ids[0]}/dismiss`)).json()).toEqual(recorded);
    const [messageEntry] = (await admin.client.get('/api/audit-log?limit=1')).json();
    expect(messageEntry).toMatchObject({
      action: 'message-reports.dismiss',
      target: { type: 'message', _id: ids[0], name: 'You are an idiot' },
      reason: null,
    });
    expect((await admin.client.post(`/api/messages/${ids[0]}/dismiss`)).statusCode).toBe(409);
    expect((await admin.client.post('/api/messages/987654321/dismiss')).statusCode).toBe(404);
    const tooLong = await admin.client.post(`/api/people/${reported.id}/dismiss`, {
      reason: 'x'.repeat(501),
    });
    expect(tooLong.statusCode).toBe(400);
  });

  it('warns: closes every report about the person, emails them, and shows the notice until acknowledged', async () => {
    const admin = await ctx.signUp({ admin: true });
    const { buyer, seller, ids } = await thread([['seller', 'Pay first or no deal']]);
    await buyer.client.put(`/api/messages/${ids[0]}/report`, scam);
    await buyer.client.put(`/api/users/${seller.id}/report`, scam);
    const text = 'Asking for payment before the meeting is not allowed here.';

    expect((await admin.client.post(`/api/people/${seller.id}/warn`, {})).statusCode).toBe(400);
    const warned = await admin.client.post(`/api/people/${seller.id}/warn`, { text });
    expect(warned.statusCode).toBe(200);
    expect(warned.json()).toEqual({ acknowledged: true, matchedCount: 2, modifiedCount: 2 });
    expect((await queue<ReportedPerson>(admin, 'people')).map((p) => p._id)).not.toContain(
      seller.id,
    );
    expect((await queue<ReportedMessage>(admin, 'messages')).map((m) => m._id)).not.toContain(
      ids[0],
    );
    const [entry] = (await admin.client.get('/api/audit-log?limit=1')).json();
    expect(entry).toMatchObject({ action: 'user.warn', target: { _id: seller.id }, reason: text });

    const email = await smtp.waitFor(seller.email);
    expect(email.subject).toBe('A warning about your Marketplace account');
    expect(email.text).toContain(text);
    expect(email.text).toContain('https://market.example/dashbord');

    const notices = (await seller.client.get('/api/warnings')).json<AccountWarning[]>();
    expect(notices).toEqual([{ _id: expect.any(String), text, createdAt: expect.any(String) }]);
    const noticeId = notices[0]!._id;
    expect((await buyer.client.post(`/api/warnings/${noticeId}/acknowledge`)).statusCode).toBe(403);
    const acknowledged = await seller.client.post(`/api/warnings/${noticeId}/acknowledge`);
    expect(acknowledged.json()).toEqual(recorded);
    expect((await seller.client.get('/api/warnings')).json()).toEqual([]);
    expect((await seller.client.post(`/api/warnings/${noticeId}/acknowledge`)).json()).toEqual(
      repeated,
    );
    expect((await seller.client.post('/api/warnings/987654321/acknowledge')).statusCode).toBe(404);
    expect((await ctx.client().get('/api/warnings')).statusCode).toBe(401);

    const nothingOpen = await admin.client.post(`/api/people/${seller.id}/warn`, { text });
    expect(nothingOpen.statusCode).toBe(409);
    const adminTarget = await admin.client.post(`/api/people/${admin.id}/warn`, { text });
    expect(adminTarget.statusCode).toBe(403);
  });

  it('closes the reports about a person once an administrator suspends them', async () => {
    const admin = await ctx.signUp({ admin: true });
    const { buyer, seller, ids } = await thread([['seller', 'Send money now']]);
    await buyer.client.put(`/api/messages/${ids[0]}/report`, scam);
    await buyer.client.put(`/api/users/${seller.id}/report`, scam);
    const suspend = (client: TestClient) =>
      client.post(`/api/users/${seller.id}/suspend`, { reason: 'Scam attempts' });
    expect((await suspend(admin.client)).statusCode).toBe(200);
    expect((await queue<ReportedPerson>(admin, 'people')).map((p) => p._id)).not.toContain(
      seller.id,
    );
    expect((await queue<ReportedMessage>(admin, 'messages')).map((m) => m._id)).not.toContain(
      ids[0],
    );
  });
});
