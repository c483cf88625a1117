import fastifyStatic from '@fastify/static';
import { type RuntimeConfig, SERVER_ENTRY_FILE } from '@marketplace/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { readFile, readdir, stat } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { Readable } from 'node:stream';
import {
  type OriginSettings,
  linkOrigin,
  linksFollowTheRequest,
  requestedOrigin,
} from '../common/public-origin.js';
import { CompressedPages, sendCompressed, sendCompressedStream } from './content-encoding.js';
import type { PageAnswers } from './page-answers.js';
import { withHead, withRenderedPage } from './page-head.js';
import type { PageRenderer } from './page-renderer.js';
import {
  LISTINGS_SITEMAP_PATH,
  PAGES_SITEMAP,
  type SitemapSource,
  listingsSitemap,
  pagesSitemap,
  robotsTxt,
  type PageAddresses,
  sitemapIndex,
} from './sitemap.js';
import type { WebBuilds } from './web-builds.js';

export interface WebServerOptions {
  builds: WebBuilds;
  runtimeConfig: RuntimeConfig;
  /** The API's path prefix without slashes ('api'): never answered with the shell. */
  apiPrefix: string;
  /** Each page address's status and head. */
  pages: PageAnswers;
  sitemap: SitemapSource;
  /** Where the remotes' manifests put their pages, for the sitemap's addresses. */
  pageRoutes: PageAddresses;
  /** Where the site's absolute URLs (canonical, OpenGraph, sitemap, robots) point. */
  origins: OriginSettings;
  /** Renders public pages' content; without it (no server build) the browser renders every page. */
  renderer?: PageRenderer;
  /** Whether a request comes from a writer who must read its own write (CatalogueChanges). */
  readsOwnWrites: (request: FastifyRequest) => boolean;
}

/** Crawlers re-read sitemaps and robots.txt now and then; an hour old is fresh enough. */
const CRAWLER_FILES_CACHE = 'public, max-age=3600';

export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Stored, but revalidated (ETag) on every use: HTML, manifests, remoteEntry.js, runtime config. */
export const REVALIDATE = 'no-cache';

/** Builds put content-hashed files, and only those, under `static/`. */
function cacheControlFor(filePath: string, buildDirectory: string): string {
  return filePath.startsWith(`${buildDirectory}${sep}static${sep}`) ? IMMUTABLE : REVALIDATE;
}

/** `query` with only the `names` a page reads (all of it without `names`). */
export function onlyParameters(
  query: URLSearchParams,
  names: readonly string[] | undefined,
): URLSearchParams {
  if (!names) return query;
  return new URLSearchParams([...query].filter(([name]) => names.includes(name)));
}

/**
 * A build's server container (`server/`), which the API loads to render pages: never published,
 * its code being the server's own business.
 */
const SERVER_FOLDER = `${SERVER_ENTRY_FILE.split('/', 1)[0]}/`;

/**
 * Whether a build's file (its path inside the build, no leading slash) is published: neither the
 * server container, nor the build's stats (`mf-stats.json`) and source maps, which are the team's
 * and would tell anyone every dependency and its version.
 */
const isPublished = (path: string) =>
  !path.startsWith(SERVER_FOLDER) && !/(?:^|\/)mf-stats\.json$|\.map$/.test(path);

const acceptsHtml = (request: FastifyRequest) =>
  request.headers.accept?.includes('text/html') ?? false;

/**
 * A crawler, a link preview, or a visitor's very first page: whoever asks for HTML without a
 * cookie waits for the page's render, since an empty shell would show it nothing. A visitor with
 * a cookie has been here before, has the app's scripts cached, and is better served by the
 * browser's render than by waiting.
 */
const waitsForRender = (request: FastifyRequest) => acceptsHtml(request) && !request.headers.cookie;

/**
 * Publishes the front ends from this process: the shell at `/` (its index.html for every page
 * address, so deep links work), each remote under `/remotes/<name>/` with CORS so a shell on
 * another origin can load it, and `/runtime-config.json`. Files go out precompressed (.br/.gz
 * written by the build) and hashed ones are cached for a year.
 */
export async function webServer(
  fastify: FastifyInstance,
  options: WebServerOptions,
): Promise<void> {
  const {
    builds,
    runtimeConfig,
    apiPrefix,
    pages,
    sitemap,
    pageRoutes,
    origins,
    renderer,
    readsOwnWrites,
  } = options;
  /** The links' origin; where it follows the request (development), shared caches key on Host. */
  const originOf = (request: FastifyRequest, reply: FastifyReply) => {
    if (linksFollowTheRequest(origins)) void reply.header('vary', 'Host');
    return linkOrigin(origins, requestedOrigin(request));
  };

  fastify.get('/runtime-config.json', (_request, reply) =>
    reply.header('cache-control', REVALIDATE).send(runtimeConfig),
  );

  fastify.get('/robots.txt', (request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', CRAWLER_FILES_CACHE)
      .send(robotsTxt(originOf(request, reply))),
  );

  /** A sitemap streams as it is read, compressed for clients that take it. */
  const sendXml = (request: FastifyRequest, reply: FastifyReply, xml: AsyncGenerator<string>) => {
    void reply.type('application/xml; charset=utf-8').header('cache-control', CRAWLER_FILES_CACHE);
    return sendCompressedStream(request, reply, Readable.from(xml));
  };
  fastify.get('/sitemap.xml', (request, reply) =>
    sendXml(request, reply, sitemapIndex(sitemap, originOf(request, reply))),
  );
  fastify.get(PAGES_SITEMAP, (request, reply) =>
    sendXml(request, reply, pagesSitemap(sitemap, pageRoutes, originOf(request, reply))),
  );
  fastify.get('/sitemap-listings-:file', (request, reply) => {
    const file = LISTINGS_SITEMAP_PATH.exec(request.url.split('?', 1)[0] ?? '')?.[1];
    if (!file) return reply.callNotFound();
    return sendXml(
      request,
      reply,
      listingsSitemap(sitemap, pageRoutes, originOf(request, reply), Number(file)),
    );
  });

  for (const remote of builds.remotes) {
    await fastify.register(fastifyStatic, {
      root: remote.directory,
      prefix: remote.urlPath,
      decorateReply: false,
      preCompressed: true,
      cacheControl: false,
      allowedPath: (pathName) => isPublished(pathName.replace(/^\/+/, '')),
      setHeaders: (reply, filePath) => {
        reply.header('cache-control', cacheControlFor(filePath, remote.directory));
        reply.header('access-control-allow-origin', '*');
      },
    });
  }

  const shell = builds.shell;
  if (!shell) return;
  await fastify.register(fastifyStatic, {
    root: shell,
    serve: false,
    preCompressed: true,
    cacheControl: false,
    setHeaders: (reply, filePath) => {
      void reply.header('cache-control', cacheControlFor(filePath, shell));
    },
  });
  const shellBuild = new ShellBuild(shell);
  const compressedPages = new CompressedPages();
  const apiPath = `/${apiPrefix}`;
  fastify.get('/*', async (request: FastifyRequest, reply: FastifyReply) => {
    const urlPath = request.url.split('?', 1)[0] ?? '/';
    if (urlPath === apiPath || urlPath.startsWith(`${apiPath}/`)) return reply.callNotFound();
    const shellFiles = await shellBuild.current();
    const file = urlPath === '/' ? undefined : shellFiles.fileAt(urlPath);
    if (file && file !== 'index.html') return reply.sendFile(file);
    if (urlPath !== '/' && !acceptsHtml(request)) return reply.callNotFound();
    // A page address (/producs/Laptops): the shell routes it in the browser; the server says
    // first whether it is a page at all (404, 410 for a removed listing) and what it is about.
    const queryAt = request.url.indexOf('?');
    const query = new URLSearchParams(queryAt === -1 ? '' : request.url.slice(queryAt + 1));
    // A writer's pages are left to the browser, whose reads skip the caches, for a few seconds:
    // a render kept here may not show the write yet.
    const writer = readsOwnWrites(request);
    const answer = await pages.answer(urlPath, query, writer);
    const origin = originOf(request, reply);
    const rendered =
      answer.serverRendered && renderer && !writer
        ? await renderer.render(
            answer.renderedPath ?? urlPath,
            onlyParameters(query, answer.renderedQuery),
            { waitForRender: waitsForRender(request) },
          )
        : undefined;
    // Compressed: a rendered page's HTML is tens of kilobytes, long on a slow phone line.
    // Its compressed copy is kept while its shell, answer and render are, and the page's HTML is
    // then not even put together.
    void reply
      .code(answer.status)
      .type('text/html; charset=utf-8')
      .header('cache-control', REVALIDATE);
    const page = () => withHead(shellFiles.html, answer.head, origin);
    const sources = rendered ? [shellFiles, answer, rendered] : [shellFiles, answer];
    return sendCompressed(
      request,
      reply,
      rendered ? () => withRenderedPage(page(), rendered) : page,
      { pages: compressedPages, sources, variant: origin },
    );
  });
}

/** How often the shell's build is looked at for a deployment in place. */
const SHELL_BUILD_CHECK_MS = 1_000;

/** The shell's build as last read. */
class ShellFiles {
  constructor(
    readonly html: string,
    /** Every file a browser may ask for, by its path inside the build (`static/js/main.….js`). */
    private readonly files: ReadonlySet<string>,
    readonly modifiedAt: number,
  ) {}

  /** The file a URL path names in the build, if it is one. */
  fileAt(urlPath: string): string | undefined {
    let decoded: string;
    try {
      decoded = decodeURIComponent(urlPath);
    } catch {
      return undefined;
    }
    const file = decoded.slice(1);
    return this.files.has(file) ? file : undefined;
  }
}

/**
 * The shell's index.html and the list of its files, read again when index.html changes (a shell
 * deployed in place), which is looked at once a second at most: a `stat` or two for every page
 * request was a visible share of a busy process's time.
 */
class ShellBuild {
  private cached: Promise<ShellFiles> | undefined;
  private checkedAt = Number.NEGATIVE_INFINITY;

  constructor(private readonly directory: string) {}

  /** The build as last read: the same object until it changes. */
  current(): Promise<ShellFiles> {
    if (this.cached && Date.now() - this.checkedAt < SHELL_BUILD_CHECK_MS) return this.cached;
    this.checkedAt = Date.now();
    this.cached = this.read(this.cached);
    return this.cached;
  }

  private async read(previous: Promise<ShellFiles> | undefined): Promise<ShellFiles> {
    const known = await previous?.catch(() => undefined);
    try {
      const { mtimeMs } = await stat(join(this.directory, 'index.html'));
      if (known?.modifiedAt === mtimeMs) return known;
      const [html, entries] = await Promise.all([
        readFile(join(this.directory, 'index.html'), 'utf8'),
        readdir(this.directory, { recursive: true, withFileTypes: true }),
      ]);
      const files = entries
        .filter((entry) => entry.isFile())
        .map((entry) => relative(this.directory, join(entry.parentPath, entry.name)))
        .map((path) => path.split(sep).join('/'))
        .filter(isPublished);
      return new ShellFiles(html, new Set(files), mtimeMs);
    } catch (error) {
      // Mid-deployment (index.html replaced): the build last read serves until the next look.
      if (known) return known;
      throw error;
    }
  }
}
