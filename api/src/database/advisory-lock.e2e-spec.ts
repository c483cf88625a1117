import { setTimeout as sleep } from 'node:timers/promises';
import { createScratchDatabase, describeOnPostgres } from '../testing/test-app.js';
import { type DatabaseHandle, openDatabase } from './database.js';

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
        timeouts: { connectMs: 5_000, statementMs: 200, lockMs: 100, idleInTransactionMs: 5_000 },
      });
    handles = await Promise.all([open(), open()]);
  });
  afterAll(async () => {
    await Promise.all(handles.map((handle) => handle.close()));
    await scratch.drop();
  });

  it('runs work under one lock one process at a time, however long the wait', async () => {
    const events: string[] = [];
    const work = (name: string) => async () => {
      events.push(`${name} starts`);
      await sleep(600);
      events.push(`${name} ends`);
    };
    await Promise.all([
      handles[0]!.withLock('bootstrap', work('first')),
      sleep(50).then(() => handles[1]!.withLock('bootstrap', work('second'))),
    ]);
    expect(events).toEqual(['first starts', 'first ends', 'second starts', 'second ends']);
  });
});
