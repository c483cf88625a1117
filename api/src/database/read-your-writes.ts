import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { type ReadReplicas, withReadRouting } from './read-replicas.js';

/**
 * Carries the primary's WAL position after a browser's last write, signed: the browser sends it
 * with every request, so any API process can route that browser's reads without a lookup.
 */
export const READ_AFTER_COOKIE = 'read-after';
/**
 * How long a write keeps its session off replicas that have not replayed it. A replica further
 * behind than REPLICA_MAX_LAG_MS is out of service anyway; this bounds what a replayed cookie does.
 */
const READ_AFTER_MS = 5 * 60_000;
const READS_ONLY = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Read-your-writes over replicas. A request that may write (any method but GET, HEAD, OPTIONS)
 * reads only from the primary, so a write and the reads of its answer agree; once it has answered
 * successfully, its browser gets the primary's WAL position in a cookie, and that browser's reads
 * go only to replicas that have replayed that position (or to the primary) until it expires.
 */
export function registerReadYourWrites(
  fastify: FastifyInstance,
  replicas: ReadReplicas,
  key: Buffer,
): void {
  const sign = (payload: string) =>
    createHmac('sha256', key).update(`read-after:${payload}`).digest('base64url');

  /** The position a valid, unexpired cookie names; anything else is ignored. */
  const sinceLsnOf = (request: FastifyRequest): bigint | undefined => {
    const [lsn, expires, signature, extra] = (request.cookies[READ_AFTER_COOKIE] ?? '').split('.');
    if (!lsn || !expires || !signature || extra !== undefined) return undefined;
    const expected = sign(`${lsn}.${expires}`);
    if (
      signature.length !== expected.length ||
      !timingSafeEqual(Buffer.from(signature), Buffer.from(expected)) ||
      Number(expires) < Date.now()
    ) {
      return undefined;
    }
    return BigInt(`0x${lsn}`);
  };

  fastify.addHook('onRequest', (request, _reply, done) => {
    const primaryOnly = !READS_ONLY.has(request.method);
    const sinceLsn = primaryOnly ? undefined : sinceLsnOf(request);
    withReadRouting({ primaryOnly, ...(sinceLsn === undefined ? {} : { sinceLsn }) }, done);
  });

  fastify.addHook('onSend', async (request, reply, payload) => {
    if (READS_ONLY.has(request.method) || reply.statusCode >= 400) return payload;
    // The handler has committed: the primary's position now covers everything it wrote. Without
    // it (the primary failing), reads stay as they were; the write itself reported its own error.
    const lsn = await replicas.primaryLsn().catch(() => undefined);
    if (lsn === undefined) return payload;
    const expires = Date.now() + READ_AFTER_MS;
    const value = `${lsn.toString(16)}.${expires}`;
    void reply.setCookie(READ_AFTER_COOKIE, `${value}.${sign(value)}`, {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: request.protocol === 'https',
      maxAge: READ_AFTER_MS / 1000,
    });
    return payload;
  });
}
