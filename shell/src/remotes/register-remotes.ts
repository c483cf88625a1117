import { REMOTE_NAMES, type RuntimeConfig } from '@marketplace/contracts';
import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { RemoteLoader } from './remote-loader';
import { remoteTimeoutPlugin } from './remote-timeout-plugin';

/**
 * Tells Module Federation where each remote's manifest is for this deployment and how long to
 * wait for it. Nothing is fetched yet: a remote loads the first time one of its pages is shown,
 * through the returned loader.
 */
export function registerRemoteManifests(config: RuntimeConfig): RemoteLoader {
  registerPlugins([remoteTimeoutPlugin(config.remoteLoadTimeoutMs)]);
  registerRemotes(REMOTE_NAMES.map((name) => ({ name, entry: config.remotes[name] })));
  return new RemoteLoader({ loadModule: loadRemote, timeoutMs: config.remoteLoadTimeoutMs });
}
