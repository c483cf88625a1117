import { createHash } from 'node:crypto';

interface PreparableQuery<Result> {
  toSQL(): { sql: string };
  prepare(name: string): { execute(): Promise<Result> };
}

/**
 * Runs a query as a prepared statement named after its SQL text, so each connection parses and
 * plans that shape of query once instead of on every request (planning took 0.6 ms of a 1 ms
 * category page at a million listings). Only for queries whose best plan does not depend on their
 * values: PostgreSQL may reuse one generic plan for every value after five runs.
 */
export function runPrepared<Result>(query: PreparableQuery<Result>): Promise<Result> {
  const name = `q${createHash('sha1').update(query.toSQL().sql).digest('base64url')}`;
  return query.prepare(name).execute();
}
