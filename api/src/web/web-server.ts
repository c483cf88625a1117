import fastifyStatic from '@fastify/static';
import type { RuntimeConfig } from '@marketplace/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { stat } from 'node:fs/promises';
import { resolve, sep } from 'node:path';
import type { WebBuilds } from './web-builds.js';

export interface WebServerOptions {
  builds: WebBuilds;
  runtimeConfig: RuntimeConfig;
  /** The API's path prefix without slashes ('api'): never answered with the shell. */
  apiPrefix: string;
}

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
  const { builds, runtimeConfig, apiPrefix } = options;

  fastify.get('/runtime-config.json', (_request, reply) =>
    reply.header('cache-control', REVALIDATE).send(runtimeConfig),
  );

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
  const apiPath = `/${apiPrefix}`;
  fastify.get('/*', async (request: FastifyRequest, reply: FastifyReply) => {
    const urlPath = request.url.split('?', 1)[0] ?? '/';
    if (urlPath === apiPath || urlPath.startsWith(`${apiPath}/`)) return reply.callNotFound();
    const file = urlPath === '/' ? 'index.html' : await fileInside(shell, urlPath);
    if (file) return reply.sendFile(file);
    // A page address of the single-page app (/dashbord/myorders): the shell routes it.
    if (acceptsHtml(request)) return reply.sendFile('index.html');
    return reply.callNotFound();
  });
}
