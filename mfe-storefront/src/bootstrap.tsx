import { createQueryClient } from '@marketplace/api-client';
import { useSession } from '@marketplace/auth';
import { UiProvider } from '@marketplace/ui';
import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Link, Outlet, RouterProvider, createBrowserRouter } from 'react-router-dom';
import { STOREFRONT_ROUTES } from './storefront-routes';

/** A bare frame with a link to each page; the real navbar and guards belong to the shell. */
function StandaloneLayout() {
  return (
    <main style={{ maxWidth: '75rem', margin: '0 auto', padding: '1.5rem 1rem' }}>
      <nav aria-label="Storefront pages (standalone)">
        <ul
          style={{ display: 'flex', flexWrap: 'wrap', gap: '1rem', listStyle: 'none', padding: 0 }}
        >
          <li>
            <Link to="/">Home</Link>
          </li>
          <li>
            <Link to="/blog">Blog</Link>
          </li>
          <li>
            <Link to="/producs/Laptops">Category: Laptops</Link>
          </li>
          <li>
            <Link to="/myorders">My Orders</Link>
          </li>
        </ul>
      </nav>
      <Outlet />
    </main>
  );
}

const router = createBrowserRouter([
  { element: <StandaloneLayout />, children: STOREFRONT_ROUTES },
]);

// The storefront remote alone, for development: its dev server proxies /api to the API, so
// signing in through the shell (or the API) on localhost works here too.
useSession.getState().refresh().catch(console.error);
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <UiProvider>
      <QueryClientProvider client={createQueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </UiProvider>
  </StrictMode>,
);
