import type { FastifyRequest } from 'fastify';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * True for a state-changing request that a browser sent from another site: its `Origin` is
 * neither this host nor one of `trustedOrigins`. Requests without `Origin` (curl, server to
 * server) carry no ambient browser credentials worth forging and pass.
 */
export function isCrossSiteWrite(
  request: FastifyRequest,
  trustedOrigins: readonly string[],
): boolean {
  if (SAFE_METHODS.has(request.method)) return false;
  const origin = request.headers.origin;
  if (!origin) return false;
  if (trustedOrigins.includes(origin)) return false;
  try {
    return new URL(origin).host !== request.headers.host;
  } catch {
    return true;
  }
}
