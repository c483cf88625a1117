import { Inject, Logger, Module, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { ApplicationConfig, HttpAdapterHost } from '@nestjs/core';
import { SERVER_ENTRY_FILE } from '@marketplace/contracts';
import type { FastifyInstance } from 'fastify';
import { existsSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { GoogleSignInModule } from '../auth/google/google-sign-in.module.js';
import { GoogleSignInService } from '../auth/google/google-sign-in.service.js';
import { CategoriesModule } from '../categories/categories.module.js';
import { CatalogueChanges } from '../cluster/catalogue-changes.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { ImagesModule } from '../images/images.module.js';
import { ImagesService } from '../images/images.service.js';
import { Metrics } from '../metrics/metrics.js';
import { ProductsModule } from '../products/products.module.js';
import { ReputationModule } from '../reputation/reputation.module.js';
import { CatalogueLookupsService } from './catalogue-lookups.js';
import { PageAnswerCache, type PageCacheTimes } from './page-answer-cache.js';
import { PageAnswers } from './page-answers.js';
import { PageRenderer } from './page-renderer.js';
import { PageRoutes } from './page-routes.js';
import { pageTagsOf } from './page-tags.js';
import { buildRuntimeConfig, isServedHere } from './runtime-config.js';
import { findWebBuilds } from './web-builds.js';
import { webServer } from './web-server.js';

/**
 * This process's own address, for the queries of the pages it renders: the listening socket's
 * port, on the loopback interface when it listens on all of them.
 */
function ownOrigin(fastify: FastifyInstance): string {
  const address = fastify.server.address() as AddressInfo;
  const host = ['0.0.0.0', '::'].includes(address.address) ? '127.0.0.1' : address.address;
  return `http://${address.family === 'IPv6' && host !== '127.0.0.1' ? `[${host}]` : host}:${address.port}`;
}

/** As long as the public lists are cached (app.ts), and as long as a route manifest is trusted. */
const PAGE_ANSWER_TTL_MS = 10_000;

/**
 * How long a page's render is served again while what it is rendered from stays the same
 * (PageRenderer): at least once a minute, a page still viewed is rendered anew.
 */
const UNCHANGED_RENDER_SERVED_FOR_MS = 60_000;
/** A page whose render or answer failed is tried again after this, then twice as long each time. */
const PAGE_RETRY_AFTER_MS = 1_000;

/**
 * Serves the shell, the remotes and the runtime config from the API's own process, so one
 * `npm start` on one port runs the whole product, and what crawlers and link previews read:
 * robots.txt, the sitemap, and each page's status and head. Routes go straight to Fastify:
 * pages and files need neither the API's guard nor its JSON error shape.
 */
@Module({
  imports: [GoogleSignInModule, ProductsModule, CategoriesModule, ImagesModule, ReputationModule],
  providers: [CatalogueLookupsService],
})
export class WebModule implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger('WebModule');
  private renderer: PageRenderer | undefined;

  constructor(
    private readonly adapterHost: HttpAdapterHost,
    private readonly applicationConfig: ApplicationConfig,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly googleSignIn: GoogleSignInService,
    private readonly catalogue: CatalogueLookupsService,
    private readonly images: ImagesService,
    private readonly catalogueChanges: CatalogueChanges,
    private readonly metrics: Metrics,
  ) {}

  /** The home page's render as the server starts listening (PageRenderer.warmUp). */
  homePageRendered: Promise<void> = Promise.resolve();

  async onModuleInit(): Promise<void> {
    const builds = findWebBuilds(this.config.WEB_ROOT);
    if (!builds.shell)
      this.logger.warn('No shell build found: run `npm run build` to serve the web app');
    const apiPrefix = this.applicationConfig.getGlobalPrefix().replace(/^\/+|\/+$/g, '');
    const fastify = this.adapterHost.httpAdapter.getInstance<FastifyInstance>();
    const runtimeConfig = buildRuntimeConfig(this.config, apiPrefix, this.googleSignIn.status());
    const servedRemotes = builds.remotes.filter(({ name }) => isServedHere(this.config, name));
    const routes = new PageRoutes(runtimeConfig, servedRemotes);
    this.warnOfBuildsWithoutServerContainer(builds.shell, servedRemotes);
    const cacheTimes: PageCacheTimes = {
      freshMs: PAGE_ANSWER_TTL_MS,
      maxStaleMs: this.config.SERVER_RENDER_MAX_STALE_MS,
      retryAfterMs: PAGE_RETRY_AFTER_MS,
    };
    const pageCache = <Answer>() =>
      new PageAnswerCache<Answer>(this.catalogueChanges, pageTagsOf(routes), cacheTimes);
    const pages = new PageAnswers(
      routes,
      this.catalogue,
      (cover) => this.images.previewOf(cover),
      pageCache(),
    );
    const renderer = (this.renderer =
      builds.shell && existsSync(join(builds.shell, SERVER_ENTRY_FILE))
        ? new PageRenderer(
            {
              shell: { name: 'shell', directory: builds.shell },
              remotes: servedRemotes,
              runtimeConfig,
              manifestOf: (remote) => routes.manifestOf(remote),
              apiBaseUrl: () => `${ownOrigin(fastify)}/${apiPrefix}`,
              dataReadFor: (path, query) => pages.dataReadFor(path, query),
              renderWaitMs: this.config.SERVER_RENDER_WAIT_MS,
              unchangedRenderServedForMs: UNCHANGED_RENDER_SERVED_FOR_MS,
              onError: (error) =>
                this.logger.warn(`Rendered by the browser instead of the server: ${String(error)}`),
              // 'nobody' waits for a renewal (or the warm-up).
              onRendered: ({ waiter, outcome, seconds }) =>
                this.metrics.renderFinished({
                  turn: waiter === 'nobody' ? 'renewal' : waiter,
                  outcome,
                  seconds,
                }),
            },
            pageCache(),
          )
        : undefined);
    if (renderer && this.config.SERVER_RENDER_WARM_UP)
      fastify.addHook('onListen', async () => {
        this.homePageRendered = renderer.warmUp();
      });
    await fastify.register(webServer, {
      builds,
      runtimeConfig,
      apiPrefix,
      pages,
      sitemap: this.catalogue,
      pageRoutes: routes,
      origins: this.config,
      renderer,
      readsOwnWrites: (request) => this.catalogueChanges.readsOwnWrites(request),
    });
  }

  /**
   * Only production builds hold the server container pages are rendered with: a development
   * build (or a copy that left out `dist/server/`) serves pages the browser alone renders, which
   * crawlers and link previews read as empty. Said once at start, where an operator looks.
   */
  private warnOfBuildsWithoutServerContainer(
    shell: string | undefined,
    remotes: readonly { name: string; directory: string }[],
  ) {
    const builds = [...(shell ? [{ name: 'shell', directory: shell }] : []), ...remotes];
    for (const { name, directory } of builds) {
      if (existsSync(join(directory, SERVER_ENTRY_FILE))) continue;
      this.logger.warn(
        `The ${name} build in ${directory} has no ${SERVER_ENTRY_FILE} (not a production build?): ${name === 'shell' ? 'no page' : `no page of the ${name}`} is rendered on the server. Build it with \`npm run build\``,
      );
    }
  }

  async onModuleDestroy(): Promise<void> {
    await this.renderer?.close();
  }
}
