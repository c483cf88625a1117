/**
 * The PostgreSQL server the benchmarks use (BENCH_DATABASE_URL, default the local one), a
 * database's URL on it, and a client for the length of some work.
 */
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const pg = require('pg');

export const SERVER_URL =
  process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** The URL of database `name` on the benchmarks' server. */
export function databaseUrl(name) {
  const url = new URL(SERVER_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Runs `work` with a client connected to `url`, closed after. */
export async function withClient(url, work) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * The server settings a run's figures depend on, kept with its results. A server with autovacuum
 * off (as the CI machine's is, for steady tests) never vacuums or analyzes what a run churns:
 * the job queue's claim then plans without statistics. Production servers run it, so a run
 * against such a server says so.
 */
export async function serverSettings(client) {
  const { rows } = await client.query(
    `select name, setting, unit from pg_settings
     where name in ('autovacuum', 'shared_buffers', 'synchronous_commit', 'max_wal_size')`,
  );
  const settings = Object.fromEntries(
    rows.map(({ name, setting, unit }) => [name, unit ? `${setting} × ${unit}` : setting]),
  );
  if (settings.autovacuum === 'off')
    process.stdout.write(
      'Warning: the server runs with autovacuum off; tables the run churns are never vacuumed or analyzed, unlike production\n',
    );
  return settings;
}
