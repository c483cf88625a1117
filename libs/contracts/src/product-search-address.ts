import type { Product } from './products.js';
import { RADIUS_KM_MAX, RADIUS_KM_MIN, nearSchema } from './places.js';
import {
  PRODUCT_CONDITIONS,
  PRODUCT_SORTS,
  type ProductCondition,
  type ProductSort,
} from './vocabulary.js';

/** What a buyer searches for: words, filters and an order, as the URL of the results page holds them. */
export interface ProductSearchParams {
  q?: string;
  category?: string;
  minPrice?: string;
  maxPrice?: string;
  location?: string;
  condition?: ProductCondition;
  verifiedOnly?: boolean;
  /** `<lat>,<lng>`: "Near me", or the picked place's point. */
  near?: string;
  radiusKm?: string;
  /** The picked place's name, for the page to show: never sent (the point is). */
  placeName?: string;
  sort?: ProductSort;
}

/** A page of search results; `capped` means "at least `total`". */
export interface SearchPage {
  items: Product[];
  total: number;
  capped: boolean;
  nextCursor: string | undefined;
}

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined =>
  values.includes(value as T) ? (value as T) : undefined;

/** `near=<lat>,<lng>` as the API takes it (nearSchema), with its radius and place name. */
function nearIn(params: URLSearchParams): ProductSearchParams {
  const near = params.get('near')?.trim();
  if (!near || !nearSchema.safeParse(near).success) return {};
  const radius = Number(params.get('radiusKm'));
  const radiusKm =
    Number.isInteger(radius) && radius >= RADIUS_KM_MIN && radius <= RADIUS_KM_MAX
      ? String(radius)
      : undefined;
  return { near, radiusKm, placeName: params.get('placeName')?.trim().slice(0, 120) || undefined };
}

/**
 * A search as the address holds it (`/search?q=lamp&maxPrice=500&sort=price_asc`), so a result
 * page can be shared, reloaded and reached again with Back. Unknown values are dropped rather
 * than sent on, so a hand-edited address never shows an error page. The storefront's search
 * page reads its address with it, and the server the address of the page it renders.
 */
export function readSearch(params: URLSearchParams): ProductSearchParams {
  const text = (name: string) => params.get(name)?.trim() || undefined;
  const price = (name: string) => {
    const value = text(name);
    return value !== undefined && Number(value) >= 0 ? value : undefined;
  };
  const near = nearIn(params);
  const sort = oneOf<ProductSort>(PRODUCT_SORTS, params.get('sort'));
  return {
    q: text('q')?.slice(0, 100),
    category: text('category'),
    minPrice: price('minPrice'),
    maxPrice: price('maxPrice'),
    location: text('location'),
    condition: oneOf<ProductCondition>(PRODUCT_CONDITIONS, params.get('condition')),
    verifiedOnly: params.get('verifiedOnly') === 'true' || undefined,
    ...near,
    // Nearest first needs a point to measure from.
    sort: sort === 'distance' && !near.near ? undefined : sort,
  };
}

/** The address of a search: only what is set, so a shared address stays short. */
export function writeSearch(search: ProductSearchParams): URLSearchParams {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(search)) {
    if (value !== undefined && value !== '' && value !== false) params.set(name, String(value));
  }
  return params;
}

/**
 * The query parameters of `GET /products/search` for a search: what is set, without the place's
 * name (shown only, the point is sent).
 */
export function searchRequestOf(search: ProductSearchParams): Record<string, string> {
  const { placeName: _shownOnly, ...sent } = search;
  return Object.fromEntries(writeSearch(sent));
}
