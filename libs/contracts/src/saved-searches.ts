import { z } from 'zod';
import { pointSchema } from './places.js';
import { productSearchSchema } from './products.js';
import { PRODUCT_CONDITIONS, PRODUCT_SORTS } from './vocabulary.js';

/** How many searches one account may keep. */
export const SAVED_SEARCHES_MAX = 20;
export const SAVED_SEARCH_NAME_MAX_LENGTH = 60;

/**
 * A saved search's own parameters: those of `GET /products/search`, read by the same schema (so a
 * search that runs can be saved, and one that would be a 400 is one here), without its paging.
 */
export const savedSearchQuerySchema = productSearchSchema
  .transform(({ cursor: _cursor, limit: _limit, ...query }) => query)
  .refine(
    (query) =>
      query.q !== undefined ||
      query.category !== undefined ||
      // A minimum of 0 matches every listing, so it is no filter.
      (query.minPrice ?? 0) > 0 ||
      query.maxPrice !== undefined ||
      query.location !== undefined ||
      query.condition !== undefined ||
      query.verifiedOnly ||
      query.near !== undefined ||
      query.place !== undefined,
    // Without any, every new listing of the market would be a match.
    { message: 'query needs words or at least one filter' },
  );
export type SavedSearchQuery = z.output<typeof savedSearchQuerySchema>;

/** `POST /saved-searches`. */
export const savedSearchInputSchema = z.strictObject({
  name: z
    .string({ error: 'name is required' })
    .trim()
    .min(1, 'name is required')
    .max(
      SAVED_SEARCH_NAME_MAX_LENGTH,
      `name must be at most ${SAVED_SEARCH_NAME_MAX_LENGTH} characters`,
    ),
  query: savedSearchQuerySchema,
});
/** What the API reads; a client sends `z.input` of the schema (prices as text or numbers). */
export type SavedSearchInput = z.output<typeof savedSearchInputSchema>;
export type SavedSearchRequest = z.input<typeof savedSearchInputSchema>;

/** A saved search as `GET /saved-searches` answers it. */
export const savedSearchSchema = z.object({
  _id: z.string(),
  name: z.string(),
  query: z.object({
    q: z.string().optional(),
    category: z.string().optional(),
    minPrice: z.number().optional(),
    maxPrice: z.number().optional(),
    location: z.string().optional(),
    condition: z.enum(PRODUCT_CONDITIONS).optional(),
    verifiedOnly: z.boolean(),
    sort: z.enum(PRODUCT_SORTS).optional(),
    near: pointSchema.optional(),
    place: z.string().optional(),
    radiusKm: z.number().optional(),
  }),
  /** Listings that matched since the list was last opened (opening it marks them seen). */
  newMatches: z.number().int().nonnegative(),
  createdAt: z.string(),
});
export type SavedSearch = z.infer<typeof savedSearchSchema>;
export const savedSearchListSchema = z.array(savedSearchSchema);

/** The live event (`saved-search`) an owner's open pages get when a new listing matches. */
export const savedSearchMatchSchema = z.object({
  savedSearchId: z.string(),
  name: z.string(),
  productId: z.string(),
  productName: z.string(),
});
export type SavedSearchMatch = z.infer<typeof savedSearchMatchSchema>;

/**
 * Where the storefront shows a saved search's results now: `/search?q=bicycle&maxPrice=5000`, a
 * point written back as the search takes it (`near=23.74,90.385`).
 */
export const savedSearchPath = (query: SavedSearch['query']): string => {
  const params = Object.entries(query)
    .filter(([, value]) => value !== undefined && value !== false)
    .map(([name, value]) => {
      const text = typeof value === 'object' ? `${value.lat},${value.lng}` : String(value);
      return `${name}=${encodeURIComponent(text)}`;
    });
  return `/search?${params.join('&')}`;
};
