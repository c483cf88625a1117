import 'reflect-metadata';
import fastifyCookie from '@fastify/cookie';
import fastifyMultipart from '@fastify/multipart';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { SwaggerModule } from '@nestjs/swagger';
import { type FastifyRequest, LogController } from 'fastify';
import { SESSION_COOKIE, SessionsService } from './access/sessions.service.js';
import { AppModule } from './app.module.js';
import { BlocksService } from './blocks/blocks.service.js';
import { CatalogueChanges, CatalogueTags } from './cluster/catalogue-changes.js';
import { SharedSecrets } from './cluster/shared-secrets.js';
import { Draining } from './health/draining.js';
import { Metrics } from './metrics/metrics.js';
import { refuseNulCharacters } from './common/nul-characters.js';
import { isCrossSiteWrite } from './common/origin-check.js';
import { type PublicLists, PublicListCache } from './cluster/public-list-cache.js';
import type { AppConfig } from './config/app-config.js';
import type { DatabaseHandle } from './database/database.js';
import { readFromPrimary } from './database/read-replicas.js';
import { registerReadYourWrites } from './database/read-your-writes.js';
import type { DestinationStream } from 'pino';
import { imageUploadMultipartOptions } from './images/image-upload-body.js';
import { PinoNestLogger, createLogger, requestIdOf } from './logging/logger.js';
import { registerRequestContext } from './logging/request-context.js';
import { registerRequestLogging } from './logging/request-logging.js';
import { registerSecurityHeaders } from './security/security-headers.js';
import { apiDocumentOf } from './openapi/api-document.js';

export const API_PREFIX = 'api';

/**
 * The catalogue lists every visitor sees alike, served from PublicListCache: the parameters each
 * reads and what it shows. The category list has no write route and changes only when an
 * operator edits categories (the TTL covers that).
 */
const PUBLIC_LISTS: PublicLists = {
  '/api/advrtized': { params: ['limit', 'offset'], tags: () => [CatalogueTags.advertised] },
  '/api/products': {
    params: ['category', 'discount', 'limit', 'offset'],
    tags: (query) => [CatalogueTags.category(query.get('category') ?? '')],
  },
  '/api/category': { params: ['limit', 'offset'], tags: () => [] },
};

/** Builds the whole HTTP application; `main.ts` listens on it, the tests inject into it. */
export async function createApp(
  config: AppConfig,
  database: DatabaseHandle,
  options: { logDestination?: DestinationStream } = {},
): Promise<NestFastifyApplication> {
  const logger = createLogger(config, options.logDestination);
  const adapter = new FastifyAdapter({
    // A hop count trusts that many proxies nearest this process, never a client's own claims.
    trustProxy:
      typeof config.TRUST_PROXY === 'number'
        ? (_address: string, hop: number) => hop < (config.TRUST_PROXY as number)
        : config.TRUST_PROXY,
    bodyLimit: 1024 * 1024,
    loggerInstance: logger,
    // Shutdown (main.ts): requests on open connections are still served, with `Connection: close`
    // (see Draining); idle kept-alive sockets are closed, busy ones after their response.
    return503OnClosing: false,
    forceCloseConnections: 'idle',
    // registerRequestLogging writes the one access line per request instead of Fastify's two.
    logController: new LogController({ disableRequestLogging: true }),
    genReqId: (request: { headers: Record<string, string | string[] | undefined> }) =>
      requestIdOf(request.headers['x-request-id']),
  });
  const app = await NestFactory.create<NestFastifyApplication>(
    AppModule.create(config, database),
    adapter,
    { logger: new PinoNestLogger(logger) },
  );
  app.setGlobalPrefix(API_PREFIX);
  await app.register(fastifyCookie);
  await app.register(fastifyMultipart, imageUploadMultipartOptions(config));

  const fastify = app.getHttpAdapter().getInstance();
  registerRequestContext(fastify);
  registerRequestLogging(fastify);
  app.get(Draining).register(fastify);
  app.get(Metrics).register(fastify);
  registerSecurityHeaders(fastify, config, API_PREFIX);
  // Bodies are JSON (or multipart for images); anything else is a 415, not a string to validate.
  fastify.removeContentTypeParser('text/plain');
  fastify.addHook('onRequest', async (request, reply) => {
    if (isCrossSiteWrite(request, config.TRUSTED_ORIGINS)) {
      return reply
        .code(403)
        .send({ statusCode: 403, error: 'Forbidden', message: 'Cross-site request refused' });
    }
  });
  fastify.addHook('preValidation', refuseNulCharacters);
  const catalogueChanges = app.get(CatalogueChanges);
  catalogueChanges.register(fastify);
  if (database.replicas) {
    // Signed with a key every process shares, so any process honours another's cookie.
    const key = await app.get(SharedSecrets).get('read-after');
    registerReadYourWrites(fastify, database.replicas, key);
  }
  if (config.PUBLIC_LIST_CACHE_TTL_MS > 0) {
    const sessions = app.get(SessionsService);
    const blocks = app.get(BlocksService);
    // The lists are the same bytes for every visitor but a signed-in one in a block, whose lists
    // leave out the other side's listings (in the query, so every page is full). Theirs skip the
    // cache both ways: one indexed read of their blocks per list, the session being reused.
    const personal = async (request: FastifyRequest) => {
      const viewer = await sessions.resolve(request.cookies[SESSION_COOKIE]);
      return viewer !== null && (await blocks.relatedTo(viewer.id)).length > 0;
    };
    new PublicListCache(
      PUBLIC_LISTS,
      config.PUBLIC_LIST_CACHE_TTL_MS,
      catalogueChanges,
      personal,
    ).register(fastify);
  }
  if (database.replicas) {
    // A cached list is what every visitor, its writer included, sees until it expires: it is
    // filled from the primary, never from a replica that may not have replayed the write that
    // emptied it. One fill per list and process every PUBLIC_LIST_CACHE_TTL_MS at most.
    fastify.addHook('onRequest', async (request) => {
      if (request.fillsListKey) readFromPrimary();
    });
  }

  // The contract is public in production too (`/api/docs-json`, read-only); the UI only on demand.
  SwaggerModule.setup(`${API_PREFIX}/docs`, app, apiDocumentOf(app), {
    ui: config.apiDocs,
    raw: ['json'],
    jsonDocumentUrl: `${API_PREFIX}/docs-json`,
  });

  await app.init();
  await fastify.ready();
  return app;
}
