import { eq, sql } from 'drizzle-orm';
import { queryRows } from '../database/database.js';
import { orders } from '../database/schema.js';
import { OrdersService } from '../orders/orders.service.js';
import { addCategory, listProduct, orderForm } from '../testing/catalogue.js';
import { SmtpCatcher } from '../testing/smtp-catcher.js';
import { DATABASE_TARGETS, type TestContext, createTestContext } from '../testing/test-app.js';
import { until } from '../testing/until.js';

/**
 * The emails domain events send, delivered through a real SMTP server: order requests to the
 * seller, the order's answer or expiry to the buyer, and unread messages after a delay.
 */
describe.each(DATABASE_TARGETS)('notification emails on %s', (_, databaseUrl) => {
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
      MESSAGE_EMAIL_DELAY_MS: '300',
    });
    category = (await addCategory(ctx)).name;
  });
  afterAll(async () => {
    await ctx.close();
    await smtp.close();
  });

  /**
   * Waits until the queue holds nothing due soon: every email sent or dropped. It cannot return
   * early: each job (an order's event, an unread check, an email) is written in the transaction
   * of the request or the job that calls for it, so the queue is never empty while one is on its
   * way. (A check put off by the hourly limit waits an hour.)
   */
  const drained = () =>
    until(
      () =>
        queryRows<{ pending: number }>(
          ctx.db,
          sql`select count(*)::int as pending from jobs where run_at < now() + interval '1 minute'`,
        ),
      ([row]) => row!.pending === 0,
    );

  async function deal(productName: string) {
    const seller = await ctx.signUp({ role: 'seller', name: 'Rahim Uddin' });
    const buyer = await ctx.signUp({ name: 'Nusrat Jahan' });
    const productId = await listProduct(seller.client, category, { productName });
    const orderId = (await buyer.client.post('/api/buyproduct', orderForm(productId))).json()
      .insertedId as string;
    return { seller, buyer, productId, orderId };
  }

  it('tells the seller of a request, and the buyer of the acceptance, in text and HTML with a link back', async () => {
    const { seller, buyer, orderId } = await deal('Walton fridge');
    const request = await smtp.waitFor(seller.email);
    expect(request.subject).toBe('New order request: Walton fridge');
    expect(request.text).toContain('Nusrat Jahan would like to buy your Walton fridge.');
    expect(request.text).toContain('https://market.example/dashbord/receivedorders');
    expect(request.html).toContain('href="https://market.example/dashbord/receivedorders"');

    expect((await seller.client.post(`/api/orders/${orderId}/accept`)).statusCode).toBe(200);
    const accepted = await smtp.waitFor(buyer.email);
    expect(accepted.subject).toBe('Your order was accepted: Walton fridge');
    expect(accepted.text).toContain('https://market.example/dashbord/myorders');
    expect(accepted.html).toContain('See your order');
  });

  it('tells the buyer of the acceptance once: a confirmation of the handover sends nothing', async () => {
    const { seller, buyer, orderId } = await deal('Singer sewing machine');
    await seller.client.post(`/api/orders/${orderId}/accept`);
    await smtp.waitFor(buyer.email);
    expect((await buyer.client.post(`/api/orders/${orderId}/confirm`)).statusCode).toBe(200);
    await drained();
    expect(smtp.to(buyer.email).map((email) => email.subject)).toEqual([
      'Your order was accepted: Singer sewing machine',
    ]);
  });

  it("tells the buyer of a decline with the seller's reason, and of an expiry", async () => {
    const declined = await deal('Office chair');
    await declined.seller.client.post(`/api/orders/${declined.orderId}/decline`, {
      reason: 'Sold it to a neighbour',
    });
    const declinedEmail = await smtp.waitFor(declined.buyer.email);
    expect(declinedEmail.subject).toBe('Your order was declined: Office chair');
    expect(declinedEmail.text).toContain('They said: Sold it to a neighbour');

    const expired = await deal('Rice cooker');
    await ctx.db
      .update(orders)
      .set({ createdAt: sql`now() - interval '10 days'` })
      .where(eq(orders.id, Number(expired.orderId)));
    await ctx.db.transaction((tx) => ctx.app.get(OrdersService).sweep(tx));
    const expiredEmail = await smtp.waitFor(expired.buyer.email);
    expect(expiredEmail.subject).toBe('Your order expired: Rice cooker');
  });

  it('tells the seller and each signed-in reporter when an administrator removes a reported listing', async () => {
    const seller = await ctx.signUp({ role: 'seller', name: 'Rahim Uddin' });
    const admin = await ctx.signUp({ admin: true });
    const reporter = await ctx.signUp({ name: 'Careful Buyer' });
    const optedOut = await ctx.signUp({ name: 'Quiet Buyer' });
    const productId = await listProduct(seller.client, category, { productName: 'Fake Rolex' });
    await reporter.client.put(`/api/reports/${productId}`, { reason: 'scam-or-fraud' });
    await optedOut.client.put(`/api/reports/${productId}`, { reason: 'scam-or-fraud' });
    const preferences = (await optedOut.client.get('/api/account/notifications')).json();
    await optedOut.client.put('/api/account/notifications', {
      ...preferences,
      reportOutcomes: false,
    });

    expect((await admin.client.delete(`/api/delete/${productId}`)).statusCode).toBe(200);
    const toSeller = await smtp.waitFor(
      seller.email,
      20_000,
      'Your listing was removed: Fake Rolex',
    );
    expect(toSeller.text).toContain('An administrator removed your listing “Fake Rolex”');
    expect(toSeller.text).toContain('https://market.example/dashbord/myproduct');
    const toReporter = await smtp.waitFor(reporter.email);
    expect(toReporter.subject).toBe('A listing you reported was removed: Fake Rolex');
    expect(toReporter.text).toContain('Thank you for your report.');
    await drained();
    // The one who turned these off in Settings gets nothing; the admin gets nothing.
    expect(smtp.to(optedOut.email)).toEqual([]);
    expect(smtp.to(admin.email)).toEqual([]);
  });

  it('tells nobody but the seller when the seller removes their own reported listing', async () => {
    const seller = await ctx.signUp({ role: 'seller' });
    const reporter = await ctx.signUp();
    const productId = await listProduct(seller.client, category, { productName: 'Own removal' });
    await reporter.client.put(`/api/reports/${productId}`, { reason: 'already-sold' });
    expect((await seller.client.delete(`/api/delete/${productId}`)).statusCode).toBe(200);
    await drained();
    expect(smtp.to(reporter.email)).toEqual([]);
    expect(smtp.to(seller.email)).toEqual([]);
  });

  it('emails an unread message after the delay, once per conversation within the hour, never a read one', async () => {
    const seller = await ctx.signUp({ role: 'seller', name: 'Rahim Uddin' });
    const buyer = await ctx.signUp({ name: 'Nusrat Jahan' });
    const productId = await listProduct(seller.client, category, { productName: 'Bookshelf' });
    const { _id: id } = (await buyer.client.post('/api/conversations', { productId })).json();
    await buyer.client.post(`/api/conversations/${id}/messages`, { text: 'Still for sale?' });
    await buyer.client.post(`/api/conversations/${id}/messages`, { text: 'I can come today' });
    const email = await smtp.waitFor(seller.email);
    expect(email.subject).toBe('New message from Nusrat Jahan');
    expect(email.text).toContain('Nusrat Jahan wrote to you about Bookshelf');
    expect(email.text).toContain(`https://market.example/dashbord/messages/${id}`);
    expect(email.html).toContain('Read the message');
    // The message's text stays in the product: an email is no place for it.
    expect(email.text).not.toContain('Still for sale?');

    // Read, then a new unread message: within the hour, no second email.
    await seller.client.post(`/api/conversations/${id}/read`);
    await buyer.client.post(`/api/conversations/${id}/messages`, { text: 'Hello?' });
    await drained();
    expect(smtp.to(seller.email)).toHaveLength(1);

    // Read within the delay: nothing is sent.
    const other = await listProduct(seller.client, category, { productName: 'Desk' });
    const second = (await buyer.client.post('/api/conversations', { productId: other })).json();
    await buyer.client.post(`/api/conversations/${second._id}/messages`, { text: 'Desk?' });
    await seller.client.post(`/api/conversations/${second._id}/read`);
    await drained();
    expect(smtp.to(seller.email)).toHaveLength(1);
  });

  it('sends none of the kinds an account turned off in Settings', async () => {
    const seller = await ctx.signUp({ role: 'seller' });
    const buyer = await ctx.signUp();
    expect(
      (
        await seller.client.put('/api/account/notifications', {
          orderRequested: false,
          orderAccepted: true,
          orderDeclined: true,
          orderExpired: true,
          newMessage: false,
          sellerVerified: true,
          savedSearchMatches: true,
          reportOutcomes: true,
        })
      ).statusCode,
    ).toBe(200);
    const productId = await listProduct(seller.client, category);
    const { _id: id } = (await buyer.client.post('/api/conversations', { productId })).json();
    await buyer.client.post(`/api/conversations/${id}/messages`, { text: 'Hi' });
    await buyer.client.post('/api/buyproduct', orderForm(productId));
    await drained();
    expect(smtp.to(seller.email)).toHaveLength(0);
  });
});
