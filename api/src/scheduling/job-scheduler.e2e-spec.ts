import { sql } from 'drizzle-orm';
import { DATABASE_TARGETS, type TestContext, createTestContext } from '../testing/test-app.js';
import { JobScheduler } from './job-scheduler.js';

const PERIOD_SECONDS = 0.2;

/** Polls until `done` holds, failing after `timeoutMs`. */
async function waitFor(done: () => boolean, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (!done()) {
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe.each(DATABASE_TARGETS)('scheduled jobs on %s', (_, databaseUrl) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext(databaseUrl, {
      SCHEDULED_JOBS_PERIOD_SECONDS: String(PERIOD_SECONDS),
    });
  });
  afterAll(() => ctx.close());

  it('runs a job once per period across two API instances, never two runs at once', async () => {
    const other = await ctx.startAnotherInstance();
    const runs: Array<{ instance: number; start: number; end: number }> = [];
    let running = 0;
    let overlapped = false;
    [ctx.app, other.app].forEach((app, instance) =>
      app.get(JobScheduler).register({
        name: 'test.slow-job',
        async run(tx) {
          running += 1;
          if (running > 1) overlapped = true;
          const start = Date.now();
          // Longer than the period: the other instance's ticks meet a held lock meanwhile.
          await tx.execute(sql`select pg_sleep(${PERIOD_SECONDS * 1.5})`);
          running -= 1;
          runs.push({ instance, start, end: Date.now() });
        },
      }),
    );
    try {
      await waitFor(() => runs.length >= 6, 20_000);
    } finally {
      await other.close();
    }
    expect(overlapped).toBe(false);
    const starts = runs.map((run) => run.start).sort((a, b) => a - b);
    for (let n = 1; n < starts.length; n += 1) {
      // 0.9 of a period at least between two runs, wherever they ran (a few ms of clock slack).
      expect(starts[n]! - starts[n - 1]!).toBeGreaterThanOrEqual(PERIOD_SECONDS * 900 - 20);
    }
  });
});
