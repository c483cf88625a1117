import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AppConfig } from '../config/app-config.js';
import { APP_LOADER_SCRIPT_SOURCE } from '../web/app-loader.js';

/** The origins remotes are loaded from besides this one (their manifests and scripts). */
export function remoteOrigins(config: AppConfig): string[] {
  const origins = Object.values(config.remoteUrls)
    .filter((url): url is string => Boolean(url))
    .map((url) => new URL(url).origin);
  return [...new Set(origins)];
}

const isHttps = (config: AppConfig) => Boolean(config.PUBLIC_URL?.startsWith('https:'));

/**
 * The Content-Security-Policy the shell and its remotes run under: scripts and manifests only
 * from this origin and the remotes' origins (Module Federation loads both by URL, never by
 * eval), the one inline script server-rendered pages start the app with (web/app-loader.ts, by
 * its hash), inline styles for styled-components (it injects `<style>` tags), images from this
 * origin, the remotes' and data URLs, no framing, no plugins.
 */
export function contentSecurityPolicy(config: AppConfig): Record<string, string[]> {
  const remotes = remoteOrigins(config);
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'", APP_LOADER_SCRIPT_SOURCE, ...remotes],
    'connect-src': ["'self'", ...remotes],
    'style-src': ["'self'", "'unsafe-inline'"],
    // Only the product's own origins: every picture people post is one the image service
    // stored (contracts' imageUrlSchema), so no page makes a browser call on another site.
    'img-src': ["'self'", 'data:', 'blob:', ...remotes],
    'font-src': ["'self'", 'data:', ...remotes],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
    ...(isHttps(config) ? { 'upgrade-insecure-requests': [] } : {}),
  };
}

/** Helmet's options: which of its headers the site sends, and their values. */
function helmetOptions(config: AppConfig): HelmetOptions {
  return {
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(config) },
    // The remotes' scripts come from their own origins, so cross-origin isolation stays off.
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: { policy: 'cross-origin' },
    hsts: isHttps(config) ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    frameguard: { action: 'deny' },
  };
}

/**
 * The headers Helmet sets with these options, computed once: they depend on the configuration
 * alone, and building Helmet's middleware (parsing the CSP) on every request, as
 * `@fastify/helmet` does, was a measurable share of a request's CPU.
 */
export function securityHeaders(config: AppConfig): [name: string, value: string][] {
  const headers: [string, string][] = [];
  const response = {
    setHeader: (name: string, value: string) => void headers.push([name, value]),
    // Helmet removes X-Powered-By, which Fastify never sets.
    removeHeader: () => undefined,
  } as unknown as ServerResponse;
  // Helmet throws a bad option at once (since 8.1) rather than passing it on.
  helmet(helmetOptions(config))({} as IncomingMessage, response, () => undefined);
  return headers;
}

/**
 * Helmet's headers on every response, pages and JSON alike (CSP, `frame-ancestors` and
 * `X-Frame-Options`, `X-Content-Type-Options`, HSTS when the site is https), and `no-store` on
 * every API answer that did not choose its own caching: what a signed-in request returns
 * (`/auth/me`, orders) must not stay in a shared or back-button cache. The headers go on the raw
 * response, as Helmet puts them: a hijacked reply (the live event stream) sends them too, and a
 * reply's own header of the same name (an error page's CSP) overrides them.
 */
export function registerSecurityHeaders(
  fastify: FastifyInstance,
  config: AppConfig,
  apiPrefix: string,
): void {
  const headers = securityHeaders(config);
  fastify.addHook('onRequest', (_request, reply, done) => {
    for (const [name, value] of headers) reply.raw.setHeader(name, value);
    done();
  });
  const apiPath = `/${apiPrefix}/`;
  fastify.addHook('onSend', async (request, reply, payload) => {
    if (request.url.startsWith(apiPath) && !reply.hasHeader('cache-control')) {
      void reply.header('cache-control', 'no-store');
    }
    return payload;
  });
}
