import type { ProductSearchParams } from '@marketplace/api-client';
import {
  PRODUCT_CONDITIONS,
  PRODUCT_SORTS,
  RADIUS_KM_MAX,
  RADIUS_KM_MIN,
  nearSchema,
  type ProductCondition,
  type ProductSort,
} from '@marketplace/contracts';
import { useSearchParams } from '@marketplace/routing';
import { FILTER_NAMES } from '../../shared/address-parameters';

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
 * than sent on, so a hand-edited address never shows an error page.
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

export function writeSearch(search: ProductSearchParams): URLSearchParams {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(search)) {
    if (value !== undefined && value !== '' && value !== false) params.set(name, String(value));
  }
  return params;
}

/** Whether any filter or sort (not the words, not the category) narrows or orders the list. */
export const hasFilters = (search: ProductSearchParams) =>
  FILTER_NAMES.some((name) => search[name] !== undefined);

/** The search in the address, and a way to replace it (a new history entry, so Back works). */
export function useSearchInUrl() {
  const [params, setParams] = useSearchParams();
  const search = readSearch(params);
  const setSearch = (next: ProductSearchParams) => setParams(writeSearch(next));
  return { search, setSearch };
}
