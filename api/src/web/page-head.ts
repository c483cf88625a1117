import type { ProductStatus } from '@marketplace/contracts';

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
  return withoutDefaults.replace('</head>', `${renderHeadTags(head, origin)}</head>`);
}
