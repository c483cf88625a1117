import {
  ROUTE_MANIFEST_FILE,
  type RemoteRouteManifest,
  type RuntimeConfig,
} from '@marketplace/contracts';
import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { RemoteLoader } from './remote-loader';
import { RemoteRoutes } from './remote-routes';
import type { Remotes } from './remotes-context';
import { remoteTimeoutPlugin } from './remote-timeout-plugin';

/** The module id of a remote's route manifest, as RemoteRoutes asks for it. */
const ROUTES_MODULE = /^([^/]+)\/routes$/;

/**
 * Loads `<remote>/<module>` through Module Federation, except the route manifest, read as
 * routes.json beside the remote's mf-manifest.json (its build writes it from the same
 * src/routes.ts): the shell learns every remote's pages without loading each remote's federation
 * entry (about 15 KB gzip apiece), so a page loads only the entries of the remotes it shows.
 * It goes through the same loader, so a dead remote's manifest times out and backs off as before.
 */
function loadModuleOf(config: RuntimeConfig) {
  return async (id: string): Promise<unknown> => {
    const remote = ROUTES_MODULE.exec(id)?.[1];
    const manifestUrl = remote === undefined ? undefined : config.remotes[remote];
    if (manifestUrl === undefined) return loadRemote(id);
    const url = new URL(ROUTE_MANIFEST_FILE, new URL(manifestUrl, window.location.href));
    const response = await fetch(url, { signal: AbortSignal.timeout(config.remoteLoadTimeoutMs) });
    if (!response.ok) throw new Error(`${url.href} answered ${response.status}`);
    // Unknown until RemoteRoutes reads it, as any module a remote serves.
    return { default: (await response.json()) as unknown };
  };
}

/**
 * Tells Module Federation where each remote's manifest is for this deployment and how long to
 * wait for it, then asks each remote not in `known` for its route manifest (in the background:
 * the first page renders meanwhile). A remote's pages load the first time one of them is shown.
 */
export function registerRemoteManifests(
  config: RuntimeConfig,
  known: Readonly<Record<string, RemoteRouteManifest>> = {},
): Remotes {
  // The remotes are the ones the server names, so a new remote needs no shell release.
  const remoteNames = Object.keys(config.remotes);
  registerPlugins([remoteTimeoutPlugin(config.remoteLoadTimeoutMs)]);
  registerRemotes(Object.entries(config.remotes).map(([name, entry]) => ({ name, entry })));
  const loader = new RemoteLoader({
    loadModule: loadModuleOf(config),
    timeoutMs: config.remoteLoadTimeoutMs,
  });
  const routes = new RemoteRoutes(remoteNames, loader, known);
  void routes.load();
  return { loader, routes };
}
