import { addCategory, listProduct, orderForm, productForm } from '../testing/catalogue.js';
import {
  SmtpCatcher,
  VERIFICATION_EMAIL_SUBJECT,
  verificationTokenIn,
} from '../testing/smtp-catcher.js';
import { DATABASE_TARGETS, type TestContext, createTestContext } from '../testing/test-app.js';

/**
 * Until its email is proven an account may hold 1 open order and 3 listings not yet sold; proven,
 * the configured limits. A refusal is a 403 with the `email-not-verified` code.
 */
describe.each(DATABASE_TARGETS)('limits of an unproven account on %s', (_, databaseUrl) => {
  let smtp: SmtpCatcher;
  let ctx: TestContext;
  let category: string;
  beforeAll(async () => {
    smtp = await new SmtpCatcher().start();
    ctx = await createTestContext(databaseUrl, {
      SMTP_URL: smtp.url,
      JOBS_WORKER: 'true',
      JOBS_POLL_INTERVAL_MS: '50',
    });
    category = (await addCategory(ctx)).name;
  });
  afterAll(async () => {
    await ctx.close();
    await smtp.close();
  });

  /** Proves the account's email as its owner would: the link from the email. */
  async function openVerificationLink(email: string) {
    const mail = await smtp.waitFor(email, 20_000, VERIFICATION_EMAIL_SUBJECT);
    const confirmed = await ctx
      .client()
      .post('/api/auth/email-verification/confirm', { token: verificationTokenIn(mail) });
    expect(confirmed.statusCode).toBe(200);
  }

  it('refuses an unproven buyer a second open order, and takes it once the email is proven', async () => {
    const seller = await ctx.signUp({ role: 'seller' });
    const [first, second] = [
      await listProduct(seller.client, category),
      await listProduct(seller.client, category),
    ];
    const buyer = await ctx.signUp({ unverified: true });
    expect((await buyer.client.post('/api/buyproduct', orderForm(first))).statusCode).toBe(201);

    const refused = await buyer.client.post('/api/buyproduct', orderForm(second));
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      code: 'email-not-verified',
      message: expect.stringMatching(/^Verify your email to hold more than 1 open order/),
    });

    await openVerificationLink(buyer.email);
    expect((await buyer.client.post('/api/buyproduct', orderForm(second))).statusCode).toBe(201);
  });

  it('lets a proven buyer hold the configured open orders, as before', async () => {
    const seller = await ctx.signUp({ role: 'seller' });
    const buyer = await ctx.signUp();
    for (let index = 0; index < ctx.config.MAX_OPEN_ORDERS_PER_BUYER; index += 1) {
      const productId = await listProduct(seller.client, category);
      expect((await buyer.client.post('/api/buyproduct', orderForm(productId))).statusCode).toBe(
        201,
      );
    }
    const past = await buyer.client.post(
      '/api/buyproduct',
      orderForm(await listProduct(seller.client, category)),
    );
    expect(past.statusCode).toBe(409);
    expect(past.json().code).toBe('open-order-limit');
  });

  it('refuses an unproven seller a fourth listing, even sent at once, and takes it once proven', async () => {
    const seller = await ctx.signUp({ role: 'seller', unverified: true });
    const attempts = await Promise.all(
      [1, 2, 3, 4].map((n) =>
        seller.client.post('/api/products', productForm(category, { productName: `Lamp ${n}` })),
      ),
    );
    const statuses = attempts.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([201, 201, 201, 403]);
    const refused = attempts.find((response) => response.statusCode === 403)!;
    expect(refused.json()).toMatchObject({
      code: 'email-not-verified',
      message: expect.stringMatching(/^Verify your email to list more than 3 items/),
    });

    await openVerificationLink(seller.email);
    expect((await seller.client.post('/api/products', productForm(category))).statusCode).toBe(201);
  });

  it('lets a proven seller list more than three items, as before', async () => {
    const seller = await ctx.signUp({ role: 'seller' });
    for (let n = 0; n < 4; n += 1) {
      expect(await listProduct(seller.client, category)).toMatch(/^[1-9]\d*$/);
    }
  });
});
