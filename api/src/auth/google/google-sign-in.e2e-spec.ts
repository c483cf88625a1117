import { count, eq } from 'drizzle-orm';
import { jest } from '@jest/globals';
import { Logger } from '@nestjs/common';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { auditLog, users } from '../../database/schema.js';
import { SmtpCatcher } from '../../testing/smtp-catcher.js';
import { type ProviderAccount, TestOidcProvider } from '../../testing/oidc-provider.js';
import {
  DATABASE_TARGETS,
  type TestClient,
  type TestContext,
  createTestContext,
} from '../../testing/test-app.js';
import { GoogleSignInService } from './google-sign-in.service.js';

const SITE = 'http://marketplace.test';
const CALLBACK = `${SITE}/api/auth/google/callback`;
const PENDING_COOKIE = 'google_sign_in';

let provider: TestOidcProvider;
let dataDir: string;
beforeAll(async () => {
  provider = await TestOidcProvider.start([CALLBACK]);
  dataDir = await mkdtemp(join(tmpdir(), 'marketplace-google-'));
});
afterAll(async () => {
  await provider.close();
  await rm(dataDir, { recursive: true, force: true });
});

const googleEnv = () => ({
  GOOGLE_CLIENT_ID: provider.clientId,
  GOOGLE_CLIENT_SECRET: provider.clientSecret,
  OIDC_ISSUER: provider.issuer,
  DATA_DIR: dataDir,
});

describe.each(DATABASE_TARGETS)('Google sign-in on %s', (_, databaseUrl) => {
  let ctx: TestContext;
  let smtp: SmtpCatcher;
  beforeAll(async () => {
    smtp = await new SmtpCatcher().start();
    ctx = await createTestContext(databaseUrl, {
      ...googleEnv(),
      PUBLIC_URL: 'http://marketplace.test',
      SMTP_URL: smtp.url,
      JOBS_WORKER: 'true',
      JOBS_POLL_INTERVAL_MS: '50',
    });
  });
  afterAll(async () => {
    await ctx.close();
    await smtp.close();
  });

  let accountNumber = 0;
  /** A new person at the provider, with a verified email and a picture, unless told otherwise. */
  const personAtProvider = (overrides: Partial<ProviderAccount> = {}) => {
    accountNumber += 1;
    return provider.addAccount({
      sub: `google-subject-${accountNumber}`,
      email: `person${accountNumber}@gmail.test`,
      email_verified: true,
      name: `Person ${accountNumber}`,
      picture: provider.pictureUrl(`person${accountNumber}`),
      ...overrides,
    });
  };

  /** Leaves for the provider from the site (as the browser at marketplace.test would). */
  async function leaveForProvider(browser: TestClient, redirect = '/') {
    const start = await browser.get(`/api/auth/google?redirect=${encodeURIComponent(redirect)}`, {
      headers: { host: 'marketplace.test' },
    });
    expect(start.statusCode).toBe(302);
    const pending = start.cookies.find((cookie) => cookie.name === PENDING_COOKIE)!;
    expect(pending.httpOnly).toBe(true);
    return {
      authorizationUrl: new URL(start.headers.location as string),
      pendingCookie: pending.value,
    };
  }

  /** Back at the site with whatever the provider (or someone in between) put in the URL. */
  const returnToSite = (browser: TestClient, callback: URL, pendingCookie: string) =>
    browser.get(`${callback.pathname}${callback.search}`, {
      headers: { cookie: `${PENDING_COOKIE}=${pendingCookie}` },
    });

  async function signIn(browser: TestClient, person: ProviderAccount, redirect = '/') {
    const { authorizationUrl, pendingCookie } = await leaveForProvider(browser, redirect);
    return returnToSite(
      browser,
      await provider.authorize(authorizationUrl, person.sub),
      pendingCookie,
    );
  }

  const userCount = async () => (await ctx.db.select({ total: count() }).from(users))[0]!.total;

  /** A refused sign-in: a readable page with a way back, no session, no account. */
  async function expectRefused(
    response: Awaited<ReturnType<TestClient['get']>>,
    browser: TestClient,
    status = 400,
  ) {
    expect(response.statusCode).toBe(status);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).toContain('Google sign-in did not finish');
    expect(response.body).toContain('href="/login"');
    expect(response.cookies.find((cookie) => cookie.name === 'sid')).toBeUndefined();
    // Nobody signed in: the browser holds no session.
    expect((await browser.get('/api/auth/me')).statusCode).toBe(204);
  }

  it('sends the browser to the provider with PKCE, state, nonce and a callback on this site', async () => {
    const { authorizationUrl } = await leaveForProvider(ctx.client());
    expect(authorizationUrl.origin).toBe(provider.issuer);
    const params = Object.fromEntries(authorizationUrl.searchParams);
    expect(params).toMatchObject({
      client_id: provider.clientId,
      response_type: 'code',
      scope: 'openid email profile',
      redirect_uri: CALLBACK,
      code_challenge_method: 'S256',
    });
    for (const name of ['state', 'nonce', 'code_challenge'])
      expect(params[name]?.length).toBeGreaterThan(20);
  });

  it('makes an account at the first sign-in, with the name and a copy of the picture, and returns to the remembered page', async () => {
    const person = personAtProvider({ name: 'Nadia Rahman' });
    const browser = ctx.client();
    const done = await signIn(browser, person, '/producs/42?from=login');
    expect(done.statusCode).toBe(302);
    expect(done.headers.location).toBe('/producs/42?from=login');
    const pendingCleared = done.cookies.find((cookie) => cookie.name === PENDING_COOKIE);
    expect(pendingCleared?.value).toBe('');

    const me = await browser.get('/api/auth/me');
    expect(me.statusCode).toBe(200);
    expect(me.json()).toEqual({
      id: expect.stringMatching(/^[1-9]\d*$/),
      displayName: 'Nadia Rahman',
      email: person.email,
      photoURL: expect.stringMatching(/^\/api\/images\/[0-9a-f]{64}\.webp$/),
      isAdmin: false,
      isSeller: false,
      verify: false,
      // Google vouched for the address.
      emailVerified: true,
    });
    const photo = await browser.get(me.json().photoURL);
    expect(photo.headers['content-type']).toBe('image/webp');
    expect(await sharp(photo.rawPayload).metadata()).toMatchObject({ width: 96, height: 96 });

    const [row] = await ctx.db.select().from(users).where(eq(users.email, person.email!));
    expect(row).toMatchObject({
      role: 'user',
      oidcSubject: person.sub,
      passwordHash: null,
      isAdmin: false,
    });
  });

  it('finds the account by the provider subject, even after the email changes there', async () => {
    const person = personAtProvider();
    expect((await signIn(ctx.client(), person)).statusCode).toBe(302);
    const accounts = await userCount();

    person.email = `changed-${person.email}`;
    const browser = ctx.client();
    expect((await signIn(browser, person)).statusCode).toBe(302);
    expect(await userCount()).toBe(accounts);
    expect((await browser.get('/api/auth/me')).json().email).toBe(
      person.email.replace('changed-', ''),
    );
  });

  it('uses a generated picture when the provider picture cannot be copied', async () => {
    const person = personAtProvider({ picture: provider.pictureUrl('missing') });
    const browser = ctx.client();
    expect((await signIn(browser, person)).statusCode).toBe(302);
    const photo = await browser.get((await browser.get('/api/auth/me')).json().photoURL);
    expect(photo.statusCode).toBe(200);
    expect(await sharp(photo.rawPayload).metadata()).toMatchObject({
      format: 'webp',
      width: 256,
      height: 256,
    });
  });

  it('never fetches a picture from a private address the provider names (server-side request forgery)', async () => {
    const hits: string[] = [];
    const internal = createServer((request, response) => {
      hits.push(request.url!);
      response.end('secret');
    });
    await new Promise<void>((resolve) => internal.listen(0, '127.0.0.1', resolve));
    try {
      const port = (internal.address() as AddressInfo).port;
      const browser = ctx.client();
      const person = personAtProvider({ picture: `http://127.0.0.1:${port}/admin` });
      expect((await signIn(browser, person)).statusCode).toBe(302);
      const photo = await browser.get((await browser.get('/api/auth/me')).json().photoURL);
      expect(await sharp(photo.rawPayload).metadata()).toMatchObject({ width: 256, height: 256 });
      expect(hits).toEqual([]);
    } finally {
      await new Promise((resolve) => internal.close(resolve));
    }
  });

  it('joins a proven password account, keeping its password, only when the provider says the email is verified', async () => {
    const { email, password, id } = await ctx.signUp({ email: `owner${Date.now()}@example.com` });
    const accounts = await userCount();

    const unverified = personAtProvider({ email, email_verified: false });
    const refusedBrowser = ctx.client();
    const refused = await signIn(refusedBrowser, unverified);
    await expectRefused(refused, refusedBrowser, 409);
    expect(refused.body).toContain('Sign in with your password');
    const [untouched] = await ctx.db.select().from(users).where(eq(users.email, email));
    expect(untouched!.oidcSubject).toBeNull();

    const verified = personAtProvider({ email: email.toUpperCase(), email_verified: true });
    const browser = ctx.client();
    expect((await signIn(browser, verified)).statusCode).toBe(302);
    expect((await browser.get('/api/auth/me')).json().email).toBe(email);
    const [linked] = await ctx.db.select().from(users).where(eq(users.email, email));
    expect(linked).toMatchObject({ id: Number(id), oidcSubject: verified.sub });
    expect(await userCount()).toBe(accounts);
    expect((await ctx.client().post('/api/auth/login', { email, password })).statusCode).toBe(200);
  });

  it("ends the password and every session of an unproven account with the Google user's email, tells the owner and logs it", async () => {
    // Someone registers the owner's address with their own password, before the owner comes.
    const email = `pre-hijacked${Date.now()}@gmail.test`;
    const { password, id, client: attacker } = await ctx.signUp({ email, unverified: true });
    const attackerPhone = ctx.client();
    expect((await attackerPhone.post('/api/auth/login', { email, password })).statusCode).toBe(200);
    expect((await attacker.get('/api/auth/me')).json().emailVerified).toBe(false);

    const owner = personAtProvider({ email, email_verified: true, name: 'Real Owner' });
    const browser = ctx.client();
    expect((await signIn(browser, owner)).statusCode).toBe(302);
    // The attacker's sessions and password no longer open the account.
    expect((await attacker.get('/api/auth/me')).statusCode).toBe(401);
    expect((await attackerPhone.get('/api/auth/me')).statusCode).toBe(401);
    expect((await ctx.client().post('/api/auth/login', { email, password })).statusCode).toBe(401);
    const [claimed] = await ctx.db.select().from(users).where(eq(users.email, email));
    expect(claimed).toMatchObject({ oidcSubject: owner.sub, passwordHash: null });
    const me = (await browser.get('/api/auth/me')).json();
    expect(me).toMatchObject({ id, email, emailVerified: true });

    const mail = await smtp.waitFor(email, 20_000, 'Your Marketplace account is now yours alone');
    expect(mail.text).toContain('Their password no longer works');
    expect(mail.text).toContain('http://marketplace.test/dashbord/settings');

    const [entry] = await ctx.db.select().from(auditLog).where(eq(auditLog.targetId, id));
    expect(entry).toMatchObject({
      action: 'user.google-claimed',
      targetType: 'user',
      actorEmail: email,
    });
  });

  it('makes no account from an email the provider has not verified', async () => {
    const accounts = await userCount();
    const browser = ctx.client();
    await expectRefused(
      await signIn(browser, personAtProvider({ email_verified: false })),
      browser,
      403,
    );
    expect(await userCount()).toBe(accounts);
  });

  it.each([
    ['https://evil.example/phish', '/'],
    ['//evil.example/phish', '/'],
    ['/\\evil.example', '/'],
    ['/.//evil.example', '/'],
    ['/dashbord/myorders', '/dashbord/myorders'],
  ])('returns to a path on this site only: %s leads to %s', async (redirect, expected) => {
    const done = await signIn(ctx.client(), personAtProvider(), redirect);
    expect(done.statusCode).toBe(302);
    expect(done.headers.location).toBe(expected);
  });

  it('refuses a tampered state', async () => {
    const accounts = await userCount();
    const browser = ctx.client();
    const { authorizationUrl, pendingCookie } = await leaveForProvider(browser);
    const callback = await provider.authorize(authorizationUrl, personAtProvider().sub);
    callback.searchParams.set('state', `${callback.searchParams.get('state')}x`);
    await expectRefused(await returnToSite(browser, callback, pendingCookie), browser);
    expect(await userCount()).toBe(accounts);
  });

  it("refuses a return without this browser's pending record, or with an altered one", async () => {
    const browser = ctx.client();
    const { authorizationUrl, pendingCookie } = await leaveForProvider(browser);
    const callback = await provider.authorize(authorizationUrl, personAtProvider().sub);

    const otherBrowser = ctx.client();
    const withoutRecord = await otherBrowser.get(`${callback.pathname}${callback.search}`);
    await expectRefused(withoutRecord, otherBrowser);
    expect(withoutRecord.body).toContain('not started in this browser');

    const [body, tag] = pendingCookie.split('.') as [string, string];
    const record = JSON.parse(Buffer.from(body, 'base64url').toString());
    const altered = `${Buffer.from(JSON.stringify({ ...record, redirect: '//evil.example' })).toString('base64url')}.${tag}`;
    await expectRefused(await returnToSite(browser, callback, altered), browser);
  });

  it('refuses an ID token carrying another nonce', async () => {
    const accounts = await userCount();
    const browser = ctx.client();
    const { authorizationUrl, pendingCookie } = await leaveForProvider(browser);
    authorizationUrl.searchParams.set('nonce', 'a-nonce-this-browser-never-sent');
    const callback = await provider.authorize(authorizationUrl, personAtProvider().sub);
    const refused = await returnToSite(browser, callback, pendingCookie);
    await expectRefused(refused, browser);
    expect(refused.body).toContain('did not match this sign-in');
    expect(await userCount()).toBe(accounts);
  });

  it('refuses a replayed code', async () => {
    const browser = ctx.client();
    const { authorizationUrl, pendingCookie } = await leaveForProvider(browser);
    const callback = await provider.authorize(authorizationUrl, personAtProvider().sub);
    expect((await returnToSite(browser, callback, pendingCookie)).statusCode).toBe(302);

    const attacker = ctx.client();
    const replayed = await returnToSite(attacker, callback, pendingCookie);
    await expectRefused(replayed, attacker);
    expect(replayed.body).toContain('already used or has expired');
  });

  it('refuses an ID token issued for another audience, and accepts the same token re-signed for us', async () => {
    const accounts = await userCount();
    const signInWithRewrite = async (
      rewrite: (claims: Record<string, unknown>) => Record<string, unknown>,
    ) => {
      const browser = ctx.client();
      const { authorizationUrl, pendingCookie } = await leaveForProvider(browser);
      const callback = await provider.authorize(authorizationUrl, personAtProvider().sub);
      provider.rewriteNextIdToken(rewrite);
      return { browser, response: await returnToSite(browser, callback, pendingCookie) };
    };

    const forAnotherApp = await signInWithRewrite((claims) => ({
      ...claims,
      aud: 'another-app',
      azp: 'another-app',
    }));
    await expectRefused(forAnotherApp.response, forAnotherApp.browser);
    expect(await userCount()).toBe(accounts);

    // The same re-signing with the claims left alone is accepted: the audience alone made the difference.
    const unchanged = await signInWithRewrite((claims) => claims);
    expect(unchanged.response.statusCode).toBe(302);
  });
});

describe('Google sign-in settings', () => {
  it('prefers PUBLIC_URL for the callback', async () => {
    const ctx = await createTestContext(undefined, {
      ...googleEnv(),
      PUBLIC_URL: 'https://shop.example.com/',
    });
    try {
      const start = await ctx.client().get('/api/auth/google');
      expect([start.statusCode, start.body]).toEqual([302, '']);
      const location = new URL(start.headers.location as string);
      expect(location.searchParams.get('redirect_uri')).toBe(
        'https://shop.example.com/api/auth/google/callback',
      );
      expect(start.cookies.find((cookie) => cookie.name === PENDING_COOKIE)?.secure).toBe(true);
      expect(ctx.app.get(GoogleSignInService).status()).toEqual({ enabled: true });
    } finally {
      await ctx.close();
    }
  }, 120_000);

  it('without PUBLIC_URL, builds the callback from a host of this machine, never from another host', async () => {
    const ctx = await createTestContext(undefined, googleEnv());
    try {
      const callbackFor = async (host: string) => {
        const start = await ctx.client().get('/api/auth/google', { headers: { host } });
        return new URL(start.headers.location as string).searchParams.get('redirect_uri');
      };
      expect(await callbackFor('localhost:8080')).toBe(
        'http://localhost:8080/api/auth/google/callback',
      );
      expect(await callbackFor('shop.example:8080')).toBe(
        `http://localhost:${ctx.config.PORT}/api/auth/google/callback`,
      );
    } finally {
      await ctx.close();
    }
  }, 120_000);

  it('answers 503 without configuration details, and names the variables in the start-up log', async () => {
    const logged = jest.spyOn(Logger.prototype, 'log');
    const ctx = await createTestContext(undefined, { DATA_DIR: dataDir });
    try {
      expect(logged).toHaveBeenCalledWith(
        'Google sign-in is off: set GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET to turn it on.',
      );
      const start = await ctx.client().get('/api/auth/google?redirect=/');
      expect(start.statusCode).toBe(503);
      expect(start.json()).toEqual({
        statusCode: 503,
        error: 'Service Unavailable',
        message: 'Google sign-in is not available here.',
      });
      expect(ctx.app.get(GoogleSignInService).status()).toEqual({ enabled: false });
    } finally {
      logged.mockRestore();
      await ctx.close();
    }
  }, 120_000);
});
