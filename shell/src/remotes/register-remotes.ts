import { type RuntimeConfig } from '@marketplace/contracts';
import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { RemoteLoader } from './remote-loader';
import { RemoteRoutes } from './remote-routes';
import type { Remotes } from './remotes-context';
import { remoteTimeoutPlugin } from './remote-timeout-plugin';

/**
 * Tells Module Federation where each remote's manifest is for this deployment and how long to
 * wait for it, then asks each remote for its route manifest (in the background: the first page
 * renders meanwhile). A remote's pages load the first time one of them is shown.
 */
export function registerRemoteManifests(config: RuntimeConfig): Remotes {
  // The remotes are the ones the server names, so a new remote needs no shell release.
  const remoteNames = Object.keys(config.remotes);
  registerPlugins([remoteTimeoutPlugin(config.remoteLoadTimeoutMs)]);
  registerRemotes(Object.entries(config.remotes).map(([name, entry]) => ({ name, entry })));
  const loader = new RemoteLoader({
    loadModule: loadRemote,
    timeoutMs: config.remoteLoadTimeoutMs,
  });
  const routes = new RemoteRoutes(remoteNames, loader);
  void routes.load();
  return { loader, routes };
}
