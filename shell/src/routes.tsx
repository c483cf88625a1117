import { DASHBOARD_PATH } from '@marketplace/contracts';
import { Loader } from '@marketplace/ui';
import { type RouteObject, createBrowserRouter } from '@marketplace/routing';
import { RequireSignIn } from './features/guards/RequireSignIn';
import { AppLayout } from './features/layout/AppLayout';
import { ManifestRoute } from './remotes/ManifestRoute';
import { UnmatchedPage } from './remotes/UnmatchedPage';
import type { MountedRoute, RemoteRoutes } from './remotes/remote-routes';
import type { ManifestRouteHandle } from './server-rendering/hydration';

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
        path: 'verify-email',
        lazy: async () => ({
          Component: (await import('./features/email-verification/VerifyEmailPage'))
            .VerifyEmailPage,
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
    const handle: ManifestRouteHandle = { candidates };
    const routeObject: RouteObject = {
      id: `${remote}:${key}`,
      element: <ManifestRoute candidates={candidates} />,
      handle,
      ...(route.path === '' ? { index: true } : { path: route.path }),
    };
    return { layout: route.layout, routeObject };
  });
}

/** Every loaded remote's routes, each with the id of the layout route it goes under. */
function remoteRouteObjects(routes: readonly MountedRoute[], remotes: readonly string[]) {
  return remotes.flatMap((remote) =>
    routeObjectsOf(
      remote,
      routes.filter((mountedRoute) => mountedRoute.remote === remote),
    ).map(({ layout, routeObject }) => ({
      parentId: layout === 'dashboard' ? DASHBOARD_ROUTE_ID : APP_ROUTE_ID,
      routeObject,
    })),
  );
}

/**
 * The shell's screens with these remotes' pages already in place, for a router that knows every
 * manifest from the start: the server's, and the browser's when it hydrates the server's page.
 */
export function routesWithRemotes(routes: readonly MountedRoute[]): RouteObject[] {
  const children = remoteRouteObjects(routes, [...new Set(routes.map(({ remote }) => remote))]);
  const childrenOf = (parentId: string) =>
    children.filter((child) => child.parentId === parentId).map((child) => child.routeObject);
  return shellRoutes.map((app) => ({
    ...app,
    children: [
      ...childrenOf(APP_ROUTE_ID),
      ...(app.children ?? []).map((route) =>
        route.id === DASHBOARD_ROUTE_ID
          ? { ...route, children: [...childrenOf(DASHBOARD_ROUTE_ID), ...(route.children ?? [])] }
          : route,
      ),
    ],
  })) as RouteObject[];
}

/**
 * The router: the shell's screens now, each remote's pages when its manifest arrives. An address
 * shown before its manifest arrived (a deep link, the first page) is matched again then.
 */
export function createAppRouter(remoteRoutes: RemoteRoutes) {
  const initial = remoteRoutes.getSnapshot();
  const router = createBrowserRouter(routesWithRemotes(initial.routes));
  const mounted = new Set(
    Object.keys(initial.status).filter((r) => initial.status[r] === 'loaded'),
  );
  remoteRoutes.subscribe(() => {
    const { routes, status } = remoteRoutes.getSnapshot();
    const arrived = Object.keys(status).filter(
      (remote) => status[remote] === 'loaded' && !mounted.has(remote),
    );
    if (arrived.length === 0) return;
    for (const remote of arrived) mounted.add(remote);
    for (const { parentId, routeObject } of remoteRouteObjects(routes, arrived)) {
      router.patchRoutes(parentId, [routeObject]);
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
