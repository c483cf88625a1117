import {
  HYDRATION_STATE_ID,
  type PreloadedImage,
  type ProductStatus,
  type RenderedPage,
} from '@marketplace/contracts';
import { withAppLoader } from './app-loader.js';

export const SITE_NAME = 'Marketplace';
export const SITE_DESCRIPTION = 'Buy and sell second-hand goods, paid in cash at the meeting.';
/** SPEC.md's prices are taka (the front ends write "Tk 42,000"). */
export const PRICE_CURRENCY = 'BDT';

/** What a page tells crawlers and link previews about itself. */
export interface PageHead {
  title: string;
  description: string;
  /** The page's one address on this site, `/producs/Laptops`. */
  canonicalPath: string;
  /** False for pages a search engine should not list (sign-in, dashboards, not found). */
  indexable: boolean;
  /** A picture for link previews: an absolute URL or a path on this site. */
  image?: { url: string; alt: string; width: number; height: number };
  /** A listing: OpenGraph's product tags. */
  product?: { price: number; availability: ProductStatus };
  /** The picture the page paints largest: fetched from the HTML, before any script asks. */
  preloadImage?: PreloadedImage;
  /** The listings a list page shows, for structured data (schema.org ItemList). */
  listings?: { items: readonly ListedItem[]; firstPosition: number; total: number };
}

/** One listing of a list page, as structured data describes it. */
export interface ListedItem {
  id: string;
  /** Its page's address, `/producs/42`. */
  path: string;
  name: string;
  image: string;
  price: number;
  availability: ProductStatus;
}

const ESCAPED: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text safe inside an HTML attribute or element (and an XML one). */
export const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (character) => ESCAPED[character]!);

/** OpenGraph's words for a listing's state. */
const OG_AVAILABILITY: Record<ProductStatus, string> = {
  available: 'instock',
  reserved: 'pending',
  sold: 'oos',
};

/** schema.org's words for a listing's state. */
const SCHEMA_AVAILABILITY: Record<ProductStatus, string> = {
  available: 'https://schema.org/InStock',
  reserved: 'https://schema.org/Reserved',
  sold: 'https://schema.org/SoldOut',
};

/**
 * A list page's listings as JSON-LD: an ItemList of Products, each with its Offer (price in
 * BDT, availability), so search engines read the prices without running the page's script.
 */
export function itemListJsonLd(listings: NonNullable<PageHead['listings']>, origin: string) {
  const absolute = (path: string) => new URL(path, origin).toString();
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    numberOfItems: listings.total,
    itemListElement: listings.items.map((item, index) => ({
      '@type': 'ListItem',
      position: listings.firstPosition + index,
      item: {
        '@type': 'Product',
        name: item.name,
        url: absolute(item.path),
        image: absolute(item.image),
        itemCondition: 'https://schema.org/UsedCondition',
        offers: {
          '@type': 'Offer',
          price: item.price,
          priceCurrency: PRICE_CURRENCY,
          availability: SCHEMA_AVAILABILITY[item.availability],
          url: absolute(item.path),
        },
      },
    })),
  };
}

/** JSON inside `<script>`: `<` escaped, so no text can close the element. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/** The `<head>` tags of a page: title, description, canonical URL, OpenGraph and Twitter card. */
export function renderHeadTags(head: PageHead, origin: string): string {
  const absolute = (path: string) => new URL(path, origin).toString();
  const url = absolute(head.canonicalPath);
  const meta = (attribute: 'name' | 'property', key: string, value: string | number) =>
    `<meta ${attribute}="${key}" content="${escapeHtml(String(value))}">`;
  const tags = [
    `<title>${escapeHtml(head.title)}</title>`,
    meta('name', 'description', head.description),
    `<link rel="canonical" href="${escapeHtml(url)}">`,
    ...(head.indexable ? [] : [meta('name', 'robots', 'noindex')]),
    meta('property', 'og:site_name', SITE_NAME),
    meta('property', 'og:type', head.product ? 'product' : 'website'),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:url', url),
    meta('name', 'twitter:card', head.image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', head.title),
    meta('name', 'twitter:description', head.description),
  ];
  if (head.preloadImage) {
    const { src, srcSet, sizes } = head.preloadImage;
    const attribute = (name: string, value: string | undefined) =>
      value === undefined ? '' : ` ${name}="${escapeHtml(value)}"`;
    tags.push(
      `<link rel="preload" as="image" fetchpriority="high"${attribute('href', src)}${attribute(
        'imagesrcset',
        srcSet?.map((candidate) => `${candidate.src} ${candidate.width}w`).join(', '),
      )}${attribute('imagesizes', sizes)}>`,
    );
  }
  if (head.image) {
    const image = absolute(head.image.url);
    tags.push(
      meta('property', 'og:image', image),
      meta('property', 'og:image:width', head.image.width),
      meta('property', 'og:image:height', head.image.height),
      meta('property', 'og:image:alt', head.image.alt),
      meta('name', 'twitter:image', image),
      meta('name', 'twitter:image:alt', head.image.alt),
    );
  }
  if (head.product) {
    tags.push(
      meta('property', 'product:price:amount', head.product.price),
      meta('property', 'product:price:currency', PRICE_CURRENCY),
      meta('property', 'product:availability', OG_AVAILABILITY[head.product.availability]),
    );
  }
  if (head.listings) {
    tags.push(
      `<script type="application/ld+json">${scriptJson(itemListJsonLd(head.listings, origin))}</script>`,
    );
  }
  return tags.join('');
}

/**
 * The shell's index.html with this page's head: its own `<title>` and description are replaced,
 * everything else (scripts, the root element) is kept as the build wrote it.
 */
export function withHead(shellHtml: string, head: PageHead, origin: string): string {
  const withoutDefaults = shellHtml
    .replace(/<title>[^<]*<\/title>/, '')
    .replace(/<meta name="description"[^>]*>/, '');
  // Ahead of the build's scripts: what a crawler reads comes before anything that runs.
  const at = withoutDefaults.search(/<script|<\/head>/);
  return `${withoutDefaults.slice(0, at)}${renderHeadTags(head, origin)}${withoutDefaults.slice(at)}`;
}

/**
 * The page with its server-rendered content: the styles at the end of the head, the markup in
 * the root element, and before it the state the browser hydrates from, as JSON that is never
 * executed (the only inline script the Content-Security-Policy allows is the app's loader, which
 * starts the app once the page is painted).
 */
export function withRenderedPage(html: string, { body, styles, hydration }: RenderedPage): string {
  const state = `<script type="application/json" id="${HYDRATION_STATE_ID}">${scriptJson(hydration)}</script>`;
  return withAppLoader(
    html
      .replace('</head>', () => `${styles}</head>`)
      .replace('<div id="root"></div>', () => `${state}<div id="root">${body}</div>`),
  );
}
