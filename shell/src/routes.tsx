import { Loader } from '@marketplace/ui';
import type { RouteObject } from 'react-router-dom';
import { DASHBOARD_ENTRIES } from './features/dashboard/dashboard-entries';
import { RequireRole } from './features/guards/RequireRole';
import { RequireSignIn } from './features/guards/RequireSignIn';
import { AppLayout } from './features/layout/AppLayout';
import { ProductSegmentPage } from './features/products/ProductSegmentPage';
import { RemotePage } from './remotes/RemotePage';

/**
 * Every route of SPEC.md section 2 (paths spelt as there: `producs`, `dashbord`). The shell's
 * own screens load with their route, so the home page's first load carries none of them.
 */
export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    // Shown while the first page's lazy route loads.
    hydrateFallbackElement: <Loader label="Loading page" />,
    children: [
      { index: true, element: <RemotePage page="storefront/HomePage" /> },
      { path: 'blog', element: <RemotePage page="storefront/BlogPage" /> },
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
      { path: 'producs/:segment', element: <ProductSegmentPage /> },
      {
        path: 'myorders',
        element: (
          <RequireSignIn>
            <RemotePage page="storefront/MyOrdersPage" />
          </RequireSignIn>
        ),
      },
      {
        path: 'dashbord',
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
          ...DASHBOARD_ENTRIES.map(({ path, page, role }) => {
            const remotePage = <RemotePage page={page} />;
            return {
              path,
              element: role ? <RequireRole role={role}>{remotePage}</RequireRole> : remotePage,
            };
          }),
        ],
      },
      {
        path: '*',
        lazy: async () => ({
          Component: (await import('./features/not-found/NotFoundPage')).NotFoundPage,
        }),
      },
    ],
  },
];
