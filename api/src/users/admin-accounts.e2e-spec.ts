import { DATABASE_TARGETS, type TestContext, createTestContext } from '../testing/test-app.js';
import { SESSION_REUSE_MS } from '../auth/sessions.service.js';
import { ensureAdminAccount, grantAdmin } from './admin-accounts.js';

describe.each(DATABASE_TARGETS)('admin accounts on %s', (_, databaseUrl) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext(databaseUrl);
  });
  afterAll(() => ctx.close());

  it('creates the configured admin once, who can then sign in and administer', async () => {
    expect(await ensureAdminAccount(ctx.db, 'Chief@Example.com', 'chief admin password')).toBe(
      'created',
    );
    expect(await ensureAdminAccount(ctx.db, 'chief@example.com', 'another password')).toBe(
      'unchanged',
    );
    const admin = ctx.client();
    const login = await admin.post('/api/auth/login', {
      email: 'chief@example.com',
      password: 'chief admin password',
    });
    expect(login.statusCode).toBe(200);
    expect(login.json().isAdmin).toBe(true);
    expect((await admin.get('/api/alluer')).statusCode).toBe(200);
  });

  it('grants admin rights to an existing account, and only to an existing one', async () => {
    const { client, email, password } = await ctx.signUp();
    expect((await client.get('/api/alluer')).statusCode).toBe(403);
    // As `npm run admin -- grant` does, from another process: straight to the database.
    expect(await grantAdmin(ctx.db, email.toUpperCase())).toBe(true);
    const freshSession = ctx.client();
    await freshSession.post('/api/auth/login', { email, password });
    expect((await freshSession.get('/api/alluer')).statusCode).toBe(200);
    // A session this process already resolved sees the grant once its reuse window has passed.
    await new Promise((resolve) => setTimeout(resolve, SESSION_REUSE_MS + 100));
    expect((await client.get('/api/alluer')).statusCode).toBe(200);
    expect(await grantAdmin(ctx.db, 'missing@example.com')).toBe(false);
  });

  it('grants rights to an existing account named by ADMIN_EMAIL without touching its password', async () => {
    const { client, email, password } = await ctx.signUp();
    expect(await ensureAdminAccount(ctx.db, email, 'a different password')).toBe('granted');
    const again = ctx.client();
    expect((await again.post('/api/auth/login', { email, password })).statusCode).toBe(200);
    expect((await client.get('/api/auth/me')).json().isAdmin).toBe(true);
  });
});
