import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
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
 * origin, https and data URLs, no framing, no plugins.
 */
export function contentSecurityPolicy(config: AppConfig): Record<string, string[]> {
  const remotes = remoteOrigins(config);
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'", APP_LOADER_SCRIPT_SOURCE, ...remotes],
    'connect-src': ["'self'", ...remotes],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', 'https:'],
    'font-src': ["'self'", 'data:', ...remotes],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
    ...(isHttps(config) ? { 'upgrade-insecure-requests': [] } : {}),
  };
}

/**
 * Helmet's headers on every response, pages and JSON alike (CSP, `frame-ancestors` and
 * `X-Frame-Options`, `X-Content-Type-Options`, HSTS when the site is https), and `no-store` on
 * every API answer that did not choose its own caching: what a signed-in request returns
 * (`/auth/me`, orders) must not stay in a shared or back-button cache.
 */
export async function registerSecurityHeaders(
  fastify: FastifyInstance,
  config: AppConfig,
  apiPrefix: string,
): Promise<void> {
  await fastify.register(fastifyHelmet, {
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(config) },
    // The remotes' scripts come from their own origins, so cross-origin isolation stays off.
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: { policy: 'cross-origin' },
    hsts: isHttps(config) ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    frameguard: { action: 'deny' },
  });
  const apiPath = `/${apiPrefix}/`;
  fastify.addHook('onSend', async (request, reply, payload) => {
    if (request.url.startsWith(apiPath) && !reply.hasHeader('cache-control')) {
      void reply.header('cache-control', 'no-store');
    }
    return payload;
  });
}
