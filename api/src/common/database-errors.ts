import { DrizzleQueryError } from 'drizzle-orm/errors';

/**
 * SQLSTATEs that mean "the database cannot answer now" rather than "this request is wrong":
 * connection failures (class 08), the server shutting down or starting (57P0x), too many
 * connections, and this pool's own timeouts (statement, lock, idle in transaction).
 */
const UNAVAILABLE_CODES = new Set([
  '53300', // too_many_connections
  '57014', // query_canceled: statement_timeout
  '55P03', // lock_not_available: lock_timeout
  '25P03', // idle_in_transaction_session_timeout
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now
  '40001', // serialization_failure
  '40P01', // deadlock_detected
]);
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
/** The `pg` pool's own messages when it cannot hand out a connection. */
const POOL_MESSAGES = [
  /timeout exceeded when trying to connect/i,
  /Connection terminated/i,
  /Client has encountered a connection error/i,
  /Cannot use a pool after calling end/i,
];
/**
 * ioredis's errors while Redis is away (REDIS_URL: rate limits, notifications): a command that
 * used up its retries, or sent on a connection that closed. Found by the faults suite, where a
 * sign-in during a Redis restart answered 500.
 */
const REDIS_ERRORS = new Set(['MaxRetriesPerRequestError']);
const REDIS_MESSAGES = [/^Connection is closed\.?$/, /^Stream isn't writeable/];

function* causes(error: unknown): Generator<unknown> {
  for (let current = error, depth = 0; current && depth < 5; depth += 1) {
    yield current;
    current = (current as { cause?: unknown }).cause;
  }
}

/**
 * True when the database (or Redis, with REDIS_URL) is down, unreachable or timing out: the
 * client should retry later.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (const cause of causes(error)) {
    const { code, message } = cause as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && (UNAVAILABLE_CODES.has(code) || code.startsWith('08')))
      return true;
    if (typeof code === 'string' && NETWORK_CODES.has(code)) return true;
    if (typeof message === 'string' && POOL_MESSAGES.some((pattern) => pattern.test(message)))
      return true;
    const { name } = cause as { name?: unknown };
    if (typeof name === 'string' && REDIS_ERRORS.has(name)) return true;
    if (typeof message === 'string' && REDIS_MESSAGES.some((pattern) => pattern.test(message)))
      return true;
  }
  return false;
}

/**
 * What may be logged about an unexpected error. A failed query's message carries its parameters
 * (password hashes, names, emails, phones), so only the SQL text and the server's error fields
 * that name no values are kept; the stack is kept for errors that are not queries.
 */
export function describeError(error: unknown): Record<string, unknown> {
  if (error instanceof DrizzleQueryError) {
    const cause = error.cause as
      | { code?: string; constraint?: string; table?: string; column?: string; routine?: string }
      | undefined;
    return {
      kind: 'query',
      query: error.query,
      code: cause?.code,
      constraint: cause?.constraint,
      table: cause?.table,
      column: cause?.column,
      routine: cause?.routine,
    };
  }
  if (error instanceof Error)
    return { kind: error.name, message: error.message, stack: error.stack };
  return { kind: typeof error };
}
