/**
 * The router every app shares, as the part of React Router they use in the browser. Module
 * Federation shares a module whole, so sharing `react-router-dom` itself put all of it (60 KB
 * gzip: framework mode, sessions, cookies, forms) into every first page load. Shared through
 * this list, the bundler keeps only what is named here (about 31 KB). Bump the version when the
 * list changes: minor for an addition, major for a removal; a remote built against a newer list
 * than the shell provides then says so instead of failing at run time.
 */
export {
  Link,
  NavLink,
  Navigate,
  Outlet,
  RouterProvider,
  ScrollRestoration,
  createBrowserRouter,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
} from 'react-router-dom';
export type { Location, RouteObject } from 'react-router-dom';
export { PAGE_PARAM, useUrlPaging, type UrlPaging } from './url-paging';
