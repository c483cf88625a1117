import { escapeHtml } from './page-head.js';
import { PAGE_MODULES, type PageRoutes } from './page-routes.js';

/** The sitemap protocol's ceiling per file. */
export const URLS_PER_SITEMAP = 50_000;
/** Rows read per query while a file streams: memory holds one page, whatever the catalogue's size. */
const KEYSET_PAGE = 1_000;

const XML_HEADER = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NAMESPACE = 'http://www.sitemaps.org/schemas/sitemap/0.9';

/** What the sitemap reads, from the products and categories domains. */
export interface SitemapSource {
  highestListingId(): Promise<number>;
  /** Listings for sale with an id in `(after, upTo]`, in id order, at most `limit`. */
  listedIdsBetween(
    after: number,
    upTo: number,
    limit: number,
  ): Promise<Array<{ id: number; createdAt: Date }>>;
  /** Every category's name. */
  categoryNames(): Promise<string[]>;
}

/** Where the remotes' manifests put the pages. */
export type PageAddresses = Pick<PageRoutes, 'addressOf'>;

/** The public pages that are not listings or categories. */
const STATIC_PAGES = [PAGE_MODULES.home, PAGE_MODULES.blog];

export const PAGES_SITEMAP = '/sitemap-pages.xml';
export const listingsSitemapPath = (file: number) => `/sitemap-listings-${file}.xml`;
export const LISTINGS_SITEMAP_PATH = /^\/sitemap-listings-([1-9]\d{0,6})\.xml$/;

const urlEntry = (origin: string, path: string, lastModified?: Date) =>
  `<url><loc>${escapeHtml(new URL(path, origin).toString())}</loc>${
    lastModified ? `<lastmod>${lastModified.toISOString()}</lastmod>` : ''
  }</url>\n`;

/**
 * `/sitemap.xml`: an index of the pages file and one listings file per URLS_PER_SITEMAP ids (file
 * n holds the listings for sale among ids ((n-1)·50 000, n·50 000]). Splitting by id range makes
 * the index one `max(id)` and every file a keyset scan of the primary key, so neither the index
 * nor a file ever counts or offsets through a million rows.
 */
export async function* sitemapIndex(source: SitemapSource, origin: string): AsyncGenerator<string> {
  const files = Math.ceil((await source.highestListingId()) / URLS_PER_SITEMAP);
  yield `${XML_HEADER}<sitemapindex xmlns="${NAMESPACE}">\n`;
  const entry = (path: string) =>
    `<sitemap><loc>${escapeHtml(new URL(path, origin).toString())}</loc></sitemap>\n`;
  yield entry(PAGES_SITEMAP);
  for (let file = 1; file <= files; file += 1) yield entry(listingsSitemapPath(file));
  yield '</sitemapindex>\n';
}

/** The home page, the blog and every category. */
export async function* pagesSitemap(
  source: SitemapSource,
  pages: PageAddresses,
  origin: string,
): AsyncGenerator<string> {
  yield `${XML_HEADER}<urlset xmlns="${NAMESPACE}">\n`;
  for (const module of STATIC_PAGES) {
    const address = await pages.addressOf(module);
    if (address) yield urlEntry(origin, address(''));
  }
  const categoryAddress = await pages.addressOf(PAGE_MODULES.category);
  if (categoryAddress) {
    for (const name of await source.categoryNames()) yield urlEntry(origin, categoryAddress(name));
  }
  yield '</urlset>\n';
}

/** One listings file, streamed a keyset page at a time. */
export async function* listingsSitemap(
  source: SitemapSource,
  pages: PageAddresses,
  origin: string,
  file: number,
): AsyncGenerator<string> {
  const listingAddress = await pages.addressOf(PAGE_MODULES.listing);
  const upTo = file * URLS_PER_SITEMAP;
  let after = upTo - URLS_PER_SITEMAP;
  yield `${XML_HEADER}<urlset xmlns="${NAMESPACE}">\n`;
  // Without the storefront's manifest no listing has an address: the file lists none.
  while (listingAddress) {
    const rows = await source.listedIdsBetween(after, upTo, KEYSET_PAGE);
    if (rows.length > 0) {
      yield rows
        .map(({ id, createdAt }) => urlEntry(origin, listingAddress(String(id)), createdAt))
        .join('');
    }
    if (rows.length < KEYSET_PAGE) break;
    after = rows[rows.length - 1]!.id;
  }
  yield '</urlset>\n';
}

/** robots.txt: everything public may be crawled; the API (but its images), accounts and search not. */
export const robotsTxt = (origin: string) =>
  [
    'User-agent: *',
    'Allow: /',
    'Allow: /api/images/',
    'Disallow: /api/',
    'Disallow: /dashbord',
    'Disallow: /search',
    'Disallow: /myorders',
    'Disallow: /login',
    'Disallow: /register',
    'Disallow: /forgot-password',
    'Disallow: /reset-password',
    'Disallow: /verify-email',
    '',
    `Sitemap: ${new URL('/sitemap.xml', origin).toString()}`,
    '',
  ].join('\n');
