/**
 * The query parameters the storefront's pages read from their address, in one place: the pages
 * read them, and routes.ts tells the server which of them each page's content depends on.
 */

/** The page of a list (`?page=2`). */
export const PAGE_PARAM = 'page';

/**
 * Set on the address a signed-out shopper is sent back to after signing in, so the order they
 * started opens again by itself: `/producs/Laptops?order=12`.
 */
export const ORDER_PARAM = 'order';

/** `?discount=30` (the home page's promotions): only listings at least 30% below their price new. */
export const DISCOUNT_PARAM = 'discount';

/** The filters the address may hold besides `q` and `category`. */
export const FILTER_NAMES = [
  'minPrice',
  'maxPrice',
  'location',
  'condition',
  'verifiedOnly',
  'near',
  'radiusKm',
  'placeName',
  'sort',
] as const;

/** Every parameter of a search in the address (`/search?q=lamp&maxPrice=500`). */
export const SEARCH_PARAMS = ['q', 'category', ...FILTER_NAMES] as const;
