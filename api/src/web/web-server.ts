import fastifyStatic from '@fastify/static';
import type { RuntimeConfig } from '@marketplace/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { readFile, stat } from 'node:fs/promises';
import { join, resolve, sep } from 'node:path';
import { Readable } from 'node:stream';
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
  /** The site's public origin; without it, the origin each request came to. */
  publicUrl: string | undefined;
  /** Renders public pages' content; without it (no server build) the browser renders every page. */
  renderer?: PageRenderer;
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

/** The file a URL names inside `root`, if it is one; never a path outside `root`. */
async function fileInside(root: string, urlPath: string): Promise<string | undefined> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return undefined;
  }
  const candidate = resolve(root, `.${decoded}`);
  if (!candidate.startsWith(`${root}${sep}`)) return undefined;
  const info = await stat(candidate).catch(() => undefined);
  return info?.isFile() ? candidate.slice(root.length + 1) : undefined;
}

/** `query` with only the `names` a page reads (all of it without `names`). */
export function onlyParameters(
  query: URLSearchParams,
  names: readonly string[] | undefined,
): URLSearchParams {
  if (!names) return query;
  return new URLSearchParams([...query].filter(([name]) => names.includes(name)));
}

const acceptsHtml = (request: FastifyRequest) =>
  request.headers.accept?.includes('text/html') ?? false;

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
  const { builds, runtimeConfig, apiPrefix, pages, sitemap, publicUrl, renderer } = options;
  const originOf = (request: FastifyRequest) =>
    publicUrl?.replace(/\/+$/, '') ?? `${request.protocol}://${request.host}`;

  fastify.get('/runtime-config.json', (_request, reply) =>
    reply.header('cache-control', REVALIDATE).send(runtimeConfig),
  );

  fastify.get('/robots.txt', (request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', CRAWLER_FILES_CACHE)
      .send(robotsTxt(originOf(request))),
  );

  /** A sitemap streams as it is read, compressed for clients that take it. */
  const sendXml = (request: FastifyRequest, reply: FastifyReply, xml: AsyncGenerator<string>) => {
    void reply.type('application/xml; charset=utf-8').header('cache-control', CRAWLER_FILES_CACHE);
    return sendCompressedStream(request, reply, Readable.from(xml));
  };
  fastify.get('/sitemap.xml', (request, reply) =>
    sendXml(request, reply, sitemapIndex(sitemap, originOf(request))),
  );
  fastify.get(PAGES_SITEMAP, (request, reply) =>
    sendXml(request, reply, pagesSitemap(sitemap, originOf(request))),
  );
  fastify.get('/sitemap-listings-:file', (request, reply) => {
    const file = LISTINGS_SITEMAP_PATH.exec(request.url.split('?', 1)[0] ?? '')?.[1];
    if (!file) return reply.callNotFound();
    return sendXml(request, reply, listingsSitemap(sitemap, originOf(request), Number(file)));
  });

  for (const remote of builds.remotes) {
    await fastify.register(fastifyStatic, {
      root: remote.directory,
      prefix: remote.urlPath,
      decorateReply: false,
      preCompressed: true,
      cacheControl: false,
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
    setHeaders: (reply, filePath) =>
      reply.header('cache-control', cacheControlFor(filePath, shell)),
  });
  const document = new ShellDocument(join(shell, 'index.html'));
  const compressedPages = new CompressedPages();
  const apiPath = `/${apiPrefix}`;
  fastify.get('/*', async (request: FastifyRequest, reply: FastifyReply) => {
    const urlPath = request.url.split('?', 1)[0] ?? '/';
    if (urlPath === apiPath || urlPath.startsWith(`${apiPath}/`)) return reply.callNotFound();
    const file = urlPath === '/' ? undefined : await fileInside(shell, urlPath);
    if (file && file !== 'index.html') return reply.sendFile(file);
    if (urlPath !== '/' && !acceptsHtml(request)) return reply.callNotFound();
    // A page address (/producs/Laptops): the shell routes it in the browser; the server says
    // first whether it is a page at all (404, 410 for a removed listing) and what it is about.
    const queryAt = request.url.indexOf('?');
    const query = new URLSearchParams(queryAt === -1 ? '' : request.url.slice(queryAt + 1));
    const answer = await pages.answer(urlPath, query);
    const shellDocument = await document.current();
    const origin = originOf(request);
    const rendered =
      answer.serverRendered && renderer
        ? await renderer.render(urlPath, onlyParameters(query, answer.renderedQuery))
        : undefined;
    // Compressed: a rendered page is 40–100 KB of HTML, a third of a second on a slow phone line.
    // Its compressed copy is kept while its document, answer and render are, and the page's
    // HTML is then not even put together.
    void reply
      .code(answer.status)
      .type('text/html; charset=utf-8')
      .header('cache-control', REVALIDATE);
    const page = () => withHead(shellDocument.html, answer.head, origin);
    if (!rendered) return sendCompressed(request, reply, page);
    return sendCompressed(request, reply, () => withRenderedPage(page(), rendered), {
      pages: compressedPages,
      sources: [shellDocument, answer, rendered],
      variant: origin,
    });
  });
}

/** The shell's index.html, read again when its build changes (a shell deployed in place). */
class ShellDocument {
  private cached: { html: string; modifiedAt: number } | undefined;

  constructor(private readonly path: string) {}

  /** The document as last read: the same object until the file changes. */
  async current(): Promise<{ readonly html: string }> {
    const { mtimeMs } = await stat(this.path);
    if (this.cached?.modifiedAt !== mtimeMs) {
      this.cached = { html: await readFile(this.path, 'utf8'), modifiedAt: mtimeMs };
    }
    return this.cached;
  }
}
