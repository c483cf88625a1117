import type { Category } from './catalogue.js';
import type { ListPage, PageQuery } from './pagination.js';
import type { ProductSearchParams, SearchPage } from './product-search-address.js';
import type { Product } from './products.js';
import type { Profile } from './reviews.js';
import type { RemoteRouteManifest } from './remote-routes.js';
import type { RuntimeConfig } from './runtime-config.js';

/**
 * Where each app's server container is, beside its browser build: the API loads the shell's and
 * the remotes' with Module Federation to render public pages.
 */
export const SERVER_ENTRY_FILE = 'server/remoteEntry.cjs';

/** The shell's server module, as Module Federation names it: its `renderPage` renders a page. */
export const SHELL_RENDER_MODULE = 'shell/render-page';

/** The id of the page's JSON block (not executed, so the CSP holds) the browser hydrates from. */
export const HYDRATION_STATE_ID = 'hydration-state';

export interface RenderPageInput {
  /** The page's path and query, `/producs/Laptops?page=2`. */
  url: string;
  /** What the browser gets as /runtime-config.json. */
  runtimeConfig: RuntimeConfig;
  /** The route manifests of the remotes whose pages the server renders. */
  manifests: Readonly<Record<string, RemoteRouteManifest>>;
  /** Loads `<remote>/<module>` from the remotes' server containers. */
  loadModule: (id: string) => Promise<unknown>;
  /** Where the pages' queries reach the API from the server: `http://127.0.0.1:3000/api`. */
  apiBaseUrl: string;
  /** Hears of each area that failed to render (the browser renders it instead). */
  onError: (error: unknown) => void;
  /** What the server already read for the page's head: its queries start with it. */
  dataRead?: PageDataRead;
}

/**
 * A page's data the server read for its head, each part as its API endpoint answers it, so the
 * render shows it without asking the API for it again.
 */
export interface PageDataRead {
  /** A category page's category (`GET /category/:name`) and a page of its listings. */
  category?: {
    /** The name as the address spells it, which the page asks for its data by. */
    spelling: string;
    category: Category;
    page: PageQuery;
    /** As `GET /products?category=` answers, without a discount. */
    listings: ListPage<Product>;
  };
  /** The home page's advertised listings (`GET /advrtized`). */
  advertised?: { page: PageQuery; listings: ListPage<Product> };
  /**
   * A search page's search, as the page reads it from its address (readSearch), and the first
   * page of its results (`GET /products/search`).
   */
  search?: { params: ProductSearchParams; firstPage: SearchPage };
  /**
   * A seller's profile page: the profile (`GET /sellers/:id`) and a page of the seller's
   * listings for sale (`GET /sellers/:id/products`); `id` as the address spells it.
   */
  seller?: { id: string; profile: Profile; page: PageQuery; listings: ListPage<Product> };
  /** Every category, as the storefront asks for them all (`GET /category`, the largest page). */
  categories?: ListPage<Category>;
}

/** What the browser needs to hydrate the page as the server rendered it. */
export interface HydrationState {
  manifests: Readonly<Record<string, RemoteRouteManifest>>;
  /** The query cache the server rendered with, dehydrated (TanStack Query's `dehydrate`). */
  queries: unknown;
}

export interface RenderedPage {
  /** The markup inside `<div id="root">`. */
  body: string;
  /** styled-components' `<style>` tags for the head. */
  styles: string;
  hydration: HydrationState;
}

export type RenderPage = (input: RenderPageInput) => Promise<RenderedPage>;

/**
 * The global through which the API tells each server container where its browser build is
 * published (`{ storefront: '/remotes/storefront/' }`), so pictures and other files it names
 * get the browser's addresses.
 */
export const SERVER_PUBLIC_PATHS_GLOBAL = '__MARKETPLACE_PUBLIC_PATHS__';
