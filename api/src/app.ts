import 'reflect-metadata';
import fastifyCookie from '@fastify/cookie';
import fastifyMultipart from '@fastify/multipart';
import type { LogLevel } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import { AppModule } from './app.module.js';
import { refuseNulCharacters } from './common/nul-characters.js';
import { isCrossSiteWrite } from './common/origin-check.js';
import { PublicListCache } from './common/public-list-cache.js';
import type { AppConfig } from './config/app-config.js';
import type { DatabaseHandle } from './database/database.js';
import { imageUploadMultipartOptions } from './images/image-upload-body.js';

export const API_PREFIX = 'api';

/** The catalogue lists every visitor sees alike, served from PublicListCache. */
const PUBLIC_LIST_PATHS = new Set(['/api/advrtized', '/api/products', '/api/category']);
const PUBLIC_LIST_TTL_MS = 10_000;

/** Nest's log levels from LOG_LEVEL: `warn` keeps warnings and errors, `silent` nothing. */
const NEST_LOG_LEVELS = {
  fatal: ['fatal'],
  error: ['fatal', 'error'],
  warn: ['fatal', 'error', 'warn'],
  info: ['fatal', 'error', 'warn', 'log'],
  debug: ['fatal', 'error', 'warn', 'log', 'debug'],
  trace: ['fatal', 'error', 'warn', 'log', 'debug', 'verbose'],
} as const satisfies Record<string, LogLevel[]>;

/** Builds the whole HTTP application; `main.ts` listens on it, the tests inject into it. */
export async function createApp(
  config: AppConfig,
  database: DatabaseHandle,
): Promise<NestFastifyApplication> {
  const adapter = new FastifyAdapter({
    trustProxy: config.TRUST_PROXY,
    bodyLimit: 1024 * 1024,
    logger: false,
  });
  const app = await NestFactory.create<NestFastifyApplication>(
    AppModule.create(config, database),
    adapter,
    { logger: config.LOG_LEVEL === 'silent' ? false : [...NEST_LOG_LEVELS[config.LOG_LEVEL]] },
  );
  app.setGlobalPrefix(API_PREFIX);
  await app.register(fastifyCookie);
  await app.register(fastifyMultipart, imageUploadMultipartOptions(config));

  const fastify = app.getHttpAdapter().getInstance();
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
  new PublicListCache(PUBLIC_LIST_PATHS, PUBLIC_LIST_TTL_MS).register(fastify);

  const document = SwaggerModule.createDocument(
    app,
    new DocumentBuilder()
      .setTitle('Marketplace API')
      .setDescription('Second-hand goods marketplace: every call of SPEC.md section 7, under /api.')
      .setVersion('1.0')
      .addCookieAuth('sid')
      .build(),
  );
  SwaggerModule.setup(`${API_PREFIX}/docs`, app, document);

  await app.init();
  await fastify.ready();
  return app;
}
