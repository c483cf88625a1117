/**
 * The router every app shares, as the part of React Router they use. Module Federation shares a
 * module whole, so sharing `react-router-dom` itself put all of it (60 KB gzip: framework mode,
 * sessions, cookies, forms) into every first page load. Shared through this list, the bundler
 * keeps only what is named here (about 35 KB). Bump the version when the list changes: minor
 * for an addition, major for a removal; a remote built against a newer list than the shell
 * provides then says so instead of failing at run time.
 */
export {
  Link,
  MemoryRouter,
  NavLink,
  Navigate,
  Outlet,
  Route,
  RouterProvider,
  Routes,
  ScrollRestoration,
  StaticRouterProvider,
  createBrowserRouter,
  createStaticHandler,
  createStaticRouter,
  useLocation,
  useNavigate,
  useParams,
  useRoutes,
  useSearchParams,
} from 'react-router-dom';
export type { Location, RouteObject } from 'react-router-dom';
