import { useSession } from '@marketplace/auth';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import {
  Link,
  Outlet,
  type RouteObject,
  RouterProvider,
  createBrowserRouter,
} from '@marketplace/routing';
import styled from 'styled-components';
import { ShellProviders } from './ShellProviders';

const StyledFrame = styled.main`
  max-width: 75rem;
  margin: 0 auto;
  padding: 1.5rem 1rem;
`;

const StyledLinks = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 1rem;
  padding: 0;
  list-style: none;
`;

export interface StandaloneLink {
  to: string;
  label: string;
}

export interface StandaloneRemoteOptions {
  /** The remote, as its frame's navigation names it: "Seller" → "Seller pages (standalone)". */
  name: string;
  /** A link to each page. */
  links: readonly StandaloneLink[];
  /** The remote's pages at the paths the shell gives them. */
  routes: RouteObject[];
}

/** A bare frame with a link to each page; the real navbar and guards belong to the shell. */
export function StandaloneFrame({ name, links }: Pick<StandaloneRemoteOptions, 'name' | 'links'>) {
  return (
    <StyledFrame>
      <nav aria-label={`${name} pages (standalone)`}>
        <StyledLinks>
          {links.map(({ to, label }) => (
            <li key={to}>
              <Link to={to}>{label}</Link>
            </li>
          ))}
        </StyledLinks>
      </nav>
      <Outlet />
    </StyledFrame>
  );
}

/**
 * Renders a remote alone into `#root`, for its dev server: its pages in the standalone frame,
 * inside the shell's providers. The dev server proxies /api to the API, so signing in through
 * the shell (or the API) on localhost works here too.
 */
export function renderStandaloneRemote({ name, links, routes }: StandaloneRemoteOptions): void {
  const router = createBrowserRouter([
    { element: <StandaloneFrame name={name} links={links} />, children: routes },
  ]);
  useSession.getState().refresh().catch(console.error);
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <ShellProviders>
        <RouterProvider router={router} />
      </ShellProviders>
    </StrictMode>,
  );
}
