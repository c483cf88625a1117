import { REMOTE_NAMES, type RemoteName, type RuntimeConfig } from '@marketplace/contracts';
import type { AppConfig } from '../config/app-config.js';
import { remoteUrlPath } from './web-builds.js';

const MANIFEST_FILE = 'mf-manifest.json';

const REMOTE_URL_VARIABLES = {
  storefront: 'REMOTE_STOREFRONT_URL',
  seller: 'REMOTE_SELLER_URL',
  admin: 'REMOTE_ADMIN_URL',
} as const satisfies Record<RemoteName, keyof AppConfig>;

/** Whether this process publishes the remote (no REMOTE_<NAME>_URL points it elsewhere). */
export const isServedHere = (config: AppConfig, name: RemoteName): boolean =>
  !config[REMOTE_URL_VARIABLES[name]];

/** A remote's deployed folder or its manifest itself; both name the same manifest. */
export function manifestUrl(remoteUrl: string): string {
  const url = new URL(remoteUrl);
  if (!url.pathname.endsWith('.json')) {
    url.pathname = `${url.pathname.replace(/\/?$/, '/')}${MANIFEST_FILE}`;
  }
  return url.toString();
}

/**
 * What the shell fetches before it renders. Without PUBLIC_URL every address is a path on the
 * origin that served the shell, so the same server works behind any host name; a REMOTE_*_URL
 * points that remote at another origin instead of this server's copy.
 */
export function buildRuntimeConfig(
  config: AppConfig,
  apiPrefix: string,
  googleSignIn: RuntimeConfig['googleSignIn'],
): RuntimeConfig {
  const origin = config.PUBLIC_URL?.replace(/\/+$/, '') ?? '';
  const remotes = Object.fromEntries(
    REMOTE_NAMES.map((name) => {
      const override = config[REMOTE_URL_VARIABLES[name]];
      return [
        name,
        override ? manifestUrl(override) : `${origin}${remoteUrlPath(name)}${MANIFEST_FILE}`,
      ];
    }),
  ) as Record<RemoteName, string>;
  return {
    apiBaseUrl: `${origin}/${apiPrefix}`,
    remotes,
    remoteLoadTimeoutMs: config.REMOTE_LOAD_TIMEOUT_MS,
    googleSignIn,
  };
}
