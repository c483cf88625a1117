import { sql } from 'drizzle-orm';
import { queryRows } from '../database/database.js';
import { addCategory, listProduct } from '../testing/catalogue.js';
import { DATABASE_TARGETS, type TestContext, createTestContext } from '../testing/test-app.js';

describe.each(DATABASE_TARGETS)('audit log on %s', (_, databaseUrl) => {
  let ctx: TestContext;
  let category: string;
  beforeAll(async () => {
    ctx = await createTestContext(databaseUrl);
    category = (await addCategory(ctx)).name;
  });
  afterAll(() => ctx.close());

  type Entry = { _id: string; action: string; target: { _id: string; name: string } };

  it('records verify and the deletions of accounts and listings, by whom, newest first', async () => {
    const admin = await ctx.signUp({ admin: true, name: 'Admin Arif' });
    const seller = await ctx.signUp({ role: 'seller', name: 'Sumi Shop' });
    const user = await ctx.signUp({ name: 'Spam Bot' });
    const productId = await listProduct(seller.client, category, { productName: 'Stolen bike' });
    const ownProduct = await listProduct(seller.client, category, { productName: 'Own delete' });

    await admin.client.put(`/api/user/${seller.id}`);
    // Verifying again changes nothing, so it is not an action to log.
    await admin.client.put(`/api/user/${seller.id}`);
    await admin.client.delete(`/api/delete/${productId}`);
    // A seller removing their own listing is no administrator action.
    await seller.client.delete(`/api/delete/${ownProduct}`);
    await admin.client.delete(`/api/users/${user.id}`);

    const response = await admin.client.get('/api/audit-log');
    expect(response.statusCode).toBe(200);
    const entries: Entry[] = response.json();
    expect(response.headers['x-total-count']).toBe(String(entries.length));
    expect(entries.map((entry) => [entry.action, entry.target.name])).toEqual([
      ['user.delete', `Spam Bot <${user.email}>`],
      ['product.delete', 'Stolen bike'],
      ['seller.verify', `Sumi Shop <${seller.email}>`],
    ]);
    expect(response.json()[0]).toEqual({
      _id: expect.any(String),
      at: expect.any(String),
      actor: { _id: admin.id, name: 'Admin Arif', email: admin.email },
      action: 'user.delete',
      target: { type: 'user', _id: user.id, name: `Spam Bot <${user.email}>` },
      reason: null,
    });
    expect(Date.now() - Date.parse(response.json()[0].at)).toBeLessThan(60_000);
  });

  it('keeps the optional reason given for verifying, deleting and lifting a suspension', async () => {
    const admin = await ctx.signUp({ admin: true });
    const seller = await ctx.signUp({ role: 'seller', name: 'Reasoned Seller' });
    const suspended = await ctx.signUp({ name: 'Lifted Later' });
    const deleted = await ctx.signUp({ name: 'Deleted With Reason' });
    await admin.client.post(`/api/users/${suspended.id}/suspend`, { reason: 'Spam' });

    const verify = await admin.client.put(`/api/user/${seller.id}`, {
      reason: 'Trade licence checked',
    });
    expect(verify.json()).toEqual({ acknowledged: true, matchedCount: 1, modifiedCount: 1 });
    const lift = await admin.client.post(`/api/users/${suspended.id}/unsuspend`, {
      reason: 'Appeal accepted',
    });
    expect(lift.statusCode).toBe(200);
    const removal = await admin.client.request('DELETE', `/api/users/${deleted.id}`, {
      reason: 'Asked to leave',
    });
    expect(removal.json()).toEqual({ acknowledged: true, deletedCount: 1 });

    const entries: Array<Entry & { reason: string | null }> = (
      await admin.client.get('/api/audit-log?limit=4')
    ).json();
    expect(entries.map((entry) => [entry.action, entry.target._id, entry.reason])).toEqual([
      ['user.delete', deleted.id, 'Asked to leave'],
      ['user.unsuspend', suspended.id, 'Appeal accepted'],
      ['seller.verify', seller.id, 'Trade licence checked'],
      ['user.suspend', suspended.id, 'Spam'],
    ]);
  });

  it('refuses a reason that is not text, too long or beside unknown fields, changing nothing', async () => {
    const admin = await ctx.signUp({ admin: true });
    const seller = await ctx.signUp({ role: 'seller' });
    for (const body of [{ reason: 12 }, { reason: 'x'.repeat(501) }, { reason: 'ok', extra: 1 }]) {
      const verify = await admin.client.put(`/api/user/${seller.id}`, body);
      expect(verify.statusCode).toBe(400);
      expect(JSON.stringify(verify.json().message)).toMatch(/reason|extra/);
      expect(
        (await admin.client.request('DELETE', `/api/users/${seller.id}`, body)).statusCode,
      ).toBe(400);
      expect((await admin.client.post(`/api/users/${seller.id}/unsuspend`, body)).statusCode).toBe(
        400,
      );
    }
    const record = (await admin.client.get(`/api/user/${seller.email}`)).json();
    expect(record.verify).toBe(false);
    // Signed out, or not an administrator, the reason changes nothing either.
    expect((await ctx.client().put(`/api/user/${seller.id}`, { reason: 'x' })).statusCode).toBe(
      401,
    );
    expect((await seller.client.put(`/api/user/${seller.id}`, { reason: 'x' })).statusCode).toBe(
      403,
    );
    expect((await admin.client.put('/api/user/999999999', { reason: 'x' })).statusCode).toBe(404);
  });

  it('pages newest first by keyset, with a Link to the next page', async () => {
    const admin = await ctx.signUp({ admin: true });
    const all: Entry[] = (await admin.client.get('/api/audit-log?limit=100')).json();
    expect(all.length).toBeGreaterThanOrEqual(3);
    const ids = all.map((entry) => Number(entry._id));
    expect(ids).toEqual([...ids].sort((a, b) => b - a));

    const first = await admin.client.get('/api/audit-log?limit=2');
    expect(first.json().map((entry: Entry) => entry._id)).toEqual(
      all.slice(0, 2).map((e) => e._id),
    );
    const next = /<([^>]+)>; rel="next"/.exec(String(first.headers.link))![1]!;
    expect(next).toBe(`/api/audit-log?limit=2&before=${all[1]!._id}`);
    const second = await admin.client.get(next);
    expect(second.json().map((entry: Entry) => entry._id)).toEqual(
      all.slice(2, 4).map((e) => e._id),
    );

    const last = await admin.client.get(`/api/audit-log?before=${all.at(-1)!._id}`);
    expect(last.json()).toEqual([]);
    expect(last.headers.link).toBeUndefined();
  });

  it('is for admins only, and refuses a malformed cursor or limit', async () => {
    const admin = await ctx.signUp({ admin: true });
    expect((await ctx.client().get('/api/audit-log')).statusCode).toBe(401);
    expect(
      (await (await ctx.signUp({ role: 'seller' })).client.get('/api/audit-log')).statusCode,
    ).toBe(403);
    for (const [query, field] of [
      ['before=abc', 'before'],
      ['before=0', 'before'],
      ['limit=0', 'limit'],
      ['limit=101', 'limit'],
    ]) {
      const response = await admin.client.get(`/api/audit-log?${query}`);
      expect(response.statusCode).toBe(400);
      expect(JSON.stringify(response.json().message)).toContain(field);
    }
  });

  it('is append-only: the database refuses to change or remove an entry', async () => {
    const admin = await ctx.signUp({ admin: true });
    await admin.client.post('/api/meeting-spots', {
      name: 'Append-only check',
      area: 'Banani',
      address: 'Road 11',
      note: 'CCTV',
    });
    const before = await queryRows<{ total: number }>(
      ctx.db,
      sql`select count(*)::int as total from audit_log`,
    );
    await expect(ctx.db.execute(sql`update audit_log set reason = 'rewritten'`)).rejects.toThrow();
    await expect(ctx.db.execute(sql`delete from audit_log`)).rejects.toThrow();
    await expect(ctx.db.execute(sql`truncate audit_log`)).rejects.toThrow();
    const after = await queryRows<{ total: number; rewritten: number }>(
      ctx.db,
      sql`select count(*)::int as total, count(*) filter (where reason = 'rewritten')::int as rewritten from audit_log`,
    );
    expect(after[0]).toEqual({ total: before[0]!.total, rewritten: 0 });
  });

  it('writes nothing when the action fails, and the action is undone when the entry fails', async () => {
    const admin = await ctx.signUp({ admin: true });
    const count = async () =>
      (
        await queryRows<{ total: number }>(
          ctx.db,
          sql`select count(*)::int as total from audit_log`,
        )
      )[0]!.total;
    const before = await count();
    expect((await admin.client.delete('/api/users/987654321')).statusCode).toBe(404);
    expect((await admin.client.post('/api/reports/987654321/dismiss')).statusCode).toBe(404);
    expect(await count()).toBe(before);

    // Make the log refuse inserts for a moment: the suspension must not happen without its entry.
    const user = await ctx.signUp();
    await ctx.db.execute(
      sql`alter table audit_log add constraint audit_log_test_refuse check (action <> 'user.suspend') not valid`,
    );
    try {
      const refused = await admin.client.post(`/api/users/${user.id}/suspend`, { reason: 'Spam' });
      expect(refused.statusCode).toBe(500);
      expect((await user.client.get('/api/auth/me')).statusCode).toBe(200);
    } finally {
      await ctx.db.execute(sql`alter table audit_log drop constraint audit_log_test_refuse`);
    }
  });
});
