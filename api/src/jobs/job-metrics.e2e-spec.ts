import { sql } from 'drizzle-orm';
import { queryRows } from '../database/database.js';
import { DATABASE_TARGETS, type TestContext, createTestContext } from '../testing/test-app.js';
import { until } from '../testing/until.js';
import { JobQueue } from './job-queue.js';

const METRICS_TOKEN = 'a metrics token for the job queue';

/** One sample's value from Prometheus's text format, or undefined when it is not there. */
function sample(text: string, name: string, kind: string): number | undefined {
  const line = text
    .split('\n')
    .find((candidate) => candidate.startsWith(`${name}{kind="${kind}"} `));
  return line === undefined ? undefined : Number(line.slice(line.lastIndexOf(' ') + 1));
}

/** What an operator's dashboard and alerts read about the job queue, from `/api/metrics`. */
describe.each(DATABASE_TARGETS)('job queue metrics on %s', (_, databaseUrl) => {
  let ctx: TestContext;
  let queue: JobQueue;
  beforeAll(async () => {
    ctx = await createTestContext(databaseUrl, {
      METRICS_TOKEN,
      JOBS_WORKER: 'true',
      JOBS_POLL_INTERVAL_MS: '50',
      JOBS_RETRY_BASE_MS: '50',
    });
    queue = ctx.app.get(JobQueue);
    queue.define<Record<string, never>>({
      kind: 'test-always-fails',
      maxAttempts: 2,
      run: async () => {
        throw new Error('the test server said no');
      },
    });
  });
  afterAll(() => ctx.close());

  const scrape = async () => {
    const response = await ctx
      .client()
      .get('/api/metrics', { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
    expect(response.statusCode).toBe(200);
    return response.body;
  };

  it('reports what waits, how long the oldest due job has waited, and what failed, by kind', async () => {
    // A kind no worker of this process runs (another process's), one job due 90 s ago, one later.
    await ctx.db.execute(
      sql`insert into jobs (kind, payload, max_attempts, run_at) values
          ('test-elsewhere', '{}', 3, now() - interval '90 seconds'),
          ('test-elsewhere', '{}', 3, now() + interval '1 hour')`,
    );
    await queue.enqueue('test-always-fails', {});
    await until(
      () =>
        queryRows<{ failed: boolean }>(
          ctx.db,
          sql`select failed_at is not null as failed from jobs where kind = 'test-always-fails'`,
        ),
      (rows) => rows[0]?.failed === true,
    );

    const metrics = await scrape();
    expect(sample(metrics, 'jobs_queued', 'test-elsewhere')).toBe(2);
    const oldest = sample(metrics, 'jobs_oldest_due_age_seconds', 'test-elsewhere')!;
    expect(oldest).toBeGreaterThanOrEqual(90);
    expect(oldest).toBeLessThan(150);
    expect(sample(metrics, 'jobs_failed', 'test-always-fails')).toBe(1);
    expect(sample(metrics, 'jobs_queued', 'test-always-fails')).toBe(0);
    expect(sample(metrics, 'jobs_attempts_failed_total', 'test-always-fails')).toBe(2);
    // A kind this process runs with nothing queued is a 0, not a missing series.
    const idleKind = queue.kinds.find((kind) => !kind.startsWith('test-'))!;
    expect(sample(metrics, 'jobs_queued', idleKind)).toBe(0);
    expect(sample(metrics, 'jobs_oldest_due_age_seconds', idleKind)).toBe(0);
    expect(sample(metrics, 'jobs_failed', idleKind)).toBe(0);
  });

  it('are refused without the token, as every metric is', async () => {
    expect((await ctx.client().get('/api/metrics')).statusCode).toBe(401);
  });
});
