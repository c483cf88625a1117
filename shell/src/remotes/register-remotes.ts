import { REMOTE_NAMES, type RuntimeConfig } from '@marketplace/contracts';
import { registerRemotes } from '@module-federation/enhanced/runtime';

/**
 * Tells Module Federation where each remote's manifest is for this deployment. Nothing is
 * fetched yet: a remote loads the first time one of its pages is shown.
 */
export function registerRemoteManifests(remotes: RuntimeConfig['remotes']): void {
  registerRemotes(REMOTE_NAMES.map((name) => ({ name, entry: remotes[name] })));
}
