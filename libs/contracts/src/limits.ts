/**
 * Numbers and names the API and the front ends agree on, kept apart from the zod schemas that
 * use them: a browser bundle importing one of these must not pull in zod as well.
 */
import type { PageQuery } from './pagination.js';

export const DEFAULT_PAGE_SIZE = 50;
export const MAX_PAGE_SIZE = 100;

/**
 * The page that holds every category: they are few, and one full page serves the home cards, the
 * search filters and the add-product select (the storefront asks for it, the server renders with
 * it).
 */
export const ALL_CATEGORIES: PageQuery = { limit: MAX_PAGE_SIZE, offset: 0 };

export const TOTAL_COUNT_HEADER = 'X-Total-Count';

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

/**
 * What an account may hold until its email is proven: open orders, and listings not yet sold.
 * Proven accounts have the configured limits (MAX_OPEN_ORDERS_PER_BUYER, no listing cap).
 */
export const UNVERIFIED_LIMITS = { openOrders: 1, listings: 3 } as const;

export const PRODUCT_IMAGES_MAX = 8;
/**
 * The largest photo the API takes by default (its IMAGE_MAX_BYTES); the front ends refuse a
 * larger one before sending it, so nobody waits for 20 MB to go up only to be told no.
 */
export const IMAGE_MAX_BYTES = 8 * 1024 * 1024;
export const PRODUCT_DESCRIPTION_MAX_LENGTH = 4_000;
export const SEARCH_QUERY_MAX_LENGTH = 100;
/** How many words of a search are looked for; the ones after are ignored. */
export const SEARCH_MAX_WORDS = 8;
export const SEARCH_PAGE_SIZE = 24;
/** Listings per page of a category (`?page=`); the server's structured data describes the same page. */
export const CATEGORY_PAGE_SIZE = 12;
/** Advertised listings on the home page. */
export const HOME_ADVERTISED_COUNT = 8;
/** Search results counted exactly up to this many; above it the count reads "1,000+". */
export const SEARCH_EXACT_COUNT_LIMIT = 1_000;
/** Set to `true` when `X-Total-Count` is a lower bound (the count stopped at the limit above). */
export const TOTAL_COUNT_CAPPED_HEADER = 'X-Total-Count-Capped';
/** The cursor of the next page of a keyset-paged list. */
export const NEXT_CURSOR_HEADER = 'X-Next-Cursor';
export const FAVOURITES_MAX = 500;

/** A chat message's length, once trimmed. */
export const MESSAGE_MAX_LENGTH = 2_000;
export const MESSAGES_PAGE_SIZE = 30;

export const DECLINE_REASON_MAX_LENGTH = 300;
export const REPORT_DETAILS_MAX_LENGTH = 500;
export const SUSPENSION_REASON_MAX_LENGTH = 500;
export const REVIEW_COMMENT_MAX_LENGTH = 500;

/** People one account may have blocked at once; a block past it is a 409. */
export const BLOCKS_MAX = 500;
/** An administrator's warning, as the person reads it. */
export const WARNING_MAX_LENGTH = 1_000;
/** Messages shown before and after a reported one, so a moderator reads it in its thread. */
export const REPORTED_MESSAGE_CONTEXT = 3;
