/**
 * The contract between the shell and a remote about pages: each remote exposes one route
 * manifest (`<remote>/routes`, default export) saying which pages it has, where they go, who may
 * see them and what the dashboard menu calls them. The shell builds its router, guards and menu
 * from the manifests of the remotes in /runtime-config.json and knows no remote page itself.
 */

/** Who may open a page (SPEC.md section 6). The API enforces the same rules. */
export type PageAccess = 'anyone' | 'signed-in' | 'seller' | 'admin';

/** The roles a page may need beyond being signed in. */
export type RequiredRole = Extract<PageAccess, 'seller' | 'admin'>;

interface RemoteRouteBase {
  /** The exposed module holding the page, as in module-federation.config.ts: `'./HomePage'`. */
  module: `./${string}`;
  access: PageAccess;
  /**
   * Patterns the path's parameters must match for this route to apply, for two readings of one
   * path (`producs/:segment`: digits are a product id, anything else a category name).
   */
  when?: Readonly<Record<string, string>>;
}

/**
 * The picture a page paints largest, for the server to preload from the HTML before any script
 * runs. Paths are the remote's source files (`./src/assets/...`); the remote's build replaces
 * them with the files it emits, so the preload names the URLs the page's `<img>` will ask for.
 */
export interface PreloadedImage {
  /** `<img src>`. */
  src: string;
  /** `<img srcset>`'s candidates: each file and its width. */
  srcSet?: ReadonlyArray<{ src: string; width: number }>;
  /** `<img sizes>`, as the page writes it. */
  sizes?: string;
}

/** A page in the public layout, at `/` + path (`''` is the home page). */
export interface PublicRoute extends RemoteRouteBase {
  layout: 'public';
  path: string;
  /** Its largest picture, preloaded by the server (the home page's first banner). */
  preloadImage?: PreloadedImage;
  /**
   * The query parameters the page's content depends on. The server renders and keeps one page per
   * combination of these and ignores the others, so a made-up parameter (`?utm_source=…`) costs
   * no render. Absent: every parameter counts.
   */
  query?: readonly string[];
}

/** A page in the dashboard, at `/dashbord/` + path, with its side-menu entry if it has one. */
export interface DashboardRoute extends RemoteRouteBase {
  layout: 'dashboard';
  path: string;
  /** The side menu's wording (SPEC.md); absent: the page is reached by link only. */
  menuLabel?: string;
  /** A count the shell shows beside the menu label: what waits for the user on that page. */
  menuCount?: DashboardMenuCount;
}

/** The counts the shell knows how to show in the dashboard menu. */
export type DashboardMenuCount = 'waiting-requests' | 'unread-messages';

export type RemoteRoute = PublicRoute | DashboardRoute;

export interface RemoteRouteManifest {
  /** The order of `routes` is the order of the remote's dashboard menu entries. */
  routes: readonly RemoteRoute[];
}

/**
 * The manifest as JSON beside the remote's mf-manifest.json, written by its build: the server
 * reads it to answer unknown addresses with 404 without running the remote's code.
 */
export const ROUTE_MANIFEST_FILE = 'routes.json';

/** What the shell hands every remote page: the path's parameters, already URL-decoded. */
export interface RemotePageProps {
  params: Readonly<Record<string, string | undefined>>;
}

/** The dashboard's base path, spelt as SPEC.md section 2 spells it. */
export const DASHBOARD_PATH = '/dashbord';
export const LOGIN_PATH = '/login';

/**
 * What a page hands the login page through the navigation state: the page to come back to, and
 * the kind of account it needs when the visitor's was not enough.
 */
export interface LoginRedirect {
  from?: string;
  requiredRole?: RequiredRole;
}

/** "Go to login and come back here": the state for navigating to LOGIN_PATH from `location`. */
export function loginRedirectFrom(
  location: { pathname: string; search: string; hash: string },
  requiredRole?: RequiredRole,
): LoginRedirect {
  return {
    from: `${location.pathname}${location.search}${location.hash}`,
    ...(requiredRole ? { requiredRole } : {}),
  };
}

/** Only a path on this site: navigation state is data, never an open redirect. */
const isLocalPath = (value: unknown): value is string =>
  typeof value === 'string' && value.startsWith('/') && !value.startsWith('//');

export function readLoginRedirect(state: unknown): LoginRedirect {
  if (typeof state !== 'object' || state === null) return {};
  const { from, requiredRole } = state as Record<string, unknown>;
  return {
    ...(isLocalPath(from) ? { from } : {}),
    ...(requiredRole === 'seller' || requiredRole === 'admin' ? { requiredRole } : {}),
  };
}

/** Whether a route applies to the parameters of the path it matched. */
export function routeApplies(
  route: Pick<RemoteRoute, 'when'>,
  params: Readonly<Record<string, string | undefined>>,
): boolean {
  return Object.entries(route.when ?? {}).every(([name, pattern]) =>
    new RegExp(pattern).test(params[name] ?? ''),
  );
}

/** The inbox, where every signed-in account's conversations are (the storefront's page). */
export const MESSAGES_PATH = `${DASHBOARD_PATH}/messages`;

/** The inbox opened on the conversation of an order (its listing and buyer's one). */
export const orderConversationPath = (orderId: string) =>
  `${MESSAGES_PATH}?order=${encodeURIComponent(orderId)}`;

/** The inbox opened on the buyer's conversation about a listing. */
export const listingConversationPath = (productId: string) =>
  `${MESSAGES_PATH}?product=${encodeURIComponent(productId)}`;
