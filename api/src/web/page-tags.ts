import { CatalogueTags } from '../cluster/catalogue-changes.js';

const LISTING_PATH = /^\/producs\/([1-9]\d{0,15})\/?$/;
const CATEGORY_PATH = /^\/producs\/([^/]+)\/?$/;
const SELLER_PATH = /^\/sellers\/([1-9]\d{0,15})\/?$/;
/** Pages that show nothing of the catalogue: only their own expiry renews them. */
const CATALOGUE_FREE_PATH = /^\/(?:blog(?:\/.*)?|not-found)$/;

/**
 * What the public page at a cache key (`/producs/Laptops?page=2`) shows, as CatalogueTags, so a
 * change makes stale only the pages that show it. A page this does not know is taken to show any
 * listing.
 */
export function pageTags(key: string): readonly string[] {
  const path = key.split('?', 1)[0]!;
  if (path === '/') return [CatalogueTags.advertised];
  if (path === '/search' || path === '/search/') return [CatalogueTags.search];
  const listing = LISTING_PATH.exec(path)?.[1];
  if (listing) return [CatalogueTags.listing(listing)];
  const seller = SELLER_PATH.exec(path)?.[1];
  if (seller) return [CatalogueTags.seller(seller)];
  const category = CATEGORY_PATH.exec(path)?.[1];
  if (category) {
    try {
      return [CatalogueTags.category(decodeURIComponent(category))];
    } catch {
      return [];
    }
  }
  if (CATALOGUE_FREE_PATH.test(path)) return [];
  return [CatalogueTags.anyListing];
}
