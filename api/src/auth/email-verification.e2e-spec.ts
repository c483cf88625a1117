import { eq, sql } from 'drizzle-orm';
import { queryRows } from '../database/database.js';
import { emailVerificationTokens, users } from '../database/schema.js';
import {
  type CaughtEmail,
  SmtpCatcher,
  VERIFICATION_EMAIL_SUBJECT,
  verificationTokenIn,
} from '../testing/smtp-catcher.js';
import { ensureAdminAccount } from '../users/admin-accounts.js';
import { DATABASE_TARGETS, type TestContext, createTestContext } from '../testing/test-app.js';

const USED = {
  statusCode: 400,
  error: 'Bad Request',
  message: 'token was already used or never sent: ask for a new link',
  code: 'verification-link-used',
};
const EXPIRED = {
  statusCode: 400,
  error: 'Bad Request',
  message: 'token has expired: ask for a new link',
  code: 'verification-link-expired',
};

describe.each(DATABASE_TARGETS)('email verification on %s', (_, databaseUrl) => {
  let smtp: SmtpCatcher;
  let ctx: TestContext;
  beforeAll(async () => {
    smtp = await new SmtpCatcher().start();
    ctx = await createTestContext(databaseUrl, {
      SMTP_URL: smtp.url,
      MAIL_FROM: 'Marketplace <no-reply@market.test>',
      JOBS_WORKER: 'true',
      JOBS_POLL_INTERVAL_MS: '50',
      JOBS_RETRY_BASE_MS: '100',
    });
  });
  afterAll(async () => {
    await ctx.close();
    await smtp.close();
  });

  /** Every verification email to `address` so far, once there are `count` of them. */
  async function verificationEmails(address: string, count: number): Promise<CaughtEmail[]> {
    await smtp.waitFor(address, 20_000, VERIFICATION_EMAIL_SUBJECT);
    const deadline = Date.now() + 20_000;
    for (;;) {
      const caught = smtp
        .to(address)
        .filter((email) => email.subject === VERIFICATION_EMAIL_SUBJECT);
      if (caught.length >= count || Date.now() > deadline) return caught;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  }

  const confirm = (token: unknown) =>
    ctx.client().post('/api/auth/email-verification/confirm', { token });

  it('emails a new account a link that proves its email once', async () => {
    const { email, client } = await ctx.signUp({ name: 'Farhan Ahmed', unverified: true });
    const before = await client.get('/api/auth/me');
    expect(before.json()).toMatchObject({ email, emailVerified: false });

    const [mail] = await verificationEmails(email, 1);
    expect(mail!.text).toContain('Hello Farhan Ahmed,');
    expect(mail!.text).toContain('48 hours');
    expect(mail!.text).toMatch(/http:\/\/localhost(:80)?\/verify-email#token=/);
    expect(mail!.html).toContain('Verify your email');
    const token = verificationTokenIn(mail!);
    // Only the hash is stored.
    const stored = await ctx.db
      .select({ hash: emailVerificationTokens.tokenHash })
      .from(emailVerificationTokens);
    expect(stored.map((row) => row.hash)).not.toContain(token);

    const proven = await confirm(token);
    expect(proven.statusCode).toBe(200);
    expect(proven.json()).toEqual({ acknowledged: true, matchedCount: 1, modifiedCount: 1 });
    // At once, though the session was just read: nobody waits for a cached account to expire.
    expect((await client.get('/api/auth/me')).json()).toMatchObject({ emailVerified: true });

    const again = await confirm(token);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual(USED);

    const resend = await client.post('/api/auth/email-verification');
    expect(resend.statusCode).toBe(409);
    expect(resend.json().message).toBe('Your email is already verified.');
  });

  it('refuses an expired link, and a new one works', async () => {
    const { email, client, id } = await ctx.signUp({ unverified: true });
    const [first] = await verificationEmails(email, 1);
    await ctx.db
      .update(emailVerificationTokens)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(emailVerificationTokens.userId, Number(id)));
    const expired = await confirm(verificationTokenIn(first!));
    expect(expired.statusCode).toBe(400);
    expect(expired.json()).toEqual(EXPIRED);

    const resend = await client.post('/api/auth/email-verification');
    expect(resend.statusCode).toBe(202);
    expect(resend.json()).toEqual({
      acknowledged: true,
      message: 'A new link to verify your email is on its way.',
    });
    const [, second] = await verificationEmails(email, 2);
    expect((await confirm(verificationTokenIn(second!))).statusCode).toBe(200);
    const [row] = await ctx.db
      .select()
      .from(users)
      .where(eq(users.id, Number(id)));
    expect(row!.emailVerifiedAt).toBeInstanceOf(Date);
  });

  it('limits resends per account with 429 and Retry-After, and asks signed-out callers to sign in', async () => {
    const { client } = await ctx.signUp({ unverified: true });
    for (let attempt = 0; attempt < 3; attempt += 1) {
      expect((await client.post('/api/auth/email-verification')).statusCode).toBe(202);
    }
    const limited = await client.post('/api/auth/email-verification');
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.json().message).toContain('3 new links an hour');
    // Another account's limit is its own.
    const other = await ctx.signUp({ unverified: true });
    expect((await other.client.post('/api/auth/email-verification')).statusCode).toBe(202);

    expect((await ctx.client().post('/api/auth/email-verification')).statusCode).toBe(401);
  });

  it.each([
    ['no token', {}],
    ['an empty token', { token: '  ' }],
    ['a number', { token: 42 }],
    ['an overlong token', { token: 'x'.repeat(201) }],
    ['another field', { token: 'abc', userId: 1 }],
  ])('answers 400 to %s', async (_name, body) => {
    const response = await ctx.client().post('/api/auth/email-verification/confirm', body);
    expect(response.statusCode).toBe(400);
  });

  it('answers 400 to a token it never sent', async () => {
    const response = await confirm('not-a-token-we-sent');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(USED);
  });

  it('makes the ADMIN_EMAIL account proven: the operator chose the address', async () => {
    const address = `operator${Date.now()}@example.com`;
    await ensureAdminAccount(ctx.db, address, 'a good long password');
    const [row] = await queryRows<{ proven: boolean }>(
      ctx.db,
      sql`select email_verified_at is not null as proven from users where email = ${address}`,
    );
    expect(row!.proven).toBe(true);
  });
});
