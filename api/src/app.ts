import 'reflect-metadata';
import fastifyCookie from '@fastify/cookie';
import fastifyMultipart from '@fastify/multipart';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import { AppModule } from './app.module.js';
import { refuseNulCharacters } from './common/nul-characters.js';
import { isCrossSiteWrite } from './common/origin-check.js';
import type { AppConfig } from './config/app-config.js';
import type { DatabaseHandle } from './database/database.js';
import { imageUploadMultipartOptions } from './images/image-upload-body.js';

export const API_PREFIX = 'api';

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
    { logger: config.LOG_LEVEL === 'silent' ? false : ['error', 'warn', 'log'] },
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
