import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import {
  DATABASE_TARGETS,
  type TestContext,
  captureLogs,
  createTestContext,
} from '../testing/test-app.js';
import { APP_LOADER_SCRIPT_SOURCE } from '../web/app-loader.js';
import { addCategory, productForm } from '../testing/catalogue.js';

/** Every header Helmet set on an https site, word for word, as the site has always sent them. */
const SECURITY_HEADERS = {
  'content-security-policy':
    `default-src 'self';script-src 'self' ${APP_LOADER_SCRIPT_SOURCE};connect-src 'self';` +
    "style-src 'self' 'unsafe-inline';img-src 'self' data: blob:;font-src 'self' data:;" +
    "object-src 'none';base-uri 'self';form-action 'self';frame-ancestors 'none';upgrade-insecure-requests",
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'cross-origin',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'no-referrer',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'DENY',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
};

/** The security review's findings 2, 4, 5 and 10, each as a visitor or an operator would see it. */
describe.each(DATABASE_TARGETS)('security findings on %s', (_, databaseUrl) => {
  let ctx: TestContext;
  const logs = captureLogs();
  beforeAll(async () => {
    ctx = await createTestContext(
      databaseUrl,
      { LOG_LEVEL: 'info', NODE_ENV: 'production', PUBLIC_URL: 'https://shop.example' },
      { logDestination: logs.destination },
    );
  });
  afterAll(() => ctx.close());
  beforeEach(() => (logs.lines.length = 0));

  it('finding 5: pages and JSON carry CSP, frame-ancestors, nosniff and HSTS; private JSON is no-store', async () => {
    const { client } = await ctx.signUp();
    for (const url of ['/api/category', '/api/auth/me', '/api/health']) {
      const response = await client.get(url);
      expect(response.statusCode).toBe(200);
      const csp = String(response.headers['content-security-policy']);
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("object-src 'none'");
      expect(response.headers['x-frame-options']).toBe('DENY');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['strict-transport-security']).toMatch(/max-age=\d+/);
      expect(response.headers).toMatchObject(SECURITY_HEADERS);
    }
    // A page the app does not know gets them too.
    expect((await client.get('/api/no-such-thing')).headers).toMatchObject(SECURITY_HEADERS);
    const me = await client.get('/api/auth/me');
    expect(me.headers['cache-control']).toBe('no-store');
    expect(
      (await client.get('/api/buyproduct?email=nobody@example.com')).headers['cache-control'],
    ).toBe('no-store');
    // The shared catalogue lists keep their own revalidated caching.
    expect((await client.get('/api/category')).headers['cache-control']).toContain('public');
  });

  it('finding 10: an unconfigured Google sign-in answers 503 without flooding the log', async () => {
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await ctx.client().get('/api/auth/google?redirect=/')).statusCode).toBe(503);
    }
    expect(logs.lines.filter((line) => Number(line.level) >= 50)).toEqual([]);
    expect(JSON.stringify(logs.lines)).not.toContain('    at ');
  });

  it('finding 10: the OpenAPI UI is off in production', async () => {
    expect((await ctx.client().get('/api/docs')).statusCode).toBe(404);
  });

  it('finding 2: a failed query is logged without its parameters (hashes, names, emails)', async () => {
    await ctx.db.execute(
      sql.raw(
        `alter table users add constraint test_no_boom check (name <> 'Boom Person') not valid`,
      ),
    );
    try {
      const response = await ctx.client().post('/api/auth/register', {
        name: 'Boom Person',
        email: 'boom.person@example.com',
        password: 'a good long password',
        image: '/api/images/test.webp',
        role: 'user',
      });
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({
        statusCode: 500,
        error: 'Internal Server Error',
        message: 'Something went wrong on our side',
      });
      const logged = JSON.stringify(logs.lines);
      expect(logs.lines.some((line) => line.level === 50)).toBe(true);
      expect(logged).toContain('test_no_boom');
      expect(logged).not.toContain('Boom Person');
      expect(logged).not.toContain('boom.person@example.com');
      expect(logged).not.toContain('$argon2');
    } finally {
      await ctx.db.execute(sql.raw('alter table users drop constraint test_no_boom'));
    }
  });

  it('logs one access line per request with its id, route, status, duration and user, echoing X-Request-Id', async () => {
    const { client, id, email } = await ctx.signUp();
    logs.lines.length = 0;
    const response = await client.get(`/api/buyproduct?email=${encodeURIComponent(email)}`, {
      headers: { 'x-request-id': 'trace-42' },
    });
    expect(response.headers['x-request-id']).toBe('trace-42');
    const access = logs.lines.filter((line) => line.msg === 'request');
    expect(access).toEqual([
      expect.objectContaining({
        reqId: 'trace-42',
        method: 'GET',
        route: '/api/buyproduct',
        status: 200,
        userId: Number(id),
        durationMs: expect.any(Number),
      }),
    ]);
    expect(JSON.stringify(logs.lines)).not.toContain(email);
    const generated = await ctx
      .client()
      .get('/api/category', { headers: { 'x-request-id': 'bad id\n' } });
    expect(generated.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("finding 8: takes pictures from this site's image service only, naming the field, and pages load none from elsewhere", async () => {
    const tracker = 'https://tracker.example/pixel.png?who=you';
    const refusedFor = async (response: { statusCode: number; body: string }, field: string) => {
      expect([field, response.statusCode]).toEqual([field, 400]);
      expect(response.body).toContain(`${field}: image must be a picture uploaded to this site`);
    };
    await refusedFor(
      await ctx.client().post('/api/auth/register', {
        name: 'Tracked',
        email: 'tracked@example.com',
        password: 'long enough secret',
        image: tracker,
        role: 'user',
      }),
      'image',
    );
    const seller = await ctx.signUp({ role: 'seller' });
    await refusedFor(
      await seller.client.request('PATCH', '/api/account/profile', { image: tracker }),
      'image',
    );
    await refusedFor(
      await seller.client.post('/api/user', {
        name: 'Seller',
        email: seller.email,
        role: 'seller',
        image: tracker,
      }),
      'image',
    );
    const { name: category } = await addCategory(ctx);
    await refusedFor(
      await seller.client.post('/api/products', productForm(category, { productImage: tracker })),
      'productImage',
    );
    await refusedFor(
      await seller.client.post(
        '/api/products',
        productForm(category, { productImages: ['/api/images/a.webp', tracker] }),
      ),
      'productImages.1',
    );
    const page = await ctx.client().get('/api/category');
    const imgSrc = /img-src ([^;]*)/.exec(String(page.headers['content-security-policy']))?.[1];
    expect(imgSrc?.split(' ')).toEqual(["'self'", 'data:', 'blob:']);
  });

  it('finding 8: migration 0034 drops a profile picture saved from elsewhere, and keeps our own', async () => {
    const tracked = await ctx.signUp();
    const own = await ctx.signUp();
    await ctx.db.execute(
      sql`update users set image = 'https://tracker.example/me.png' where id = ${Number(tracked.id)}`,
    );
    const migration = readFileSync(
      new URL('../../drizzle/0034_own_profile_pictures.sql', import.meta.url),
      'utf8',
    );
    await ctx.db.execute(sql.raw(migration));
    expect((await tracked.client.get('/api/account/profile')).json().image).toBe('');
    expect((await own.client.get('/api/account/profile')).json().image).toBe(
      '/api/images/test.webp',
    );
  });
});

describe('deployment settings', () => {
  it('finding 10: the OpenAPI UI can be switched on in production with API_DOCS=true', async () => {
    const ctx = await createTestContext(undefined, {
      NODE_ENV: 'production',
      PUBLIC_URL: 'https://shop.example',
      API_DOCS: 'true',
    });
    try {
      expect((await ctx.client().get('/api/docs')).statusCode).toBe(200);
    } finally {
      await ctx.close();
    }
  }, 120_000);

  it('finding 4: TRUST_PROXY trusts only the configured hops, so a made-up X-Forwarded-For cannot dodge a limit', async () => {
    const ctx = await createTestContext(undefined, {
      TRUST_PROXY: '1',
      RATE_LIMIT_LOGIN_PER_IP_PER_15_MIN: '2',
    });
    try {
      // The proxy appends the address it saw (198.51.100.7); the client made up the first one.
      const attempt = (madeUp: string) =>
        ctx
          .client()
          .post(
            '/api/auth/login',
            { email: 'someone@example.com', password: 'wrong password here' },
            { headers: { 'x-forwarded-for': `${madeUp}, 198.51.100.7` } },
          );
      expect((await attempt('203.0.113.1')).statusCode).toBe(401);
      expect((await attempt('203.0.113.2')).statusCode).toBe(401);
      expect((await attempt('203.0.113.3')).statusCode).toBe(429);
    } finally {
      await ctx.close();
    }
  }, 120_000);

  it.each([['true'], ['2'], ['10.0.0.1,10.1.0.0/16']])('accepts TRUST_PROXY=%s', async (value) => {
    const { loadConfig } = await import('../config/app-config.js');
    expect(() => loadConfig({ TRUST_PROXY: value })).not.toThrow();
  });

  it('refuses a TRUST_PROXY that is neither a hop count nor addresses', async () => {
    const { loadConfig } = await import('../config/app-config.js');
    expect(() => loadConfig({ TRUST_PROXY: 'everyone' })).toThrow(/TRUST_PROXY/);
  });
});
