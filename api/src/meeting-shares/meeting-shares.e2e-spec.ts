import { eq, sql } from 'drizzle-orm';
import type { MeetingShare } from '@marketplace/contracts';
import { queryRows } from '../database/database.js';
import { orders } from '../database/schema.js';
import { addCategory, listProduct, orderForm } from '../testing/catalogue.js';
import { makeDeal } from '../testing/deals.js';
import { SmtpCatcher } from '../testing/smtp-catcher.js';
import { DATABASE_TARGETS, type TestContext, createTestContext } from '../testing/test-app.js';
import { until } from '../testing/until.js';

/** "Share my meeting": a trusted contact told of an accepted deal's meeting, through real SMTP. */
describe.each(DATABASE_TARGETS)('meeting shares on %s', (_, databaseUrl) => {
  let smtp: SmtpCatcher;
  let ctx: TestContext;
  let category: string;
  beforeAll(async () => {
    smtp = await new SmtpCatcher().start();
    ctx = await createTestContext(databaseUrl, {
      SMTP_URL: smtp.url,
      PUBLIC_URL: 'https://market.example',
      JOBS_WORKER: 'true',
      JOBS_POLL_INTERVAL_MS: '50',
      // The follow-up comes two hours after the meeting in production; here a moment after it.
      MEETING_SHARE_FOLLOW_UP_MS: '300',
      RATE_LIMIT_MEETING_SHARES_PER_DAY: '4',
    });
    category = (await addCategory(ctx)).name;
  });
  afterAll(async () => {
    await ctx.close();
    await smtp.close();
  });

  const inAnHour = () => new Date(Date.now() + 60 * 60_000).toISOString();

  /** A request accepted with a meeting time, which the test may then move into the past. */
  async function acceptedDeal(meetingTime = inAnHour()) {
    const seller = await ctx.signUp({ role: 'seller', name: 'Rahim Uddin' });
    const buyer = await ctx.signUp({ name: 'Nusrat Jahan' });
    const productId = await listProduct(seller.client, category, {
      productName: 'Walton fridge',
      orginalPrice: '150000',
      resellPrice: '120000',
    });
    const orderId = (
      await buyer.client.post(
        '/api/buyproduct',
        orderForm(productId, { meetingLocation: 'Dhanmondi 27' }),
      )
    ).json().insertedId as string;
    const accepted = await seller.client.post(`/api/orders/${orderId}/accept`, { meetingTime });
    expect(accepted.statusCode).toBe(200);
    return { seller, buyer, productId, orderId };
  }

  const moveMeeting = (orderId: string, secondsFromNow: number) =>
    ctx.db
      .update(orders)
      .set({
        meetingTime: sql`now() + make_interval(secs => ${secondsFromNow})`,
      })
      .where(eq(orders.id, Number(orderId)));

  it("takes the seller's meeting time with the acceptance, shown on both sides", async () => {
    const meetingTime = new Date(Date.now() + 3 * 60 * 60_000);
    meetingTime.setSeconds(0, 0);
    const { seller, buyer, orderId } = await acceptedDeal(meetingTime.toISOString());
    const [mine] = (
      await buyer.client.get('/api/buyproduct', { query: { email: buyer.email } })
    ).json();
    expect(mine).toMatchObject({ _id: orderId, meetingTime: meetingTime.toISOString() });
    const [received] = (
      await seller.client.get('/api/orders/received', { query: { email: seller.email } })
    ).json();
    expect(received).toMatchObject({ _id: orderId, meetingTime: meetingTime.toISOString() });

    const other = await makeDeal(ctx, category, 'requested');
    const past = await other.seller.client.post(`/api/orders/${other.orderId}/accept`, {
      meetingTime: '2020-01-01T10:00:00Z',
    });
    expect(past.statusCode).toBe(400);
    expect(JSON.stringify(past.json().message)).toContain('meetingTime');
  });

  it('tells the contact where, when, whom and what, and only the sharer sees the address', async () => {
    const { buyer, seller, orderId } = await acceptedDeal();
    const shared = await buyer.client.post(`/api/orders/${orderId}/meeting-shares`, {
      email: 'Sister@Example.com',
    });
    expect(shared.statusCode).toBe(201);

    const email = await smtp.waitFor('sister@example.com');
    expect(email.subject).toBe('Nusrat Jahan shared a meeting with you');
    expect(email.text).toContain('Nusrat Jahan is meeting someone from Marketplace to buy an item');
    expect(email.text).toContain('Item: Walton fridge, Tk 1,20,000.');
    expect(email.text).toContain('Where: Dhanmondi 27.');
    expect(email.text).toMatch(/When: \w+day, \d+ \w+ \d{4} at \d\d:\d\d\./);
    expect(email.text).toContain('Meeting: Rahim Uddin, not rated yet, member since');
    expect(email.text).toContain(`https://market.example/sellers/${seller.id}`);
    expect(email.text).not.toContain(seller.email);
    expect(email.text).not.toContain('01712345678');

    const mine = await buyer.client.get(`/api/orders/${orderId}/meeting-shares`);
    expect(mine.json<MeetingShare[]>()).toEqual([
      {
        _id: expect.any(String),
        email: 'sister@example.com',
        createdAt: expect.any(String),
        followUpSentAt: null,
      },
    ]);
    expect((await seller.client.get(`/api/orders/${orderId}/meeting-shares`)).json()).toEqual([]);
  });

  it('tells the contact again when the deal is not done after the meeting, once', async () => {
    const { seller, orderId } = await acceptedDeal();
    await moveMeeting(orderId, -60);
    await seller.client.post(`/api/orders/${orderId}/meeting-shares`, {
      email: 'brother@example.com',
    });
    await until(
      () => Promise.resolve(smtp.to('brother@example.com')),
      (emails) => emails.length === 2,
    );
    const notDone = smtp
      .to('brother@example.com')
      .find((email) => email.subject === "Rahim Uddin's meeting is not marked done");
    expect(notDone?.text).toContain('Rahim Uddin was to meet Nusrat Jahan at Dhanmondi 27');
    expect(notDone?.text).toContain('to sell Walton fridge');
    await until(
      () => seller.client.get(`/api/orders/${orderId}/meeting-shares`),
      (answer) => answer.json<MeetingShare[]>()[0]?.followUpSentAt !== null,
    );
    expect(smtp.to('brother@example.com')).toHaveLength(2);
  });

  it('sends no follow-up for a deal done in time', async () => {
    const { seller, buyer, orderId } = await acceptedDeal();
    await buyer.client.post(`/api/orders/${orderId}/meeting-shares`, { email: 'aunt@example.com' });
    await buyer.client.post(`/api/orders/${orderId}/confirm`);
    await seller.client.post(`/api/orders/${orderId}/confirm`);
    // The check planned for after the meeting comes due now, the deal being done.
    await ctx.db.execute(
      sql`update jobs set run_at = now() where kind = 'meeting-shares.follow-up'`,
    );
    await until(
      () =>
        queryRows<{ pending: number }>(
          ctx.db,
          sql`select count(*)::int as pending from jobs
              where kind in ('meeting-shares.follow-up', 'email')`,
        ),
      ([row]) => row!.pending === 0,
    );
    expect(smtp.to('aunt@example.com').map((email) => email.subject)).toEqual([
      'Nusrat Jahan shared a meeting with you',
    ]);
  });

  it('refuses strangers, wrong states, repeats and a fourth contact, and limits a day', async () => {
    const { seller, buyer, orderId } = await acceptedDeal();
    const stranger = await ctx.signUp();
    const path = `/api/orders/${orderId}/meeting-shares`;
    expect((await ctx.client().post(path, { email: 'x@example.com' })).statusCode).toBe(401);
    expect((await stranger.client.post(path, { email: 'x@example.com' })).statusCode).toBe(403);
    expect((await stranger.client.get(path)).statusCode).toBe(403);
    expect(
      (await buyer.client.post('/api/orders/999999/meeting-shares', { email: 'x@example.com' }))
        .statusCode,
    ).toBe(404);
    const bad = await buyer.client.post(path, { email: 'not an email' });
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json().message)).toContain('email');
    expect((await buyer.client.post(path, { email: 'a@example.com', phone: '1' })).statusCode).toBe(
      400,
    );

    const requested = await makeDeal(ctx, category, 'requested', { buyer });
    const early = await buyer.client.post(`/api/orders/${requested.orderId}/meeting-shares`, {
      email: 'x@example.com',
    });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(
      'You can share the meeting once the seller has accepted the order',
    );

    expect((await buyer.client.post(path, { email: 'one@example.com' })).statusCode).toBe(201);
    const again = await buyer.client.post(path, { email: 'ONE@example.com' });
    expect(again.statusCode).toBe(409);
    expect((await buyer.client.post(path, { email: 'two@example.com' })).statusCode).toBe(201);
    expect((await buyer.client.post(path, { email: 'three@example.com' })).statusCode).toBe(201);
    const fourth = await buyer.client.post(path, { email: 'four@example.com' });
    expect(fourth.statusCode).toBe(409);
    expect(fourth.json().message).toBe('You have shared this meeting with 3 contacts already');

    // Four shares today (the repeat counts: it was a well-formed ask); the fifth waits a day.
    const other = await makeDeal(ctx, category, 'accepted', { buyer });
    const limited = await buyer.client.post(`/api/orders/${other.orderId}/meeting-shares`, {
      email: 'five@example.com',
    });
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await seller.client.post(path, { email: 'one@example.com' })).statusCode).toBe(201);
  });
});
