import type {
  DashboardMenuCount,
  RemoteRoute,
  RemoteRouteManifest,
  RequiredRole,
} from '@marketplace/contracts';
import type { RemoteLoader } from './remote-loader';

/** A remote's route as the shell mounts it: which remote, and its page's load id. */
export interface MountedRoute<Route extends RemoteRoute = RemoteRoute> {
  remote: string;
  route: Route;
  /** `<remote>/<module>` for Module Federation: `seller/MyProductsPage`. */
  pageId: string;
}

export interface DashboardMenuEntry {
  /** Under /dashbord/. */
  path: string;
  label: string;
  /** Absent: any signed-in user. */
  role?: RequiredRole;
  count?: DashboardMenuCount;
}

export type ManifestStatus = 'loading' | 'loaded' | 'failed';

export interface RemoteRoutesSnapshot {
  status: Readonly<Record<string, ManifestStatus>>;
  /** Every loaded remote's routes, remotes in the runtime config's order. */
  routes: readonly MountedRoute[];
  menu: readonly DashboardMenuEntry[];
}

const isManifest = (value: unknown): value is RemoteRouteManifest =>
  typeof value === 'object' &&
  value !== null &&
  Array.isArray((value as { routes?: unknown }).routes);

export const pageIdOf = (remote: string, route: RemoteRoute) =>
  `${remote}/${route.module.replace(/^\.\//, '')}`;

/** The page a remote's manifest puts at `/` (the home page), once that manifest has arrived. */
export const homePageIdOf = (routes: readonly MountedRoute[]): string | undefined =>
  routes.find(({ route }) => route.layout === 'public' && route.path === '')?.pageId;

/** The menu's entries for these roles, in the order the remotes list them. */
export function menuEntriesFor(
  menu: readonly DashboardMenuEntry[],
  roles: { isAdmin: boolean; isSeller: boolean },
): DashboardMenuEntry[] {
  return menu.filter(
    ({ role }) =>
      role === undefined ||
      (role === 'admin' && roles.isAdmin) ||
      (role === 'seller' && roles.isSeller),
  );
}

function menuOf(routes: readonly MountedRoute[]): DashboardMenuEntry[] {
  return routes.flatMap(({ route }): DashboardMenuEntry[] => {
    if (route.layout !== 'dashboard' || route.menuLabel === undefined) return [];
    const { access } = route;
    const role = access === 'seller' || access === 'admin' ? access : undefined;
    return [
      {
        path: route.path,
        label: route.menuLabel,
        ...(role ? { role } : {}),
        ...(route.menuCount ? { count: route.menuCount } : {}),
      },
    ];
  });
}

/**
 * The remotes' route manifests (`<remote>/routes`), loaded through the same loader as their pages,
 * so a dead remote's manifest times out and backs off like any page. Subscribers (the router,
 * the dashboard menu) hear of every manifest that arrives or fails.
 */
export class RemoteRoutes {
  private readonly manifests = new Map<string, RemoteRouteManifest>();
  private snapshot: RemoteRoutesSnapshot;
  private readonly listeners = new Set<() => void>();

  constructor(
    private readonly remotes: readonly string[],
    private readonly loader: RemoteLoader,
    /** Manifests already known (the server's, when it rendered the page): not asked for again. */
    known: Readonly<Record<string, RemoteRouteManifest>> = {},
  ) {
    for (const remote of remotes) {
      const manifest = known[remote];
      if (manifest) this.manifests.set(remote, manifest);
    }
    this.snapshot = this.buildSnapshot(
      Object.fromEntries(
        remotes.map((remote) => [remote, this.manifests.has(remote) ? 'loaded' : 'loading']),
      ),
    );
  }

  /** Asks every remote whose manifest is not here yet; resolves once each has answered or failed. */
  async load(): Promise<void> {
    const missing = this.remotes.filter((remote) => !this.manifests.has(remote));
    this.setStatus(missing, 'loading');
    await Promise.all(
      missing.map(async (remote) => {
        try {
          const manifest = await this.loader.load(`${remote}/routes`);
          const routes = (manifest as { default?: unknown } | undefined)?.default;
          if (!isManifest(routes)) throw new Error(`${remote}/routes is not a route manifest`);
          this.manifests.set(remote, routes);
          this.setStatus([remote], 'loaded');
        } catch (error) {
          console.error(error);
          this.setStatus([remote], 'failed');
        }
      }),
    );
  }

  /** Milliseconds until every failed remote may be asked again. */
  waitBeforeRetry(): number {
    return Math.max(
      0,
      ...this.remotes
        .filter((remote) => this.snapshot.status[remote] === 'failed')
        .map((remote) => this.loader.waitBeforeRetry(`${remote}/routes`)),
    );
  }

  getSnapshot = (): RemoteRoutesSnapshot => this.snapshot;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  private setStatus(remotes: readonly string[], status: ManifestStatus) {
    if (remotes.length === 0) return;
    const next = { ...this.snapshot.status };
    for (const remote of remotes) next[remote] = status;
    this.snapshot = this.buildSnapshot(next);
    for (const listener of this.listeners) listener();
  }

  private buildSnapshot(status: Record<string, ManifestStatus>): RemoteRoutesSnapshot {
    const routes = this.remotes.flatMap((remote) =>
      (this.manifests.get(remote)?.routes ?? []).map((route) => ({
        remote,
        route,
        pageId: pageIdOf(remote, route),
      })),
    );
    return { status, routes, menu: menuOf(routes) };
  }
}
