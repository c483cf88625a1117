import { Inject, Logger, Module, type OnModuleInit } from '@nestjs/common';
import { ApplicationConfig, HttpAdapterHost } from '@nestjs/core';
import type { FastifyInstance } from 'fastify';
import { GoogleSignInModule } from '../auth/google/google-sign-in.module.js';
import { GoogleSignInService } from '../auth/google/google-sign-in.service.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { buildRuntimeConfig } from './runtime-config.js';
import { findWebBuilds } from './web-builds.js';
import { webServer } from './web-server.js';

/**
 * Serves the shell, the remotes and the runtime config from the API's own process, so one
 * `npm start` on one port runs the whole product. Routes go straight to Fastify: static files
 * need neither the API's guard nor its JSON error shape.
 */
@Module({ imports: [GoogleSignInModule] })
export class WebModule implements OnModuleInit {
  private readonly logger = new Logger('WebModule');

  constructor(
    private readonly adapterHost: HttpAdapterHost,
    private readonly applicationConfig: ApplicationConfig,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly googleSignIn: GoogleSignInService,
  ) {}

  async onModuleInit(): Promise<void> {
    const builds = findWebBuilds(this.config.WEB_ROOT);
    if (!builds.shell)
      this.logger.warn('No shell build found: run `npm run build` to serve the web app');
    const apiPrefix = this.applicationConfig.getGlobalPrefix().replace(/^\/+|\/+$/g, '');
    const fastify = this.adapterHost.httpAdapter.getInstance<FastifyInstance>();
    await fastify.register(webServer, {
      builds,
      runtimeConfig: buildRuntimeConfig(this.config, apiPrefix, this.googleSignIn.status()),
      apiPrefix,
    });
  }
}
