import { sql } from 'drizzle-orm';
import { addCategory, listProduct, productForm } from '../testing/catalogue.js';
import { type ReplicaCluster, startReplicaCluster } from '../testing/replica-cluster.js';
import {
  DATABASE_TARGETS,
  type TestClient,
  type TestContext,
  createTestContext,
  describeOnPostgres,
} from '../testing/test-app.js';
import { until } from '../testing/until.js';
import { DATABASE_HANDLE, type DatabaseHandle, queryRows } from './database.js';
import { type ReadReplicas, withReadRouting } from './read-replicas.js';
import { READ_AFTER_COOKIE } from './read-your-writes.js';

const MAX_LAG_MS = 3_000;
const METRICS_TOKEN = 'a metrics token for this suite';

/**
 * A primary and a streaming replica of their own (one pair for the whole file): reads go to the
 * replica, a seller reads their own writes at once while the replica is paused, a replica past
 * the lag bound is skipped, and a stopped replica costs the user nothing.
 */
describeOnPostgres('read replicas (%s gates the suite; the cluster is its own)', () => {
  let cluster: ReplicaCluster;
  let ctx: TestContext;
  let replicas: ReadReplicas;
  let seller: { client: TestClient; id: string };
  let category: string;

  /**
   * A seller's public listings as `client` sees them. A visitor reading a replica that has not
   * yet replayed the seller's sign-up gets a 404: no listings yet.
   */
  const publicListOf = async (client: TestClient) => {
    const response = await client.get(`/api/sellers/${seller.id}/products`);
    const body: unknown = response.json();
    return {
      status: response.statusCode,
      names: Array.isArray(body) ? body.map((p: { productName: string }) => p.productName) : [],
    };
  };
  /** How many replicas serve reads after a health check (the periodic one, run now). */
  const checked = async () => {
    await replicas.check();
    return replicas.inService;
  };
  /** A visitor without cookies: never wrote, so any healthy replica may answer them. */
  const anonymousList = () => publicListOf(ctx.client());

  beforeAll(async () => {
    cluster = await startReplicaCluster();
    ctx = await createTestContext(
      cluster.primaryUrl,
      { METRICS_TOKEN },
      {
        replicas: {
          serverUrls: [cluster.replicaUrl],
          maxLagMs: MAX_LAG_MS,
          // Checks run when a test asks (`checked`), so a failing read is what takes a replica out.
          checkIntervalMs: 600_000,
        },
      },
    );
    replicas = ctx.app.get<DatabaseHandle>(DATABASE_HANDLE).replicas!;
    category = (await addCategory(ctx)).name;
    const signedUp = await ctx.signUp({ role: 'seller' });
    seller = { client: signedUp.client, id: signedUp.id };
    await until(checked, (inService) => inService === 1);
  }, 120_000);

  afterAll(async () => {
    await ctx?.close();
    await cluster?.destroy();
  });

  it('sends a visitor’s reads to the replica', async () => {
    const name = `Replicated lamp ${Date.now()}`;
    await listProduct(seller.client, category, { productName: name });
    const before = { ...replicas.served };
    const list = await until(anonymousList, ({ names }) => names.includes(name));
    expect(list.status).toBe(200);
    expect(replicas.served.replica).toBeGreaterThan(before.replica);
    expect(replicas.served.primary).toBe(before.primary);
    // A seller's public profile too.
    const beforeProfile = { ...replicas.served };
    const profile = await ctx.client().get(`/api/sellers/${seller.id}`);
    expect(profile.statusCode).toBe(200);
    expect(replicas.served.replica).toBeGreaterThan(beforeProfile.replica);
    expect(replicas.served.primary).toBe(beforeProfile.primary);
    // The read handle inside a reading request answers from a server in recovery: the replica;
    // a transaction begun on it runs on the primary.
    const { reader } = ctx.app.get<DatabaseHandle>(DATABASE_HANDLE);
    const inRecovery = sql`select pg_is_in_recovery() as replica`;
    const [statement, transaction] = await withReadRouting({ primaryOnly: false }, () =>
      Promise.all([
        queryRows<{ replica: boolean }>(reader, inRecovery),
        reader.transaction((tx) => queryRows<{ replica: boolean }>(tx, inRecovery)),
      ]),
    );
    expect(statement[0]!.replica).toBe(true);
    expect(transaction[0]!.replica).toBe(false);
    // What an operator's Prometheus sees.
    const metrics = await ctx
      .client()
      .get('/api/metrics', { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
    expect(metrics.body).toContain('db_replicas_in_service 1');
    expect(metrics.body).toMatch(/db_read_queries_total\{server="replica"\} [1-9]/);
  });

  it('shows a seller their new listing at once while the paused replica still shows a visitor the old list', async () => {
    // A fresh replayed write first, so the pause starts well inside the lag bound.
    const warmUp = `Warm-up kettle ${Date.now()}`;
    await listProduct(seller.client, category, { productName: warmUp });
    await until(anonymousList, ({ names }) => names.includes(warmUp));
    await cluster.pauseReplay();

    const name = `Fresh bicycle ${Date.now()}`;
    await listProduct(seller.client, category, { productName: name });

    const own = await publicListOf(seller.client);
    expect(own).toEqual({ status: 200, names: expect.arrayContaining([name]) as unknown });
    const visitor = await anonymousList();
    expect(visitor.status).toBe(200);
    expect(visitor.names).toContain(warmUp);
    expect(visitor.names).not.toContain(name);

    // The category list every visitor shares (cached) is filled from the primary: no visitor, the
    // seller included, is kept from the new listing for the cache's 10 s.
    for (const reader of [ctx.client(), seller.client]) {
      const shared = await reader.get(`/api/products?category=${encodeURIComponent(category)}`);
      expect(shared.json<Array<{ productName: string }>>().map((p) => p.productName)).toContain(
        name,
      );
    }
  });

  it('skips the paused replica once it lags past REPLICA_MAX_LAG_MS, and takes it back when it catches up', async () => {
    const name = `Lagging sofa ${Date.now()}`;
    await listProduct(seller.client, category, { productName: name });
    await until(checked, (inService) => inService === 0, 4 * MAX_LAG_MS);
    // The primary answers the visitor now.
    expect((await anonymousList()).names).toContain(name);
    // What the replica-lag alert reads.
    const metrics = (
      await ctx
        .client()
        .get('/api/metrics', { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })
    ).body;
    expect(metrics).toMatch(/^db_replica_in_service\{replica="127\.0\.0\.1:\d+"\} 0$/m);
    const lag = /^db_replica_lag_seconds\{replica="127\.0\.0\.1:\d+"\} ([\d.e+-]+)$/m.exec(metrics);
    expect(Number(lag?.[1])).toBeGreaterThan(MAX_LAG_MS / 1000);

    await cluster.resumeReplay();
    await until(checked, (inService) => inService === 1);
    // Replayed past the seller's last write: the seller's reads are back on the replica too.
    const before = { ...replicas.served };
    expect((await publicListOf(seller.client)).names).toContain(name);
    expect(replicas.served.replica).toBeGreaterThan(before.replica);
    expect(replicas.served.primary).toBe(before.primary);
  });

  it('answers from the primary, without an error, when the replica stops; uses it again once it is back', async () => {
    const name = `Sturdy desk ${Date.now()}`;
    await listProduct(seller.client, category, { productName: name });
    await until(anonymousList, ({ names }) => names.includes(name));

    await cluster.stopReplica();
    expect(replicas.inService).toBe(1); // No check has run: the failing read finds out.
    for (let visit = 0; visit < 5; visit += 1) {
      const visitor = await anonymousList();
      expect(visitor.status).toBe(200);
      expect(visitor.names).toContain(name);
    }
    expect(replicas.inService).toBe(0);

    await cluster.startReplica();
    await until(checked, (inService) => inService === 1);
    const before = replicas.served.replica;
    expect((await anonymousList()).status).toBe(200);
    expect(replicas.served.replica).toBeGreaterThan(before);
  });
});

describe.each(DATABASE_TARGETS)('without replicas (%s)', (_name, url) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext(url);
  });
  afterAll(() => ctx.close());

  it('reads and writes on the one database, and a write sets no read-after cookie', async () => {
    const handle = ctx.app.get<DatabaseHandle>(DATABASE_HANDLE);
    expect(handle.reader).toBe(handle.db);
    expect(handle.replicas).toBeUndefined();
    const seller = await ctx.signUp({ role: 'seller' });
    const category = await addCategory(ctx);
    const response = await seller.client.post('/api/products', {
      ...productForm(category.name),
      productName: 'Single-server radio',
    });
    expect(response.statusCode).toBe(201);
    expect(response.cookies.map((cookie) => cookie.name)).not.toContain(READ_AFTER_COOKIE);
  });
});
