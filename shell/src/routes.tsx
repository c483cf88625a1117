import { DASHBOARD_PATH } from '@marketplace/contracts';
import { Loader } from '@marketplace/ui';
import { type RouteObject, createBrowserRouter } from 'react-router-dom';
import { RequireSignIn } from './features/guards/RequireSignIn';
import { AppLayout } from './features/layout/AppLayout';
import { ManifestRoute } from './remotes/ManifestRoute';
import { UnmatchedPage } from './remotes/UnmatchedPage';
import type { MountedRoute, RemoteRoutes } from './remotes/remote-routes';

const APP_ROUTE_ID = 'app';
const DASHBOARD_ROUTE_ID = 'dashboard';
/** The catch-all routes: an address matched by one of these waits for, or lacks, a manifest. */
const UNMATCHED_ROUTE_IDS = new Set(['unmatched', 'dashboard-unmatched']);

/**
 * The shell's own screens (login, register, the dashboard's layout and home, not-found). Every
 * other page comes from a remote's route manifest and is added as the manifest arrives. The
 * shell's screens load with their route, so the home page's first load carries none of them.
 */
const shellRoutes: RouteObject[] = [
  {
    id: APP_ROUTE_ID,
    element: <AppLayout />,
    // Shown while the first page's lazy route loads.
    hydrateFallbackElement: <Loader label="Loading page" />,
    children: [
      {
        path: 'login',
        lazy: async () => ({ Component: (await import('./features/auth/LoginPage')).LoginPage }),
      },
      {
        path: 'register',
        lazy: async () => ({
          Component: (await import('./features/auth/RegisterPage')).RegisterPage,
        }),
      },
      {
        path: 'forgot-password',
        lazy: async () => ({
          Component: (await import('./features/auth/ForgotPasswordPage')).ForgotPasswordPage,
        }),
      },
      {
        path: 'reset-password',
        lazy: async () => ({
          Component: (await import('./features/auth/ResetPasswordPage')).ResetPasswordPage,
        }),
      },
      {
        id: DASHBOARD_ROUTE_ID,
        path: DASHBOARD_PATH.slice(1),
        lazy: async () => {
          const { DashboardLayout } = await import('./features/dashboard/DashboardLayout');
          return {
            element: (
              <RequireSignIn>
                <DashboardLayout />
              </RequireSignIn>
            ),
          };
        },
        children: [
          {
            index: true,
            lazy: async () => ({
              Component: (await import('./features/dashboard/DashboardHome')).DashboardHome,
            }),
          },
          { id: 'dashboard-unmatched', path: '*', element: <UnmatchedPage /> },
        ],
      },
      { id: 'unmatched', path: '*', element: <UnmatchedPage /> },
    ],
  },
];

/** A remote's routes as router routes: one per path (a path may have several readings). */
function routeObjectsOf(remote: string, routes: readonly MountedRoute[]) {
  const byPath = new Map<string, MountedRoute[]>();
  for (const mounted of routes) {
    const key = `${mounted.route.layout}:${mounted.route.path}`;
    byPath.set(key, [...(byPath.get(key) ?? []), mounted]);
  }
  return [...byPath].map(([key, candidates]) => {
    const [{ route }] = candidates as [MountedRoute];
    const routeObject: RouteObject = {
      id: `${remote}:${key}`,
      element: <ManifestRoute candidates={candidates} />,
      ...(route.path === '' ? { index: true } : { path: route.path }),
    };
    return { layout: route.layout, routeObject };
  });
}

/**
 * The router: the shell's screens now, each remote's pages when its manifest arrives. An address
 * shown before its manifest arrived (a deep link, the first page) is matched again then.
 */
export function createAppRouter(remoteRoutes: RemoteRoutes) {
  const router = createBrowserRouter(shellRoutes);
  const mounted = new Set<string>();
  remoteRoutes.subscribe(() => {
    const { routes, status } = remoteRoutes.getSnapshot();
    const arrived = Object.keys(status).filter(
      (remote) => status[remote] === 'loaded' && !mounted.has(remote),
    );
    if (arrived.length === 0) return;
    for (const remote of arrived) {
      mounted.add(remote);
      const ofRemote = routes.filter((mountedRoute) => mountedRoute.remote === remote);
      for (const { layout, routeObject } of routeObjectsOf(remote, ofRemote)) {
        router.patchRoutes(layout === 'dashboard' ? DASHBOARD_ROUTE_ID : APP_ROUTE_ID, [
          routeObject,
        ]);
      }
    }
    const { location, matches } = router.state;
    if (matches.some((match) => UNMATCHED_ROUTE_IDS.has(match.route.id))) {
      void router.navigate(`${location.pathname}${location.search}${location.hash}`, {
        replace: true,
        state: location.state,
      });
    }
  });
  return router;
}
