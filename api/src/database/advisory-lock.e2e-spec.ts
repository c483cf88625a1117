import { createScratchDatabase, describeOnPostgres } from '../testing/test-app.js';
import { until } from '../testing/until.js';
import { type DatabaseHandle, openDatabase } from './database.js';

const statementMs = 200;
const lockMs = 100;

/**
 * Two processes' database handles on one PostgreSQL: work under the same lock runs one at a time,
 * and waiting for the lock is not cut short by the pool's lock timeout (a slow demo seed in one
 * process once made the other's start fail with "canceling statement due to lock timeout").
 */
describeOnPostgres('advisory locks on PostgreSQL (%s)', (url) => {
  let scratch: Awaited<ReturnType<typeof createScratchDatabase>>;
  let handles: DatabaseHandle[];
  beforeAll(async () => {
    scratch = await createScratchDatabase(url);
    const open = () =>
      openDatabase({
        databaseUrl: scratch.url,
        dataDir: null,
        timeouts: { connectMs: 5_000, statementMs, lockMs, idleInTransactionMs: 5_000 },
      });
    handles = await Promise.all([open(), open()]);
  });
  afterAll(async () => {
    await Promise.all(handles.map((handle) => handle.close()));
    await scratch.drop();
  });

  it('runs work under one lock one process at a time, however long the wait', async () => {
    const events: string[] = [];
    let firstHoldsTheLock!: () => void;
    const firstStarted = new Promise<void>((resolve) => (firstHoldsTheLock = resolve));
    await Promise.all([
      handles[0]!.withLock('bootstrap', async () => {
        events.push('first starts');
        firstHoldsTheLock();
        // Held until the second has waited for it longer than both of the pool's timeouts.
        await secondWaitingForLongerThan(handles[0]!, statementMs + lockMs);
        events.push('first ends');
      }),
      firstStarted.then(() =>
        handles[1]!.withLock('bootstrap', async () => {
          events.push('second starts');
          events.push('second ends');
        }),
      ),
    ]);
    expect(events).toEqual(['first starts', 'first ends', 'second starts', 'second ends']);
  });
});

/** Until PostgreSQL shows another session blocked on an advisory lock for more than `ms`. */
async function secondWaitingForLongerThan(handle: DatabaseHandle, ms: number) {
  await until(async () => {
    const { rows } = await handle.pool!.query<{ waiting: boolean }>(
      `select exists (
           select 1 from pg_stat_activity
           where datname = current_database() and wait_event_type = 'Lock'
             and wait_event = 'advisory' and clock_timestamp() - query_start > $1 * interval '1 ms'
         ) as waiting`,
      [ms],
    );
    return rows[0]!.waiting;
  }, Boolean);
}
