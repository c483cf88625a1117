import pg from 'pg';
import { addCategory, listProduct } from '../testing/catalogue.js';
import { type TestContext, createTestContext, describeOnPostgres } from '../testing/test-app.js';

/**
 * A row locked elsewhere (a long transaction, an administrator's script) must not hold the pool:
 * the request gives up at the lock timeout with 503 and Retry-After, and readiness still answers.
 */
describeOnPostgres('database faults on PostgreSQL (%s)', (url) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext(url);
  });
  afterAll(() => ctx.close());

  it('answers 503 with Retry-After when a row stays locked, never a 500 or a hang', async () => {
    const { name } = await addCategory(ctx);
    const seller = await ctx.signUp({ role: 'seller' });
    const id = await listProduct(seller.client, name);
    const databaseUrl = (ctx.db as unknown as { $client: pg.Pool }).$client.options
      .connectionString;
    const locker = new pg.Client({ connectionString: databaseUrl });
    await locker.connect();
    try {
      await locker.query('begin');
      await locker.query('select id from products where id = $1 for update', [id]);
      const startedAt = Date.now();
      const [advertised, ready] = await Promise.all([
        seller.client.put(`/api/product/${id}`),
        ctx.client().get('/api/health/ready'),
      ]);
      expect(ready.statusCode).toBe(200);
      expect(advertised.statusCode).toBe(503);
      expect(advertised.headers['retry-after']).toBe('5');
      expect(advertised.json()).toMatchObject({ statusCode: 503, error: 'Service Unavailable' });
      expect(Date.now() - startedAt).toBeLessThan(15_000);
    } finally {
      await locker.query('rollback');
      await locker.end();
    }
  });
});
