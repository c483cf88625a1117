import { createContext, useContext, useSyncExternalStore } from 'react';
import type { RemoteLoader } from './remote-loader';
import type { RemoteRoutes, RemoteRoutesSnapshot } from './remote-routes';

export interface Remotes {
  loader: RemoteLoader;
  routes: RemoteRoutes;
}

const RemotesContext = createContext<Remotes | null>(null);

export const RemotesProvider = RemotesContext.Provider;

export function useRemotes(): Remotes {
  const remotes = useContext(RemotesContext);
  if (!remotes) throw new Error('useRemotes needs a RemotesProvider above it');
  return remotes;
}

/** The remotes' routes and menu as loaded so far; re-renders as manifests arrive. */
export function useRemoteRoutes(): RemoteRoutesSnapshot {
  const { routes } = useRemotes();
  return useSyncExternalStore(routes.subscribe, routes.getSnapshot, routes.getSnapshot);
}
