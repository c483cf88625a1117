import { sql } from 'drizzle-orm';
import { queryRows } from '../database/database.js';
import { SmtpCatcher, resetTokenIn } from '../testing/smtp-catcher.js';
import { until } from '../testing/until.js';
import { DATABASE_TARGETS, type TestContext, createTestContext } from '../testing/test-app.js';

const ANSWER = {
  acknowledged: true,
  message: 'If an account has this email, a link to choose a new password is on its way.',
};

async function queuedJobs(ctx: TestContext): Promise<number> {
  const [row] = await queryRows<{ count: number }>(
    ctx.db,
    sql`select count(*)::int as count from jobs`,
  );
  return row!.count;
}

/**
 * A member's reset asked for by a request whose Host header names another site, as an attacker
 * would send it: the email it sends, which must not link there.
 */
async function resetAskedFromAnotherHost(ctx: TestContext, smtp: SmtpCatcher) {
  const { email } = await ctx.signUp();
  const asked = await ctx
    .client()
    .post('/api/auth/password-reset', { email }, { headers: { host: 'evil.example' } });
  expect(asked.statusCode).toBe(202);
  const mail = await smtp.waitFor(email);
  expect(mail.text).not.toContain('evil.example');
  return mail;
}

describe.each(DATABASE_TARGETS)('forgot password on %s', (_, databaseUrl) => {
  let smtp: SmtpCatcher;
  let ctx: TestContext;
  beforeAll(async () => {
    smtp = await new SmtpCatcher({ skipVerificationLinks: true }).start();
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

  it('emails a single-use link that sets a new password and signs the account out everywhere', async () => {
    const {
      email,
      password,
      client: laptop,
    } = await ctx.signUp({
      name: 'Nabila Karim',
      unverified: true,
    });
    const phone = ctx.client();
    expect((await phone.post('/api/auth/login', { email, password })).statusCode).toBe(200);

    const asked = await ctx
      .client()
      .post('/api/auth/password-reset', { email: email.toUpperCase() });
    expect(asked.statusCode).toBe(202);
    expect(asked.json()).toEqual(ANSWER);

    const mail = await smtp.waitFor(email);
    expect(mail.subject).toBe('Reset your Marketplace password');
    expect(mail.text).toContain('Hello Nabila Karim,');
    expect(mail.text).toContain('30 minutes');
    expect(mail.text).toMatch(/http:\/\/localhost(:80)?\/reset-password#token=/);
    expect(mail.html).toContain('Choose a new password');
    const token = resetTokenIn(mail);
    expect(mail.html).toContain(token);
    // Only the hash is stored.
    const stored = await queryRows<{ token_hash: string }>(
      ctx.db,
      sql`select token_hash from password_reset_tokens`,
    );
    expect(stored.map((row) => row.token_hash)).not.toContain(token);

    const reset = await ctx.client().post('/api/auth/password-reset/confirm', {
      token,
      password: 'a brand new password',
    });
    expect(reset.statusCode).toBe(200);
    expect(reset.json()).toEqual({ acknowledged: true, matchedCount: 1, modifiedCount: 1 });

    expect((await laptop.get('/api/auth/me')).statusCode).toBe(401);
    expect((await phone.get('/api/auth/me')).statusCode).toBe(401);
    expect((await ctx.client().post('/api/auth/login', { email, password })).statusCode).toBe(401);
    const signIn = await ctx
      .client()
      .post('/api/auth/login', { email, password: 'a brand new password' });
    expect(signIn.statusCode).toBe(200);
    // The link reached the owner's inbox: that proves the email too.
    expect(signIn.json().emailVerified).toBe(true);

    const again = await ctx.client().post('/api/auth/password-reset/confirm', {
      token,
      password: 'yet another password',
    });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      message: 'token is invalid or has expired: ask for a new link',
    });
  });

  it('links to this machine, never to a Host header the requester made up (no PUBLIC_URL)', async () => {
    const mail = await resetAskedFromAnotherHost(ctx, smtp);
    expect(mail.text).toContain(`http://localhost:${ctx.config.PORT}/reset-password#token=`);
  });

  it('answers an unknown email exactly as a known one, and sends nothing', async () => {
    const before = smtp.received.length;
    const unknown = await ctx
      .client()
      .post('/api/auth/password-reset', { email: 'nobody-here@example.com' });
    expect(unknown.statusCode).toBe(202);
    expect(unknown.json()).toEqual(ANSWER);
    await until(
      () => queuedJobs(ctx),
      (count) => count === 0,
    );
    expect(smtp.received.length).toBe(before);
  });

  it('refuses an expired link and leaves the password as it was', async () => {
    const { email, password } = await ctx.signUp();
    await ctx.client().post('/api/auth/password-reset', { email });
    const token = resetTokenIn(await smtp.waitFor(email));
    await ctx.db.execute(
      sql`update password_reset_tokens set expires_at = now() - interval '1 second'`,
    );
    const late = await ctx.client().post('/api/auth/password-reset/confirm', {
      token,
      password: 'a brand new password',
    });
    expect(late.statusCode).toBe(400);
    expect(late.json().message).toBe('token is invalid or has expired: ask for a new link');
    expect((await ctx.client().post('/api/auth/login', { email, password })).statusCode).toBe(200);
  });

  it('gives each token thirty minutes', async () => {
    const { email } = await ctx.signUp();
    await ctx.client().post('/api/auth/password-reset', { email });
    resetTokenIn(await smtp.waitFor(email));
    const [row] = await queryRows<{ minutes: number }>(
      ctx.db,
      sql`select round(extract(epoch from (t.expires_at - t.created_at)) / 60)::int as minutes
          from password_reset_tokens t join users u on u.id = t.user_id where u.email = ${email}`,
    );
    expect(row!.minutes).toBe(30);
  });

  it('holds new passwords to the rules of registration and names bad fields', async () => {
    const short = await ctx
      .client()
      .post('/api/auth/password-reset/confirm', { token: 'x', password: 'short' });
    expect(short.statusCode).toBe(400);
    expect(JSON.stringify(short.json().message)).toContain(
      'password must be at least 8 characters',
    );
    const noToken = await ctx
      .client()
      .post('/api/auth/password-reset/confirm', { password: 'long enough password' });
    expect(noToken.statusCode).toBe(400);
    expect(JSON.stringify(noToken.json().message)).toContain('token is required');
    const badEmail = await ctx.client().post('/api/auth/password-reset', { email: 'not-an-email' });
    expect(badEmail.statusCode).toBe(400);
    expect(JSON.stringify(badEmail.json().message)).toContain(
      'email must be a valid email address',
    );
    const extra = await ctx
      .client()
      .post('/api/auth/password-reset', { email: 'a@example.com', admin: true });
    expect(extra.statusCode).toBe(400);
  });

  it('refuses a common new password as registration does, and the link still works after', async () => {
    const { email } = await ctx.signUp();
    await ctx.client().post('/api/auth/password-reset', { email });
    const token = resetTokenIn(await smtp.waitFor(email));
    const common = await ctx
      .client()
      .post('/api/auth/password-reset/confirm', { token, password: 'password' });
    expect(common.statusCode).toBe(400);
    expect(common.json().message).toMatch(/^password is one of the most common passwords/);
    const chosen = await ctx
      .client()
      .post('/api/auth/password-reset/confirm', { token, password: 'a far better passphrase' });
    expect(chosen.statusCode).toBe(200);
    const login = await ctx
      .client()
      .post('/api/auth/login', { email, password: 'a far better passphrase' });
    expect(login.statusCode).toBe(200);
  });

  it('limits requests per email, known or not, with 429 and Retry-After', async () => {
    const { email } = await ctx.signUp();
    for (const address of [email, 'stranger@example.com']) {
      for (let attempt = 0; attempt < 3; attempt += 1) {
        expect(
          (await ctx.client().post('/api/auth/password-reset', { email: address })).statusCode,
        ).toBe(202);
      }
      const limited = await ctx.client().post('/api/auth/password-reset', { email: address });
      expect(limited.statusCode).toBe(429);
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    }
  });
});

describe('forgot password limit per client address', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext(undefined, { RATE_LIMIT_PASSWORD_RESET_PER_IP_PER_HOUR: '2' });
  });
  afterAll(() => ctx.close());

  it('answers 429 past the limit, for requests and for confirmations', async () => {
    for (const n of [1, 2]) {
      expect(
        (await ctx.client().post('/api/auth/password-reset', { email: `p${n}@example.com` }))
          .statusCode,
      ).toBe(202);
    }
    const limited = await ctx
      .client()
      .post('/api/auth/password-reset', { email: 'p3@example.com' });
    expect(limited.statusCode).toBe(429);
    const confirm = () =>
      ctx.client().post('/api/auth/password-reset/confirm', {
        token: 'guess',
        password: 'long enough password',
      });
    expect((await confirm()).statusCode).toBe(400);
    expect((await confirm()).statusCode).toBe(400);
    expect((await confirm()).statusCode).toBe(429);
  });
});

describe('forgot password behind PUBLIC_URL', () => {
  it('links to PUBLIC_URL whatever Host the request carried', async () => {
    const smtp = await new SmtpCatcher({ skipVerificationLinks: true }).start();
    const ctx = await createTestContext(undefined, {
      SMTP_URL: smtp.url,
      PUBLIC_URL: 'https://market.example',
      JOBS_WORKER: 'true',
      JOBS_POLL_INTERVAL_MS: '50',
    });
    try {
      const mail = await resetAskedFromAnotherHost(ctx, smtp);
      expect(mail.text).toContain('https://market.example/reset-password#token=');
    } finally {
      await ctx.close();
      await smtp.close();
    }
  });
});
