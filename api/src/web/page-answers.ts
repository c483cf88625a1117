import {
  CATEGORY_PAGE_SIZE,
  type Category,
  HOME_ADVERTISED_COUNT,
  type ListPage,
  type PageDataRead,
  type PageQuery,
  type Product,
  type ProductSearchParams,
  type ProductStatus,
  type Profile,
  type SearchPage,
  readSearch,
} from '@marketplace/contracts';
import type { PageAnswerCache } from './page-answer-cache.js';
import { type ListedItem, type PageHead, SITE_DESCRIPTION, SITE_NAME } from './page-head.js';
import { PAGE_MODULES, type PageMatch, type PageRoute, type PageRoutes } from './page-routes.js';

/** What the server answers for a page address before any script runs: its status and its head. */
export interface PageAnswer {
  status: 200 | 404 | 410;
  head: PageHead;
  /**
   * Whether the server renders the page's content: public pages of the remotes. The shell's
   * sign-in screens and signed-in pages are rendered by the browser.
   */
  serverRendered?: true;
  /**
   * The query parameters a rendered page's content depends on (its route's `query`), the rest
   * being left out of its render; absent: all of them.
   */
  renderedQuery?: readonly string[];
  /**
   * The address whose render the page shows, when not its own: every unknown address shows the
   * one not-found page, rendered once.
   */
  renderedPath?: string;
  /** What the head read that the page's render shows too (PageAnswers.dataReadFor). */
  dataRead?: PageDataRead;
}

/** An address no page has: the shell renders its not-found page there. */
export const NOT_FOUND_RENDER_PATH = '/not-found';

/** A listing as a link preview shows it; never its phone number. */
export interface ListingPreview {
  name: string;
  price: number;
  location: string;
  category: string;
  status: ProductStatus;
  /** The cover photo's path, `/api/images/<key>`. */
  cover: string;
}

/** The catalogue facts page answers need, from the products and categories domains. */
export interface CatalogueLookups {
  /** The listing if the public may see it; `removed` if its id was given once and is gone. */
  listing(id: number): Promise<ListingPreview | 'removed' | undefined>;
  /** The category named so in any case, as the API answers it. */
  category(name: string): Promise<Category | undefined>;
  /** A page of a category's listings for sale, as the API's category list answers it. */
  categoryListings(category: Category, page: PageQuery): Promise<ListPage<Product>>;
  /** The advertised listings the home page shows, as the API answers them. */
  advertisedListings(page: PageQuery): Promise<ListPage<Product>>;
  /** Every category, as the API answers the storefront's request for them all. */
  allCategories(): Promise<ListPage<Category>>;
  /** The first page of a search's results, as the API answers it; undefined if it refuses it. */
  searchResults(search: ProductSearchParams): Promise<SearchPage | undefined>;
  /** A seller's profile and a page of their listings, as the API answers them. */
  sellerPage(
    sellerId: string,
    page: PageQuery,
  ): Promise<{ profile: Profile; listings: ListPage<Product> }>;
}

/** A picture at the size link previews show. */
export interface PreviewImage {
  url: string;
  width: number;
  height: number;
}

/** Prices as the storefront writes them: "Tk 42,000". */
const taka = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });
const formatPrice = (amount: number) => `Tk ${taka.format(amount)}`;

const {
  listing: LISTING_PAGE,
  category: CATEGORY_PAGE,
  home: HOME_PAGE,
  // Search results are endless combinations of words: no page of them is indexed.
  search: SEARCH_PAGE,
  seller: SELLER_PAGE,
} = PAGE_MODULES;

/** The pages whose render shows every category: the home page's categories, the filters. */
const SHOWS_EVERY_CATEGORY: ReadonlySet<string> = new Set([HOME_PAGE, CATEGORY_PAGE, SEARCH_PAGE]);

/** The route's address with its one parameter set to `value` (the listing's id, a category's name). */
const addressOf = (route: PageRoute, value: string) =>
  `/${route.pattern.replace(/:[^/]+/, encodeURIComponent(value))}`;

/** The value of a route's one parameter (`producs/:segment`), already decoded. */
const parameterOf = (route: PageRoute) => Object.values(route.params)[0] ?? '';

const notFound = (path: string): PageAnswer => ({
  status: 404,
  head: {
    title: `Page not found · ${SITE_NAME}`,
    description: 'Nothing is listed at this address.',
    canonicalPath: path,
    indexable: false,
  },
  serverRendered: true,
  renderedPath: NOT_FOUND_RENDER_PATH,
  renderedQuery: [],
});

const titled = (title: string) => `${title} · ${SITE_NAME}`;

/** `?page=` as the storefront reads it (use-page-param.ts): a whole number above 1, else 1. */
const pageNumberOf = (query: URLSearchParams): number => {
  const requested = Number(query.get('page'));
  return Number.isInteger(requested) && requested > 1 && requested <= 100_000 ? requested : 1;
};

/** The page of a storefront list of cards (a category's, a seller's) that `?page=` names. */
const cardsPageOf = (page: number): PageQuery => ({
  limit: CATEGORY_PAGE_SIZE,
  offset: (page - 1) * CATEGORY_PAGE_SIZE,
});

/**
 * Decides a page address's status and head: listings and categories from the database, other
 * pages from the route manifests (a remote's public page is indexable, a guarded one is not).
 */
export class PageAnswers {
  constructor(
    private readonly routes: PageRoutes,
    private readonly catalogue: CatalogueLookups,
    /** The preview size of a listing's cover photo (ImagesService.previewUrlOf). */
    private readonly previewImage: (cover: string) => PreviewImage,
    private readonly cache?: PageAnswerCache<PageAnswer>,
  ) {}

  /**
   * `path` without its query; `query` the address's parameters, of which only `?page=` changes
   * the answer (so a made-up parameter cannot bypass the cache or fill it). `fresh`: computed
   * now, not kept (a writer reading its own write).
   */
  answer(path: string, query = new URLSearchParams(), fresh = false): Promise<PageAnswer> {
    const page = pageNumberOf(query);
    if (!this.cache || fresh) return this.compute(path, page);
    return this.cache.get(`${path}?page=${page}`, () => this.compute(path, page));
  }

  /**
   * What the server read that the render of the page at `path` shows: what its head read, every
   * category on the pages that show them all, a search page's results, a seller's profile and
   * listings. A render that had to ask the API for them took a React pass more for each step.
   */
  async dataReadFor(path: string, query: URLSearchParams): Promise<PageDataRead> {
    const match = await this.routes.match(path);
    const route = match.kind === 'page' ? match.route : undefined;
    const module = route?.module;
    const [headRead, categories, search, seller] = await Promise.all([
      this.headDataRead(path, query),
      module !== undefined && SHOWS_EVERY_CATEGORY.has(module)
        ? this.catalogue.allCategories().catch(() => undefined)
        : undefined,
      module === SEARCH_PAGE ? this.searchRead(query) : undefined,
      route && module === SELLER_PAGE ? this.sellerRead(parameterOf(route), query) : undefined,
    ]);
    return {
      ...headRead,
      ...(categories && { categories }),
      ...(search && { search }),
      ...(seller && { seller }),
    };
  }

  /**
   * What the head of the page at `path` read that its render shows too, from an answer as fresh
   * as the render (a kept one unless a change made it stale): a render that followed a change
   * must not show what was read before it. Nothing when `query` (the parameters the render
   * reads) asks for more than a page number, such as a discount or a search, which the head
   * does not read; the render then asks the API as the browser would.
   */
  private async headDataRead(
    path: string,
    query: URLSearchParams,
  ): Promise<PageDataRead | undefined> {
    if ([...query.keys()].some((name) => name !== 'page')) return undefined;
    const page = pageNumberOf(query);
    const compute = () => this.compute(path, page);
    const answer = this.cache ? this.cache.fresh(`${path}?page=${page}`, compute) : compute();
    return (await answer.catch(() => undefined))?.dataRead;
  }

  /** The search the page's address holds (read as the storefront reads it) and its first page. */
  private async searchRead(query: URLSearchParams): Promise<PageDataRead['search']> {
    const params = readSearch(query);
    const firstPage = await this.catalogue.searchResults(params).catch(() => undefined);
    return firstPage && { params, firstPage };
  }

  /**
   * The seller's profile and the page of their listings the address names (`?page=`, as the
   * storefront reads it); nothing when the API would not answer it (no such seller).
   */
  private async sellerRead(id: string, query: URLSearchParams): Promise<PageDataRead['seller']> {
    const page = cardsPageOf(pageNumberOf(query));
    const read = await this.catalogue.sellerPage(id, page).catch(() => undefined);
    return read && { id, page, ...read };
  }

  private async compute(path: string, page: number): Promise<PageAnswer> {
    const match = await this.routes.match(path);
    const route = match.kind === 'page' ? match.route : undefined;
    if (route?.module === LISTING_PAGE) return this.listing(route, path);
    if (route?.module === CATEGORY_PAGE) return this.category(route, path, page, match);
    const answer = this.page(path, match);
    if (route?.module === HOME_PAGE && answer.status === 200) {
      const shown = { limit: HOME_ADVERTISED_COUNT, offset: 0 };
      const advertised = await this.catalogue.advertisedListings(shown);
      const listings = await this.withPaths(advertised);
      if (listings) answer.head.listings = { ...listings, firstPosition: 1 };
      answer.dataRead = { advertised: { page: shown, listings: advertised } };
    }
    return answer;
  }

  private async listing(route: PageRoute, path: string): Promise<PageAnswer> {
    const id = Number(parameterOf(route));
    // Past the largest safe integer, no id was ever issued.
    if (!Number.isSafeInteger(id)) return notFound(path);
    const found = await this.catalogue.listing(id);
    if (found === 'removed') {
      return {
        status: 410,
        head: {
          title: titled('Listing removed'),
          description: 'This listing was removed by its seller or the marketplace.',
          canonicalPath: path,
          indexable: false,
        },
      };
    }
    if (!found) return notFound(path);
    return {
      status: 200,
      head: {
        title: titled(`${found.name}, ${formatPrice(found.price)}`),
        description: `${found.name} for ${formatPrice(found.price)} in ${found.location}, second-hand, in ${found.category}. Paid in cash at the meeting.`,
        canonicalPath: addressOf(route, String(id)),
        indexable: true,
        image: { ...this.previewImage(found.cover), alt: found.name },
        product: { price: found.price, availability: found.status },
      },
    };
  }

  private async category(
    route: PageRoute,
    path: string,
    page: number,
    match: PageMatch,
  ): Promise<PageAnswer> {
    const spelling = parameterOf(route);
    const category = await this.catalogue.category(spelling);
    if (!category) return notFound(path);
    const { name } = category;
    const shown = cardsPageOf(page);
    const listings = await this.catalogue.categoryListings(category, shown);
    const listed = await this.withPaths(listings);
    const pageSuffix = page > 1 ? ` (page ${page})` : '';
    return {
      status: 200,
      head: {
        title: titled(`${name}, second-hand${pageSuffix}`),
        description: `Second-hand ${name.toLowerCase()} for sale near you, paid in cash at the meeting.`,
        // Each page of a list is its own page for search engines.
        canonicalPath: `${addressOf(route, name)}${page > 1 ? `?page=${page}` : ''}`,
        indexable: true,
        ...(listed ? { listings: { ...listed, firstPosition: shown.offset + 1 } } : {}),
      },
      serverRendered: true,
      ...renderedQueryOf(match),
      dataRead: { category: { spelling, category, page: shown, listings } },
    };
  }

  /**
   * Each listing with the address of its page, as its remote's manifest places it; undefined when
   * no manifest read has the listing page.
   */
  private async withPaths({ items, total }: ListPage<Product>) {
    const listingAddress = await this.routes.addressOf(LISTING_PAGE);
    if (!listingAddress) return undefined;
    const listed = items.map((product): ListedItem => ({
      id: product._id,
      path: listingAddress(product._id),
      name: product.productName,
      image: product.productImage,
      price: product.resellPrice,
      availability: product.status,
    }));
    return { items: listed, total };
  }

  private page(path: string, match: PageMatch): PageAnswer {
    const canonicalPath = path === '/' ? '/' : path.replace(/\/+$/, '');
    if (match.kind === 'unknown') return notFound(path);
    if (match.kind === 'undetermined') {
      return {
        status: 200,
        head: { title: SITE_NAME, description: SITE_DESCRIPTION, canonicalPath, indexable: false },
      };
    }
    const { route } = match;
    const title = PAGE_TITLES[route.module ?? route.pattern];
    return {
      status: 200,
      head: {
        title: title ? titled(title) : SITE_NAME,
        description: SITE_DESCRIPTION,
        canonicalPath,
        ...(route.preloadImage ? { preloadImage: route.preloadImage } : {}),
        // The shell's own screens are sign-in forms; search results are endless combinations
        // of words (robots.txt keeps crawlers out of both too).
        indexable:
          route.access === 'anyone' && route.owner !== 'shell' && route.module !== SEARCH_PAGE,
      },
      ...(route.access === 'anyone' && route.owner !== 'shell'
        ? { serverRendered: true, ...renderedQueryOf(match) }
        : {}),
    };
  }
}

/** The query parameters the matched route's page reads, when its manifest names them. */
const renderedQueryOf = (match: PageMatch): Pick<PageAnswer, 'renderedQuery'> =>
  match.kind === 'page' && match.route.query ? { renderedQuery: match.route.query } : {};

/**
 * Titles of the pages whose wording SPEC.md gives, by their remote's module or, for the shell's
 * own screens, their pattern; any other page is titled by the site.
 */
const PAGE_TITLES: Readonly<Record<string, string>> = {
  [HOME_PAGE]: 'Buy and sell second-hand goods',
  './BlogPage': 'Blog',
  [SEARCH_PAGE]: 'Search',
  login: 'Login',
  register: 'Register',
};
