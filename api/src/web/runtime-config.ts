import { REMOTE_NAMES, type RuntimeConfig } from '@marketplace/contracts';
import type { AppConfig } from '../config/app-config.js';
import { remoteUrlPath } from './web-builds.js';

const MANIFEST_FILE = 'mf-manifest.json';

/** Whether this process publishes the remote (no REMOTE_<NAME>_URL points it elsewhere). */
export const isServedHere = (config: AppConfig, name: string): boolean => !config.remoteUrls[name];

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
 * origin that served the shell, so the same server works behind any host name; a REMOTE_<NAME>_URL
 * points that remote at another origin instead of this server's copy. Every remote of the remote
 * list is named, in its order.
 */
export function buildRuntimeConfig(
  config: AppConfig,
  apiPrefix: string,
  googleSignIn: RuntimeConfig['googleSignIn'],
): RuntimeConfig {
  const origin = config.PUBLIC_URL?.replace(/\/+$/, '') ?? '';
  const remotes = Object.fromEntries(
    REMOTE_NAMES.map((name) => {
      const override = config.remoteUrls[name];
      return [
        name,
        override ? manifestUrl(override) : `${origin}${remoteUrlPath(name)}${MANIFEST_FILE}`,
      ];
    }),
  );
  return {
    apiBaseUrl: `${origin}/${apiPrefix}`,
    remotes,
    remoteLoadTimeoutMs: config.REMOTE_LOAD_TIMEOUT_MS,
    googleSignIn,
    supportEmail: config.SUPPORT_EMAIL ?? null,
  };
}
