import { type ExecutionContext, createParamDecorator } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import type { AppConfig } from '../config/app-config.js';

/** Host names by which a machine reaches itself: a link to them cannot send anyone elsewhere. */
const LOOPBACK_HOSTNAMES = new Set(['localhost', '127.0.0.1', '[::1]']);

export type OriginSettings = Pick<AppConfig, 'PUBLIC_URL' | 'TRUSTED_ORIGINS' | 'PORT'>;

/** The origin a request came to, as its client named it (`Host`, or `X-Forwarded-Host` when trusted). */
export const requestedOrigin = (request: Pick<FastifyRequest, 'protocol' | 'host'>): string =>
  `${request.protocol}://${request.host}`;

/** The requested origin as a handler parameter; pass it through `linkOrigin` before linking to it. */
export const RequestOrigin = createParamDecorator((_: unknown, context: ExecutionContext): string =>
  requestedOrigin(context.switchToHttp().getRequest<FastifyRequest>()),
);

/**
 * The origin of every absolute URL the product makes: links in emails, canonical and OpenGraph
 * URLs, the sitemap, OpenID callbacks. PUBLIC_URL when set (production requires it). Without it,
 * the origin the request came to only when that is this machine or a TRUSTED_ORIGINS entry, else
 * `http://localhost:PORT`: the Host header is the client's to choose, and a reset link built from
 * it would hand the token to whoever sent the request.
 */
export function linkOrigin(config: OriginSettings, requested: string | undefined): string {
  if (config.PUBLIC_URL) return config.PUBLIC_URL.replace(/\/+$/, '');
  const trusted = requested === undefined ? undefined : trustedInDevelopment(config, requested);
  return trusted ?? `http://localhost:${config.PORT}`;
}

/** Whether links depend on the request (no PUBLIC_URL), so shared caches must key on its Host. */
export const linksFollowTheRequest = (config: OriginSettings): boolean => !config.PUBLIC_URL;

/** The requested origin, normalised, when it is this machine or a TRUSTED_ORIGINS entry. */
function trustedInDevelopment(config: OriginSettings, requested: string): string | undefined {
  let url: URL;
  try {
    url = new URL(requested);
  } catch {
    return undefined;
  }
  // A Host header holds a host and a port, nothing else.
  if (`${url.protocol}//${url.host}` !== requested.replace(/:(80|443)$/, '')) return undefined;
  const trusted =
    LOOPBACK_HOSTNAMES.has(url.hostname) || config.TRUSTED_ORIGINS.includes(url.origin);
  return trusted ? url.origin : undefined;
}
