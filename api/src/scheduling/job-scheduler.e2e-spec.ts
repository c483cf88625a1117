import { eq, sql } from 'drizzle-orm';
import { scheduledJobRuns, sessions } from '../database/schema.js';
import { DATABASE_TARGETS, type TestContext, createTestContext } from '../testing/test-app.js';
import { until } from '../testing/until.js';
import { JobScheduler } from './job-scheduler.js';

const PERIOD_SECONDS = 0.2;

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
      await until(
        async () => runs.length,
        (count) => count >= 6,
        20_000,
      );
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

  it('deletes expired sessions once an hour across the deployment, not at every tick', async () => {
    const sweep = 'sessions.delete-expired';
    const lastRun = async () =>
      (
        await ctx.db
          .select({ at: scheduledJobRuns.lastRunAt })
          .from(scheduledJobRuns)
          .where(eq(scheduledJobRuns.name, sweep))
      )[0]?.at;
    const account = await ctx.signUp();
    const expiredSessionLeft = async () =>
      (await ctx.db.select().from(sessions).where(eq(sessions.tokenHash, 'expired-token'))).length;

    await until(lastRun, (at) => at !== undefined, 20_000);
    const dueChecks = jest.spyOn(ctx.app.get(JobScheduler), 'runIfDue');
    await ctx.db.insert(sessions).values({
      tokenHash: 'expired-token',
      userId: Number(account.id),
      expiresAt: new Date(Date.now() - 60_000),
    });
    // A tick that began after the insert weighs the sweep: it already ran this hour, so it does
    // not run now and the expired session stays for now.
    dueChecks.mockClear();
    const sweepCheck = await until(
      async () => dueChecks.mock.calls.findIndex(([job]) => job.name === sweep),
      (index) => index >= 0,
      20_000,
    );
    expect(await dueChecks.mock.results[sweepCheck]!.value).toBe(false);
    dueChecks.mockRestore();
    expect(await expiredSessionLeft()).toBe(1);

    await ctx.db
      .update(scheduledJobRuns)
      .set({ lastRunAt: sql`now() - interval '61 minutes'` })
      .where(eq(scheduledJobRuns.name, sweep));
    await until(expiredSessionLeft, (left) => left === 0, 20_000);
    expect(await account.client.get('/api/auth/me')).toHaveProperty('statusCode', 200);
  });
});
