import { withClockAhead } from '../testing/clock.js';
import { DATABASE_TARGETS, type TestContext, createTestContext } from '../testing/test-app.js';

describe.each(DATABASE_TARGETS)('accounts and sessions on %s', (_, databaseUrl) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext(databaseUrl, {
      RATE_LIMIT_LOGIN_FAILURES_PER_EMAIL_PER_15_MIN: '3',
      TRUSTED_ORIGINS: 'https://partner.example',
    });
  });
  afterAll(() => ctx.close());

  const registration = (email: string, extra: Record<string, unknown> = {}) => ({
    name: 'Rahim Uddin',
    email,
    password: 'long enough secret',
    image: '/api/images/abc.webp',
    role: 'seller',
    ...extra,
  });

  it('registers, signs in with a session cookie and reads the session back', async () => {
    const browser = ctx.client();
    const created = await browser.post('/api/auth/register', registration('Rahim@Example.com'));
    expect(created.statusCode).toBe(201);
    expect(created.json()).toEqual({
      id: expect.stringMatching(/^[1-9]\d*$/),
      displayName: 'Rahim Uddin',
      email: 'rahim@example.com',
      photoURL: '/api/images/abc.webp',
      isAdmin: false,
      isSeller: true,
      verify: false,
      // Until the emailed link is opened.
      emailVerified: false,
    });
    const cookie = created.cookies.find((c) => c.name === 'sid')!;
    expect(cookie.httpOnly).toBe(true);
    expect(cookie.sameSite).toBe('Lax');
    expect(cookie.path).toBe('/');
    expect(cookie.expires).toBeDefined();

    const me = await browser.get('/api/auth/me');
    expect(me.statusCode).toBe(200);
    expect(me.json().email).toBe('rahim@example.com');
  });

  it('refuses a second account for the same email, whatever its case', async () => {
    await ctx.client().post('/api/auth/register', registration('twice@example.com'));
    const again = await ctx.client().post('/api/auth/register', registration('TWICE@example.com'));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      statusCode: 409,
      error: 'Conflict',
      message: 'An account with this email already exists',
    });
  });

  it('checks details before the photo exists: 204 for free ones, 409 for a taken email, 400 naming the field', async () => {
    const { image: _image, ...details } = registration('Checked@Example.com');
    const free = await ctx.client().post('/api/auth/register/check', details);
    expect(free.statusCode).toBe(204);
    expect(free.cookies).toEqual([]);
    // Nothing was reserved: the same email registers afterwards.
    expect(
      (await ctx.client().post('/api/auth/register', registration('checked@example.com')))
        .statusCode,
    ).toBe(201);

    const taken = await ctx
      .client()
      .post('/api/auth/register/check', { ...details, email: 'CHECKED@example.com' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe('An account with this email already exists');

    const badEmail = await ctx
      .client()
      .post('/api/auth/register/check', { ...details, email: 'not-an-email' });
    expect(badEmail.statusCode).toBe(400);
    expect(JSON.stringify(badEmail.json().message)).toContain('email');
    const withPhoto = await ctx
      .client()
      .post('/api/auth/register/check', registration('photo@example.com'));
    expect(withPhoto.statusCode).toBe(400);
  });

  it('finding 4: refused attempts spend nothing, so nobody locks an email out of signing up', async () => {
    const email = 'owner-to-be@example.com';
    for (let attempt = 0; attempt < 12; attempt += 1) {
      const refused = await ctx.client().post('/api/auth/register', {
        name: 'Squatter',
        email,
        password: 'password',
        image: '/api/images/a.webp',
        role: 'user',
      });
      expect(refused.statusCode).toBe(400);
    }
    const owner = await ctx.client().post('/api/auth/register', {
      name: 'Owner',
      email,
      password: 'long enough secret',
      image: '/api/images/a.webp',
      role: 'user',
    });
    expect(owner.statusCode).toBe(201);
  });

  it('refuses to register as an admin or as verified, and names bad fields', async () => {
    const asAdmin = await ctx
      .client()
      .post('/api/auth/register', registration('boss@example.com', { isAdmin: true }));
    expect(asAdmin.statusCode).toBe(400);
    const verified = await ctx
      .client()
      .post('/api/auth/register', registration('v@example.com', { verify: true }));
    expect(verified.statusCode).toBe(400);
    const bad = await ctx.client().post('/api/auth/register', {
      name: '',
      email: 'not-an-email',
      password: 'short',
      image: 'javascript:alert(1)',
      role: 'admin',
    });
    expect(bad.statusCode).toBe(400);
    const message = JSON.stringify(bad.json().message);
    for (const field of ['name', 'email', 'password', 'image', 'role'])
      expect(message).toContain(field);
  });

  it('gives the same answer for an unknown email and a wrong password', async () => {
    const { email } = await ctx.signUp();
    const wrong = await ctx
      .client()
      .post('/api/auth/login', { email, password: 'not the password' });
    const unknown = await ctx.client().post('/api/auth/login', {
      email: 'nobody@example.com',
      password: 'not the password',
    });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json().message).toBe('Invalid email or password');
  });

  it('starts a new session at every sign-in and revokes it at logout', async () => {
    const { email, password, client: first } = await ctx.signUp();
    const second = ctx.client();
    const login = await second.post('/api/auth/login', { email, password });
    expect(login.statusCode).toBe(200);
    expect((await first.get('/api/auth/me')).statusCode).toBe(200);
    expect((await second.get('/api/auth/me')).statusCode).toBe(200);

    const logout = await second.post('/api/auth/logout');
    expect(logout.statusCode).toBe(204);
    // The cookie is gone with the session: nobody is signed in there any more.
    expect((await second.get('/api/auth/me')).statusCode).toBe(204);
    const revoked = await ctx.client().get('/api/auth/me', {
      headers: { cookie: `sid=${login.cookies.find((c) => c.name === 'sid')!.value}` },
    });
    expect(revoked.statusCode).toBe(401);
    expect((await first.get('/api/auth/me')).statusCode).toBe(200);
  });

  it('answers a browser without a session cookie 204, not an error, and a forged cookie 401', async () => {
    const anonymous = await ctx.client().get('/api/auth/me');
    expect(anonymous.statusCode).toBe(204);
    expect(anonymous.body).toBe('');
    const forged = await ctx
      .client()
      .get('/api/auth/me', { headers: { cookie: 'sid=forged-token' } });
    expect(forged.statusCode).toBe(401);
  });

  it('limits failed logins per email with 429 and Retry-After, before checking the password', async () => {
    const { email, password } = await ctx.signUp();
    for (let attempt = 0; attempt < 3; attempt += 1) {
      expect(
        (await ctx.client().post('/api/auth/login', { email, password: 'wrong password' }))
          .statusCode,
      ).toBe(401);
    }
    const limited = await ctx.client().post('/api/auth/login', { email, password });
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('refuses a state-changing request from another site, allows its own and trusted origins', async () => {
    const { email, password } = await ctx.signUp();
    const foreign = await ctx
      .client()
      .post(
        '/api/auth/login',
        { email, password },
        { headers: { origin: 'https://evil.example' } },
      );
    expect(foreign.statusCode).toBe(403);
    const own = await ctx
      .client()
      .post(
        '/api/auth/login',
        { email, password },
        { headers: { origin: 'http://localhost:3000', host: 'localhost:3000' } },
      );
    expect(own.statusCode).toBe(200);
    const trusted = await ctx
      .client()
      .post(
        '/api/auth/login',
        { email, password },
        { headers: { origin: 'https://partner.example' } },
      );
    expect(trusted.statusCode).toBe(200);
  });

  it('answers malformed JSON and a wrong media type with 4xx, never 500', async () => {
    const broken = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": ',
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toMatchObject({ statusCode: 400, error: 'Bad Request' });
    const text = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'text/plain' },
      payload: 'hello',
    });
    expect(text.statusCode).toBe(415);
  });
});

describe.each(DATABASE_TARGETS)(
  'login lockout without denial of service on %s',
  (_, databaseUrl) => {
    let ctx: TestContext;
    beforeAll(async () => {
      ctx = await createTestContext(databaseUrl, {
        TRUST_PROXY: '1',
        RATE_LIMIT_LOGIN_FAILURES_PER_EMAIL_PER_15_MIN: '5',
      });
    });
    afterAll(() => ctx.close());

    const loginFrom = (address: string, email: string, password: string) =>
      ctx
        .client()
        .post('/api/auth/login', { email, password }, { headers: { 'x-forwarded-for': address } });

    it('finding 3: five wrong passwords from a stranger stop the stranger, not the owner', async () => {
      const { email, password } = await ctx.signUp();
      for (let attempt = 0; attempt < 5; attempt += 1) {
        expect((await loginFrom('203.0.113.66', email, 'guessed password')).statusCode).toBe(401);
      }
      const stranger = await loginFrom('203.0.113.66', email, password);
      expect(stranger.statusCode).toBe(429);
      expect(Number(stranger.headers['retry-after'])).toBeGreaterThan(0);
      expect((await loginFrom('198.51.100.20', email, password)).statusCode).toBe(200);
    });

    it('finding 3: an email guessed from many addresses slows every client to one attempt at a time, the owner still gets in', async () => {
      const { email, password } = await ctx.signUp();
      // 50 failures (ten times the per-client limit) from ten addresses.
      for (let address = 1; address <= 10; address += 1) {
        for (let attempt = 0; attempt < 5; attempt += 1) {
          await loginFrom(`203.0.113.${address}`, email, 'guessed password');
        }
      }
      expect((await loginFrom('198.51.100.30', email, password)).statusCode).toBe(200);
      const tooSoon = await loginFrom('198.51.100.30', email, password);
      expect(tooSoon.statusCode).toBe(429);
      expect(Number(tooSoon.headers['retry-after'])).toBeLessThanOrEqual(10);
    });

    it('finding 8: refuses the most common passwords, naming the field', async () => {
      for (const password of ['password', '12345678', 'Password', 'iloveyou', 'qwertyuiop']) {
        const response = await ctx.client().post('/api/auth/register', {
          name: 'Common Choice',
          email: `common-${password.toLowerCase()}@example.com`,
          password,
          image: '/api/images/a.webp',
          role: 'user',
        });
        expect(response.statusCode).toBe(400);
        expect(response.json().message).toMatch(/^password /);
      }
    });
  },
);

describe('registration rate limit', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext(undefined, { RATE_LIMIT_REGISTER_PER_IP_PER_HOUR: '2' });
  });
  afterAll(() => ctx.close());

  it('answers 429 with Retry-After past the per-address limit', async () => {
    const body = (n: number) => ({
      name: 'Someone',
      email: `someone${n}@example.com`,
      password: 'long enough secret',
      image: '/api/images/a.webp',
      role: 'user',
    });
    expect((await ctx.client().post('/api/auth/register', body(1))).statusCode).toBe(201);
    expect((await ctx.client().post('/api/auth/register', body(2))).statusCode).toBe(201);
    const third = await ctx.client().post('/api/auth/register', body(3));
    expect(third.statusCode).toBe(429);
    expect(third.headers['retry-after']).toBeDefined();
  });
});

describe.each(DATABASE_TARGETS)('registration checks on %s', (_, databaseUrl) => {
  it('finding 1: the check counts as a registration, so it cannot sort emails by the thousand', async () => {
    const limited = await createTestContext(databaseUrl, {
      RATE_LIMIT_REGISTER_PER_IP_PER_HOUR: '3',
    });
    try {
      const owner = await limited.signUp();
      const check = (email: string) =>
        limited.client().post('/api/auth/register/check', {
          name: 'Someone',
          email,
          password: 'long enough secret',
          role: 'user',
        });
      expect((await check(owner.email)).statusCode).toBe(409);
      expect((await check('nobody@example.com')).statusCode).toBe(204);
      const refused = await check('another@example.com');
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      const register = await limited.client().post('/api/auth/register', {
        name: 'Someone',
        email: 'another@example.com',
        password: 'long enough secret',
        image: '/api/images/a.webp',
        role: 'user',
      });
      expect(register.statusCode).toBe(429);
      await withClockAhead(Number(refused.headers['retry-after']), async () => {
        expect((await check('another@example.com')).statusCode).toBe(204);
      });
    } finally {
      await limited.close();
    }
  });
});
