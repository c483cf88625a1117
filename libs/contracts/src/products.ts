import { z } from 'zod';
import {
  idSchema,
  imageUrlSchema,
  optionalPrice,
  optionalText,
  phoneSchema,
  priceSchema,
  requiredText,
} from './fields.js';
import {
  MAX_PAGE_SIZE,
  PRODUCT_DESCRIPTION_MAX_LENGTH,
  PRODUCT_IMAGES_MAX,
  SEARCH_MAX_WORDS,
  SEARCH_PAGE_SIZE,
  SEARCH_QUERY_MAX_LENGTH,
} from './limits.js';
import { PRODUCT_STATUSES } from './deal.js';
import { PRODUCT_CONDITIONS, PRODUCT_SORTS } from './vocabulary.js';
import { distanceSearchFields, distanceSearchRules, placeIdSchema } from './places.js';

/** A listing as cards show it (`GET /advrtized`, `GET /products?category=`, `GET /myproducts`). */
export const productSchema = z
  .object({
    _id: idSchema,
    /** Added: the seller's account id, for their profile and for telling one's own listings. */
    sellerId: idSchema,
    productName: z.string(),
    productImage: z.string(),
    location: z.string(),
    orginalPrice: z.number(),
    resellPrice: z.number(),
    yearsOfUsed: z.string(),
    category: z.string(),
    /** Local date of creation, YYYY-MM-DD. */
    date: z.string(),
    /** Local time of creation, HH:MM. */
    time: z.string(),
    /**
     * The listing's phone: only in the seller's own list, on their own listing's page and in the
     * admin's table. Everyone else asks `GET /products/:id/phone` (signed in, rate-limited), and
     * only while `showPhone` is on; anonymous answers never carry it, so scrapers cannot harvest it.
     */
    phone: z.string().optional(),
    /**
     * Added: the seller's "Show my phone on this listing" (on unless they turned it off). In every
     * answer, so a card knows whether to offer "Show phone number"; when off, the phone reaches a
     * buyer only with their accepted order.
     */
    showPhone: z.boolean(),
    SallerName: z.string(),
    /**
     * The seller's email: in the seller's own list and listing and the admin's table, never to
     * other accounts (a buyer gets it with their accepted order, as the phone). The verified
     * badge reads `verify` below.
     */
    SallerEmail: z.string().optional(),
    advrtized: z.boolean(),
    /** The seller's verified flag, so a page of cards needs no request per card. */
    verify: z.boolean(),
    /** Added: only `available` products can be ordered; the others say Reserved or Sold. */
    status: z.enum(PRODUCT_STATUSES),
    /** Null on listings made before sellers were asked. */
    condition: z.enum(PRODUCT_CONDITIONS).nullable(),
    /** The price before the seller's last cut ("was …"); null unless the price went down. */
    previousPrice: z.number().nullable(),
    /** Added: the seller's average rating to one decimal ("4.8 ★ (12)"), null before any rating. */
    sellerRating: z.number().nullable(),
    sellerRatingCount: z.number().int(),
    /** Added: the gazetteer place the seller picked (`GET /places`), null for free-text locations. */
    placeId: z.string().nullable().optional(),
    /** Added: in a search with a point (`near` or `place`), how far the listing is, in km to 0.1. */
    distanceKm: z.number().optional(),
  })
  .meta({ id: 'Product' });
export type Product = z.infer<typeof productSchema>;

/** One listing in full (`GET /producs/:id`): a card's fields plus the photos and description. */
export const productDetailSchema = productSchema
  .extend({
    /** Every photo in order; the first is the cover, `productImage`. */
    productImages: z.array(z.string()),
    description: z.string(),
    /**
     * Added: what a buyer is warned of when the name or description matched one of the market's
     * scam patterns ("Never pay before you meet and see the item"); null to its seller.
     */
    scamWarning: z.string().nullable(),
  })
  .meta({ id: 'ProductDetail' });
export type ProductDetail = z.infer<typeof productDetailSchema>;

/**
 * `GET /producs/:id/preview`, for anyone: what a shared link's visitor is shown above the login
 * form (SPEC.md keeps the listing itself behind it), the same a category page's card shows.
 */
export const listingPreviewSchema = productSchema
  .pick({ _id: true, productName: true, productImage: true, resellPrice: true, status: true })
  .meta({ id: 'ListingPreview' });
export type ListingPreview = z.infer<typeof listingPreviewSchema>;

/** A product as the admin's All Products table shows it. */
export const adminProductSchema = productSchema
  .extend({
    /** Open reports on it. Its state is `status`, as every listing's. */
    reportCount: z.number().int(),
  })
  .meta({ id: 'AdminProduct' });
export type AdminProduct = z.infer<typeof adminProductSchema>;

/** `GET /products/:id/phone`: the listing's phone, for a signed-in visitor who asked for it. */
export const listingPhoneSchema = z.object({ phone: z.string() }).meta({ id: 'ListingPhone' });
export type ListingPhone = z.infer<typeof listingPhoneSchema>;

/** Fields the spec's clients send but the server sets itself: accepted and ignored. */
const serverSetProductFields = {
  SallerName: z.unknown().optional(),
  SallerEmail: z.unknown().optional(),
  date: z.unknown().optional(),
  time: z.unknown().optional(),
};

/** A resale price above this many times the price new is a typo or a joke, not an offer. */
export const RESALE_MAX_MULTIPLE = 3;

/**
 * What is wrong with a resale price next to the price new, or undefined; for the forms and the
 * API alike. The lower bound (Tk 1) is `resellPrice`'s own.
 */
export function resalePriceProblem(orginalPrice: number, resellPrice: number): string | undefined {
  const most = orginalPrice * RESALE_MAX_MULTIPLE;
  if (resellPrice <= most) return undefined;
  return `resellPrice must be at most ${RESALE_MAX_MULTIPLE} times the original price (Tk ${most.toLocaleString('en-US')})`;
}

const resalePriceRule = (
  input: { orginalPrice?: number | undefined; resellPrice?: number | undefined },
  context: z.RefinementCtx,
) => {
  if (input.orginalPrice === undefined || input.resellPrice === undefined) return;
  const problem = resalePriceProblem(input.orginalPrice, input.resellPrice);
  if (problem) context.addIssue({ code: 'custom', path: ['resellPrice'], message: problem });
};

const productFields = {
  productName: requiredText('productName', 120),
  location: requiredText('location', 120),
  /**
   * Added: the gazetteer place (`GET /places`) the listing is at; its coordinates make the listing
   * found by distance. Without it, `location` is free text and the listing has no coordinates.
   */
  placeId: placeIdSchema('placeId'),
  orginalPrice: priceSchema('orginalPrice'),
  resellPrice: priceSchema('resellPrice').refine(
    (price) => price >= 1,
    'resellPrice must be at least Tk 1',
  ),
  yearsOfUsed: requiredText('yearsOfUsed', 40),
  category: requiredText('category', 60),
  phone: phoneSchema,
  /** "Show my phone on this listing": signed-in visitors may ask for the phone while it is on. */
  showPhone: z.boolean({ error: 'showPhone must be true or false' }),
  /** Every photo in order, the first being the cover. */
  productImages: z
    .array(imageUrlSchema, { error: 'productImages must be a list of images' })
    .min(1, 'productImages must hold at least one image')
    .max(PRODUCT_IMAGES_MAX, `productImages must hold at most ${PRODUCT_IMAGES_MAX} images`),
  description: z
    .string({ error: 'description must be text' })
    .trim()
    .max(
      PRODUCT_DESCRIPTION_MAX_LENGTH,
      `description must be at most ${PRODUCT_DESCRIPTION_MAX_LENGTH} characters`,
    ),
  condition: z.enum(PRODUCT_CONDITIONS, {
    error: `condition must be one of ${PRODUCT_CONDITIONS.map((c) => `'${c}'`).join(', ')}`,
  }),
};

/**
 * SPEC.md's Add Product form, plus the optional photos, description and condition. `productImage`
 * stays the cover; when `productImages` is sent as well, it must start with that cover.
 */
export const productFormSchema = z.strictObject({
  ...productFields,
  productImage: imageUrlSchema,
  productImages: productFields.productImages.optional(),
  description: productFields.description.optional(),
  condition: productFields.condition.optional(),
  /** On unless sent false, so SPEC.md's clients, which do not know it, keep the card's phone. */
  showPhone: productFields.showPhone.optional(),
  placeId: productFields.placeId.optional(),
  ...serverSetProductFields,
});

/** `productFormSchema` with its cross-field rules; forms compose from the former. */
export const productInputSchema = productFormSchema
  .refine((input) => !input.productImages || input.productImages[0] === input.productImage, {
    path: ['productImages'],
    message: 'productImages must start with productImage, the cover',
  })
  .superRefine(resalePriceRule);
export type ProductInput = z.infer<typeof productInputSchema>;

/**
 * `PATCH /product/:id`: any of the listing's fields; the first of `productImages` becomes the
 * cover. `placeId: null`, or a new `location` without one, leaves the listing without a place.
 */
export const productEditSchema = z
  .strictObject({ ...productFields, placeId: productFields.placeId.nullable() })
  .partial()
  .refine((edit) => Object.keys(edit).length > 0, 'send at least one field to change')
  // An edit of one price alone is checked against the other by the API.
  .superRefine(resalePriceRule);
export type ProductEdit = z.infer<typeof productEditSchema>;

export const productSearchQuerySchema = z.object({
  search: z.string().trim().max(120).optional(),
});

/**
 * The words a search looks for: runs of letters and digits, in lower case, the first
 * SEARCH_MAX_WORDS. Anything else only separates words, so nothing typed is full-text query syntax.
 */
export const searchWords = (text: string): string[] =>
  text
    .toLowerCase()
    .match(/[\p{L}\p{N}]+/gu)
    ?.slice(0, SEARCH_MAX_WORDS) ?? [];

/**
 * `GET /products/search`. Unknown parameters are refused, so a typo in a filter is a 400 rather
 * than a silently wider search.
 */
export const productSearchSchema = z
  .strictObject({
    // Punctuation alone ("-", "&") has no word to look for: such a search is one without words.
    q: optionalText('q', SEARCH_QUERY_MAX_LENGTH).transform((q) =>
      q && searchWords(q).length ? q : undefined,
    ),
    category: optionalText('category', 60),
    minPrice: optionalPrice('minPrice'),
    maxPrice: optionalPrice('maxPrice'),
    location: optionalText('location', 120),
    condition: z
      .union([z.literal(''), productFields.condition])
      .optional()
      .transform((value) => value || undefined),
    verifiedOnly: z
      .enum(['true', 'false', ''], { error: "verifiedOnly must be 'true' or 'false'" })
      .optional()
      .transform((value) => value === 'true'),
    sort: z
      .union([z.literal(''), z.enum(PRODUCT_SORTS)], {
        error: `sort must be one of ${PRODUCT_SORTS.join(', ')}`,
      })
      .optional()
      .transform((value) => value || undefined),
    ...distanceSearchFields,
    cursor: z.string().max(1_000, 'cursor is not valid').optional(),
    limit: z.coerce
      .number({ error: 'limit must be a number' })
      .int('limit must be a whole number')
      .min(1, 'limit must be at least 1')
      .max(MAX_PAGE_SIZE, `limit must be at most ${MAX_PAGE_SIZE}`)
      .default(SEARCH_PAGE_SIZE),
  })
  .refine(
    (query) =>
      query.minPrice === undefined ||
      query.maxPrice === undefined ||
      query.minPrice <= query.maxPrice,
    { path: ['maxPrice'], message: 'maxPrice must not be below minPrice' },
  )
  .refine((query) => query.sort !== 'relevance' || query.q !== undefined, {
    path: ['sort'],
    message: 'sort relevance needs q, words to search for',
  })
  .superRefine((query, context) => {
    for (const rule of distanceSearchRules) {
      if (!rule.check(query))
        context.addIssue({ code: 'custom', path: [rule.path], message: rule.message });
    }
  });
export type ProductSearchQuery = z.infer<typeof productSearchSchema>;
