import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/**
 * Module Federation runtime plugin: gives up on a remote's manifest and entry script after the
 * configured time. The runtime's own defaults are no limit for the manifest fetch and 20 s for
 * the script, so a remote that accepts connections and never answers would hold its page (and a
 * connection) far past the time the shell tells the visitor the area is unavailable.
 */
export function remoteTimeoutPlugin(timeoutMs: number): ModuleFederationRuntimePlugin {
  return {
    name: 'marketplace-remote-timeout',
    fetch: (url, init) => fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) }),
    createScript: () => ({ timeout: timeoutMs }),
  };
}
