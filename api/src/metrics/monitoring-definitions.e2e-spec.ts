import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { type TestContext, createTestContext, describeOnPostgres } from '../testing/test-app.js';

const METRICS_TOKEN = 'a metrics token for the monitoring check';
const MONITORING = fileURLToPath(new URL('../../../deploy/monitoring/', import.meta.url));

/** The API's metric names an alert or a panel reads (the exporters' own are theirs to keep). */
async function apiMetricsNamed(file: string): Promise<string[]> {
  const text = await readFile(`${MONITORING}${file}`, 'utf8');
  const names = text.match(/\b(?:http|jobs|db|nodejs|server_render)_[a-z0-9_]+/g) ?? [];
  return [...new Set(names)];
}

/**
 * An alert on a metric the API does not export never fires: every name alerts.yml and
 * dashboard.json read is in a real scrape (promtool checks the rules themselves: check.sh).
 * On PostgreSQL, as deployed (the pool's metrics); the replica metrics exist only with replicas,
 * and read-replicas.e2e-spec.ts scrapes those.
 */
describeOnPostgres('the alert rules and the dashboard read metrics the API exports (%s)', (url) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext(url, { METRICS_TOKEN });
  });
  afterAll(() => ctx.close());

  it.each(['alerts.yml', 'dashboard.json'])('%s', async (file) => {
    const scrape = (
      await ctx
        .client()
        .get('/api/metrics', { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })
    ).body;
    // Every registered metric has its TYPE line, samples or not (a counter never incremented).
    const exported = new Set(
      [...scrape.matchAll(/^# TYPE ([a-z_:][a-z0-9_:]*) (\w+)$/gm)].flatMap(([, name, type]) =>
        type === 'histogram' ? [`${name}_bucket`, `${name}_count`, `${name}_sum`] : [name],
      ),
    );
    const named = await apiMetricsNamed(file);
    expect(named.length).toBeGreaterThan(3);
    const missing = named.filter(
      (name) => !exported.has(name) && !/^db_(replica_|read_queries)/.test(name),
    );
    expect(missing).toEqual([]);
  });
});
