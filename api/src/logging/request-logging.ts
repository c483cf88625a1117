import type { FastifyInstance } from 'fastify';

/**
 * One access line per request: its id (echoed in `X-Request-Id`), method, route pattern (never
 * the URL, whose query can hold an email), status, duration and the signed-in user's id.
 */
export function registerRequestLogging(fastify: FastifyInstance): void {
  fastify.addHook('onRequest', async (request, reply) => {
    void reply.header('x-request-id', request.id);
  });
  fastify.addHook('onResponse', async (request, reply) => {
    request.log.info(
      {
        method: request.method,
        route: request.routeOptions.url ?? '(unmatched)',
        status: reply.statusCode,
        durationMs: Math.round(reply.elapsedTime * 10) / 10,
        userId: request.sessionUser?.id,
      },
      'request',
    );
  });
}
