/**
 * What the database's connections are doing while a benchmark case runs: `pg_stat_activity` read
 * every `intervalMs` (25 ms) from its own connection, each connection of the benchmark's database
 * counted under its state and what it waits on. The answer is the mean number of connections in
 * each, so "7.5 idle in transaction" means a transaction sat waiting for the API's next statement
 * on 7.5 connections at any instant.
 */
import { createRequire } from 'node:module';
import { setTimeout as sleep } from 'node:timers/promises';

const require = createRequire(import.meta.url);
const pg = require('pg');

/** One word for a connection's state, the wait that matters named apart (lock, WAL, client). */
const ACTIVITY_OF = `
  case
    when state = 'active' and wait_event_type = 'Lock' then 'waiting on a lock (' || wait_event || ')'
    when state = 'active' and wait_event = 'WalSync' then 'active: WAL sync'
    when state = 'active' and wait_event_type is not null then 'active: ' || wait_event_type || ':' || wait_event
    when state = 'active' then 'active: running'
    else state
  end`;

/** Samples `database`'s client connections (but the sampler's) until `stop()` resolves them. */
export function sampleActivity(url, database, { intervalMs = 25 } = {}) {
  const client = new pg.Client({ connectionString: url });
  const totals = new Map();
  let samples = 0;
  let running = true;
  const loop = (async () => {
    await client.connect();
    while (running) {
      const started = Date.now();
      const { rows } = await client.query(
        `select ${ACTIVITY_OF} as activity, count(*)::int as n
         from pg_stat_activity
         where datname = $1 and backend_type = 'client backend' and pid <> pg_backend_pid()
         group by 1`,
        [database],
      );
      samples += 1;
      for (const row of rows) totals.set(row.activity, (totals.get(row.activity) ?? 0) + row.n);
      await sleep(Math.max(0, intervalMs - (Date.now() - started)));
    }
    await client.end();
  })();
  return {
    async stop() {
      running = false;
      await loop;
      const mean = Object.fromEntries(
        [...totals]
          .map(([activity, n]) => [activity, Number((n / samples).toFixed(2))])
          .sort((a, b) => b[1] - a[1]),
      );
      const busy = Object.entries(mean)
        .filter(([activity]) => activity !== 'idle')
        .reduce((sum, [, n]) => sum + n, 0);
      return { samples, intervalMs, mean, busy: Number(busy.toFixed(2)) };
    },
  };
}
