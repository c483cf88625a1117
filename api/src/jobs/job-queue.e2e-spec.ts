import { sql } from 'drizzle-orm';
import { queryRows } from '../database/database.js';
import { until } from '../testing/until.js';
import { DATABASE_TARGETS, type TestContext, createTestContext } from '../testing/test-app.js';
import { JobQueue } from './job-queue.js';

interface JobRow {
  kind: string;
  attempts: number;
  failed: boolean;
  last_error: string | null;
}

const jobRows = (ctx: TestContext) =>
  queryRows<JobRow>(
    ctx.db,
    sql`select kind, attempts, failed_at is not null as failed, last_error from jobs order by id`,
  );

describe.each(DATABASE_TARGETS)('the job queue on %s', (_, databaseUrl) => {
  let ctx: TestContext;
  let queue: JobQueue;
  const ran: string[] = [];
  beforeAll(async () => {
    ctx = await createTestContext(databaseUrl, {
      JOBS_WORKER: 'true',
      JOBS_POLL_INTERVAL_MS: '50',
      JOBS_RETRY_BASE_MS: '50',
    });
    queue = ctx.app.get(JobQueue);
    queue.define<{ name: string }>({
      kind: 'test-record',
      maxAttempts: 3,
      run: async ({ name }) => {
        ran.push(name);
      },
    });
    queue.define<{ name: string }>({
      kind: 'test-always-fails',
      maxAttempts: 3,
      run: async ({ name }) => {
        ran.push(name);
        throw new Error(`${name} cannot be done`);
      },
    });
  });
  afterAll(() => ctx.close());
  beforeEach(() => {
    ran.length = 0;
  });

  it('runs a job once and forgets it', async () => {
    await queue.enqueue('test-record', { name: 'once' });
    await until(
      () => jobRows(ctx),
      (rows) => rows.length === 0,
    );
    expect(ran).toEqual(['once']);
  });

  it('runs each of more jobs than run at once exactly once, and forgets every one', async () => {
    const names = Array.from({ length: 23 }, (_, n) => `batch ${n}`);
    for (const name of names) await queue.enqueue('test-record', { name });
    await until(
      () => jobRows(ctx),
      (rows) => rows.length === 0,
    );
    expect([...ran].sort()).toEqual([...names].sort());
  });

  it('tries a failing job its kind’s number of times, then keeps it with its last error', async () => {
    await queue.enqueue('test-always-fails', { name: 'doomed' });
    const [row] = await until(
      () => jobRows(ctx),
      (rows) => rows[0]?.failed === true,
    );
    expect(row).toEqual({
      kind: 'test-always-fails',
      attempts: 3,
      failed: true,
      last_error: 'doomed cannot be done',
    });
    expect(ran).toEqual(['doomed', 'doomed', 'doomed']);
    await ctx.db.execute(sql`delete from jobs`);
  });

  it('runs a job enqueued in a transaction only if the transaction commits', async () => {
    await ctx.db
      .transaction(async (tx) => {
        await queue.enqueue('test-record', { name: 'rolled back' }, { executor: tx });
        throw new Error('the change fails');
      })
      .catch(() => undefined);
    await ctx.db.transaction(async (tx) => {
      await queue.enqueue('test-record', { name: 'committed' }, { executor: tx });
    });
    await until(
      () => jobRows(ctx),
      (rows) => rows.length === 0,
    );
    expect(ran).toEqual(['committed']);
  });

  it('waits for a job’s delay', async () => {
    const queued = Date.now();
    await queue.enqueue('test-record', { name: 'later' }, { delayMs: 400 });
    await until(
      () => jobRows(ctx),
      (rows) => rows.length === 0,
    );
    expect(Date.now() - queued).toBeGreaterThanOrEqual(400);
    expect(ran).toEqual(['later']);
  });

  it('refuses a kind nobody defined', async () => {
    await expect(queue.enqueue('no-such-kind', {})).rejects.toThrow(
      'Unknown job kind no-such-kind',
    );
  });
});
