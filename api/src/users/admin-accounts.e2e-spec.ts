import { DATABASE_TARGETS, type TestContext, createTestContext } from '../testing/test-app.js';
import { SESSION_REUSE_MS } from '../access/sessions.service.js';
import { ensureAdminAccount, setAdmin } from './admin-accounts.js';

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
    expect(await setAdmin(ctx.db, email.toUpperCase(), true)).toBe(true);
    const freshSession = ctx.client();
    await freshSession.post('/api/auth/login', { email, password });
    expect((await freshSession.get('/api/alluer')).statusCode).toBe(200);
    // A session this process already resolved sees the grant once its reuse window has passed:
    // the clock moves past the window instead of the test waiting it out.
    const realNow = Date.now.bind(Date);
    const pastReuseWindow = jest
      .spyOn(Date, 'now')
      .mockImplementation(() => realNow() + SESSION_REUSE_MS + 1);
    try {
      expect((await client.get('/api/alluer')).statusCode).toBe(200);
    } finally {
      pastReuseWindow.mockRestore();
    }
    expect(await setAdmin(ctx.db, 'missing@example.com', true)).toBe(false);
  });

  it('no admin suspends or deletes another through the API (403 naming why); revoked, the account can be', async () => {
    const first = await ctx.signUp({ admin: true });
    const second = await ctx.signUp({ admin: true });
    for (const refused of [
      await first.client.post(`/api/users/${second.id}/suspend`, { reason: 'Taking over' }),
      await first.client.delete(`/api/users/${second.id}`),
    ]) {
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toMatch(/administrators are managed with npm run admin/);
    }
    expect((await second.client.get('/api/alluer')).statusCode).toBe(200);

    // As `npm run admin -- revoke` does; then the account is an ordinary one.
    expect(await setAdmin(ctx.db, second.email, false)).toBe(true);
    const suspended = await first.client.post(`/api/users/${second.id}/suspend`, {
      reason: 'Left the team',
    });
    expect(suspended.statusCode).toBe(200);
  });

  it('grants rights to an existing account named by ADMIN_EMAIL without touching its password', async () => {
    const { client, email, password } = await ctx.signUp();
    expect(await ensureAdminAccount(ctx.db, email, 'a different password')).toBe('granted');
    const again = ctx.client();
    expect((await again.post('/api/auth/login', { email, password })).statusCode).toBe(200);
    expect((await client.get('/api/auth/me')).json().isAdmin).toBe(true);
  });
});
