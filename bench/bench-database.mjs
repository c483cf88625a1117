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
