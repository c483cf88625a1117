/**
 * Numbers and names the API and the front ends agree on, kept apart from the zod schemas that
 * use them: a browser bundle importing one of these must not pull in zod as well.
 */
export const DEFAULT_PAGE_SIZE = 50;
export const MAX_PAGE_SIZE = 100;
export const TOTAL_COUNT_HEADER = 'X-Total-Count';

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
