import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance } from 'fastify';

const requestIds = new AsyncLocalStorage<string>();

/** The id of the request whose handling is running here (see registerRequestContext), if any. */
export function currentRequestId(): string | undefined {
  return requestIds.getStore();
}

/**
 * Makes each request's id (`X-Request-Id`) the current one for everything its handling runs,
 * services' `Logger` lines included. Entered again before the handler: reading a body leaves
 * the context the first hook entered (as CatalogueChanges notes).
 */
export function registerRequestContext(fastify: FastifyInstance): void {
  fastify.addHook('onRequest', (request, _reply, done) => requestIds.run(request.id, done));
  fastify.addHook('preHandler', (request, _reply, done) => requestIds.run(request.id, done));
}
