import { z } from 'zod';
import { distanceSearchFields, distanceSearchRules, placeIdSchema } from './places.js';
import {
  ACCOUNT_ROLES,
  EMAIL_PREFERENCES,
  type EmailPreference,
  ORDER_STATUSES,
  PRODUCT_CONDITIONS,
  PRODUCT_SORTS,
  REPORT_REASONS,
} from './entities.js';
import {
  MAX_PAGE_SIZE,
  MESSAGES_PAGE_SIZE,
  MESSAGE_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PRODUCT_DESCRIPTION_MAX_LENGTH,
  PRODUCT_IMAGES_MAX,
  SEARCH_MAX_WORDS,
  SEARCH_PAGE_SIZE,
  SEARCH_QUERY_MAX_LENGTH,
} from './limits.js';

// In a browser, zod's compiled validators would need `eval`: its probe (a caught `new Function`) is
// still reported as a violation of the site's Content-Security-Policy, which allows no eval. The
// API keeps the faster compiled path.
if ('document' in globalThis) z.config({ jitless: true });

/**
 * Request bodies, validated by the API and by the forms that send them.
 * Objects are strict (unknown fields are refused) unless a comment says why not.
 */

export const requiredText = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

export const emailSchema = z
  .string({ error: 'email is required' })
  .trim()
  .toLowerCase()
  .max(254, 'email must be at most 254 characters')
  .pipe(z.email('email must be a valid email address'));

/** A new password, under the one rule of registration; `field` names it in the messages. */
export const newPasswordSchema = (field: string) =>
  z
    .string({ error: `${field} is required` })
    .min(PASSWORD_MIN_LENGTH, `${field} must be at least ${PASSWORD_MIN_LENGTH} characters`)
    .max(PASSWORD_MAX_LENGTH, `${field} must be at most ${PASSWORD_MAX_LENGTH} characters`);

export const passwordSchema = newPasswordSchema('password');

/** A password to check, not to set: any length a password could have been given. */
export const currentPasswordSchema = (field: string) =>
  z
    .string({ error: `${field} is required` })
    .min(1, `${field} is required`)
    .max(PASSWORD_MAX_LENGTH, `${field} must be at most ${PASSWORD_MAX_LENGTH} characters`);

/** An image the product serves (`/api/images/…`) or any http(s) address. */
export const imageUrlSchema = z
  .string({ error: 'image is required' })
  .trim()
  .min(1, 'image is required')
  .max(2048, 'image must be at most 2048 characters')
  .refine(
    (value) => /^\/(?!\/)/.test(value) || /^https?:\/\/[^\s]+$/i.test(value),
    'image must be a path on this site or an http(s) address',
  );

/** Digits kept as text: leading zeros matter. Spaces and dashes people type are dropped. */
export const phoneSchema = z
  .union([z.string(), z.number().int().nonnegative()], { error: 'phone is required' })
  .transform((value) => String(value).replace(/[\s-]/g, ''))
  .pipe(
    z
      .string()
      .min(1, 'phone is required')
      .regex(/^\+?\d{5,20}$/, 'phone must be 5 to 20 digits'),
  );

/** The spec's forms send prices as strings; JSON clients send numbers. Both are accepted. */
export const priceSchema = (label: string) =>
  z
    .union([z.number(), z.string().trim().min(1, `${label} is required`)], {
      error: `${label} is required`,
    })
    .transform((value) => (typeof value === 'number' ? value : Number(value)))
    .pipe(
      z
        .number({ error: `${label} must be a number` })
        .refine(Number.isFinite, `${label} must be a number`)
        .min(0, `${label} must not be negative`)
        .max(100_000_000, `${label} is too large`)
        .transform((value) => Math.round(value * 100) / 100),
    );

export const roleSchema = z.enum(ACCOUNT_ROLES, { error: "role must be 'user' or 'seller'" });

export const registerInputSchema = z.strictObject({
  name: requiredText('name', 80),
  email: emailSchema,
  password: passwordSchema,
  image: imageUrlSchema,
  role: roleSchema,
});
export type RegisterInput = z.infer<typeof registerInputSchema>;

/** Everything registration checks before the photo exists: the same fields, less the photo. */
export const registerCheckInputSchema = registerInputSchema.omit({ image: true });
export type RegisterCheckInput = z.infer<typeof registerCheckInputSchema>;

export const loginInputSchema = z.strictObject({
  email: emailSchema,
  password: currentPasswordSchema('password'),
});
export type LoginInput = z.infer<typeof loginInputSchema>;

/**
 * Registration step 4 (`POST /user`). The spec's client sends `verify: false`; that flag and
 * any admin flag are accepted and ignored rather than refused, so this object strips them.
 */
export const userProfileInputSchema = z.object({
  name: requiredText('name', 80),
  email: emailSchema,
  role: roleSchema,
  image: imageUrlSchema,
  location: requiredText('location', 120).optional(),
});
export type UserProfileInput = z.infer<typeof userProfileInputSchema>;

/** Fields the spec's clients send but the server sets itself: accepted and ignored. */
const serverSetProductFields = {
  SallerName: z.unknown().optional(),
  SallerEmail: z.unknown().optional(),
  date: z.unknown().optional(),
  time: z.unknown().optional(),
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
  resellPrice: priceSchema('resellPrice'),
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

/** `productFormSchema` with its cross-field rule; forms compose from the former. */
export const productInputSchema = productFormSchema.refine(
  (input) => !input.productImages || input.productImages[0] === input.productImage,
  {
    path: ['productImages'],
    message: 'productImages must start with productImage, the cover',
  },
);
export type ProductInput = z.infer<typeof productInputSchema>;

/** How far ahead a buyer may propose to meet. */
export const MEETING_TIME_MAX_DAYS_AHEAD = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

/** An ISO date-time with its offset, later than now and at most 30 days ahead. */
export const meetingTimeSchema = z.iso
  .datetime({ offset: true, error: 'meetingTime must be an ISO date-time' })
  .refine((value) => Date.parse(value) > Date.now(), 'meetingTime must be in the future')
  .refine(
    (value) => Date.parse(value) <= Date.now() + MEETING_TIME_MAX_DAYS_AHEAD * DAY_MS,
    `meetingTime must be within ${MEETING_TIME_MAX_DAYS_AHEAD} days`,
  );

/**
 * `PATCH /product/:id`: any of the listing's fields; the first of `productImages` becomes the
 * cover. `placeId: null`, or a new `location` without one, leaves the listing without a place.
 */
export const productEditSchema = z
  .strictObject({ ...productFields, placeId: productFields.placeId.nullable() })
  .partial()
  .refine((edit) => Object.keys(edit).length > 0, 'send at least one field to change');
export type ProductEdit = z.infer<typeof productEditSchema>;

/**
 * `POST /buyproduct`. The spec's client also sends userName, email, product, price and image;
 * the server takes those from the session and the product, never from the body.
 */
export const orderInputSchema = z.strictObject({
  productId: z.string({ error: 'productId is required' }).trim().min(1, 'productId is required'),
  phone: phoneSchema,
  meetingLocation: requiredText('meetingLocation', 200),
  meetingTime: meetingTimeSchema.optional(),
  /** Added: a safe meeting spot picked from the suggestions; its note travels with the order. */
  meetingSpotId: z
    .string({ error: 'meetingSpotId must be a string' })
    .regex(/^[1-9]\d{0,15}$/, 'meetingSpotId must be a meeting spot id')
    .optional(),
  userName: z.unknown().optional(),
  email: z.unknown().optional(),
  product: z.unknown().optional(),
  price: z.unknown().optional(),
  image: z.unknown().optional(),
});
export type OrderInput = z.infer<typeof orderInputSchema>;

/** `GET /orders/received?status=`: only the orders in one state. */
export const orderStatusQuerySchema = z
  .enum(ORDER_STATUSES, { error: `status must be one of ${ORDER_STATUSES.join(', ')}` })
  .optional();

export const DECLINE_REASON_MAX_LENGTH = 300;

/** `POST /orders/:id/decline`: the seller may say why; the body itself is optional. */
export const declineInputSchema = z
  .strictObject({
    reason: z
      .string({ error: 'reason must be text' })
      .trim()
      .max(
        DECLINE_REASON_MAX_LENGTH,
        `reason must be at most ${DECLINE_REASON_MAX_LENGTH} characters`,
      )
      .optional(),
  })
  .optional();
export type DeclineInput = z.infer<typeof declineInputSchema>;

export const emailQuerySchema = z.object({ email: emailSchema });

export const productSearchQuerySchema = z.object({
  search: z.string().trim().max(120).optional(),
});

const optionalText = (label: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .optional()
    .transform((value) => value || undefined);

const optionalPrice = (label: string) =>
  z
    .union([z.literal(''), priceSchema(label)])
    .optional()
    .transform((value) => (value === '' ? undefined : value));

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

/** Whether text holds a control character (C0 or DEL), line breaks excepted when allowed. */
const hasControlCharacter = (value: string, allowLineBreaks: boolean) => {
  for (let index = 0; index < value.length; index += 1) {
    const code = value.charCodeAt(index);
    if (allowLineBreaks && (code === 10 || code === 13)) continue;
    if (code < 32 || code === 127) return true;
  }
  return false;
};

/** Text people type, trimmed; `required` also refuses an empty one. */
const plainText = (
  label: string,
  max: number,
  { required = false, multiline = false }: { required?: boolean; multiline?: boolean } = {},
) =>
  z
    .string({ error: required ? `${label} is required` : `${label} must be text` })
    .trim()
    .min(required ? 1 : 0, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`)
    .refine(
      (value) => !hasControlCharacter(value, multiline),
      `${label} must not contain control characters`,
    );

export const REPORT_DETAILS_MAX_LENGTH = 500;

/**
 * `PUT /reports/:productId`: SPEC.md's client sends no body, which means `other`. `other` sent
 * explicitly needs `details`, so a moderator always learns something.
 */
export const reportInputSchema = z
  .strictObject({
    reason: z.enum(REPORT_REASONS, {
      error: `reason must be one of ${REPORT_REASONS.join(', ')}`,
    }),
    details: plainText('details', REPORT_DETAILS_MAX_LENGTH, { multiline: true }).optional(),
  })
  .refine((input) => input.reason !== 'other' || Boolean(input.details), {
    path: ['details'],
    message: "details are required when the reason is 'other'",
  });
export type ReportInput = z.infer<typeof reportInputSchema>;

/** `PUT /reviews/:id/report`: a new call, so the reason is required; no body says it is missing. */
export const reviewReportInputSchema = z.preprocess((body) => body ?? {}, reportInputSchema);

export const SUSPENSION_REASON_MAX_LENGTH = 500;

/** `POST /users/:id/suspend`: the account's owner and the audit log are told why. */
export const suspendInputSchema = z.strictObject({
  reason: plainText('reason', SUSPENSION_REASON_MAX_LENGTH, { required: true, multiline: true }),
});
export type SuspendInput = z.infer<typeof suspendInputSchema>;

/** `POST /reports/:productId/dismiss`: an optional reason for the audit log. */
export const dismissInputSchema = z.strictObject({
  reason: plainText('reason', SUSPENSION_REASON_MAX_LENGTH, { multiline: true }).optional(),
});
export type DismissInput = z.infer<typeof dismissInputSchema>;

export const REVIEW_COMMENT_MAX_LENGTH = 500;

/** `POST /orders/:id/rating`: 1 to 5 stars and an optional comment. */
export const ratingInputSchema = z.strictObject({
  stars: z
    .number({ error: 'stars must be a whole number from 1 to 5' })
    .int('stars must be a whole number from 1 to 5')
    .min(1, 'stars must be a whole number from 1 to 5')
    .max(5, 'stars must be a whole number from 1 to 5'),
  comment: plainText('comment', REVIEW_COMMENT_MAX_LENGTH, { multiline: true }).optional(),
});
export type RatingInput = z.infer<typeof ratingInputSchema>;

/** `GET /sellers/:id/reviews?before=<id>&limit=`: keyset paging, newest first. */
export const reviewsQuerySchema = z.object({
  before: z
    .string()
    .regex(/^[1-9]\d{0,15}$/, 'before must be a review id')
    .transform(Number)
    .optional(),
  limit: z.coerce.number().int().min(1).max(50).default(10),
});
export type ReviewsQuery = z.infer<typeof reviewsQuerySchema>;

/** `POST` and `PUT /meeting-spots[/:id]`. */
export const meetingSpotInputSchema = z.strictObject({
  name: plainText('name', 80, { required: true }),
  area: plainText('area', 60, { required: true }),
  address: plainText('address', 200, { required: true }),
  note: plainText('note', 200, { required: true }),
  /** Added: the gazetteer place it is in (`GET /places`), whose point orders spots by distance. */
  placeId: placeIdSchema('placeId').optional(),
});
export type MeetingSpotInput = z.infer<typeof meetingSpotInputSchema>;

/**
 * `GET /meeting-spots?q=&near=&productId=`: `near` is the seller's listed location, whose area
 * comes first; `productId` (added), a listing with a place: the spots nearest it come first.
 */
export const meetingSpotQuerySchema = z.object({
  q: plainText('q', 80).optional(),
  near: plainText('near', 120).optional(),
  productId: z
    .string()
    .regex(/^[1-9]\d{0,15}$/, 'productId must be a product id')
    .optional(),
});
export type MeetingSpotQuery = z.infer<typeof meetingSpotQuerySchema>;

/** `GET /audit-log?before=<id>&limit=`: keyset paging, newest first. */
export const auditLogQuerySchema = z.object({
  before: z
    .string()
    .regex(/^[1-9]\d{0,15}$/, 'before must be an audit entry id')
    .transform(Number)
    .optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});
export type AuditLogQuery = z.infer<typeof auditLogQuerySchema>;

/** `PATCH /account/profile`: any of the fields; an empty location clears it. */
export const accountProfileInputSchema = z
  .strictObject({
    name: requiredText('name', 80).optional(),
    image: imageUrlSchema.optional(),
    location: z
      .string({ error: 'location must be text' })
      .trim()
      .max(120, 'location must be at most 120 characters')
      .nullable()
      .transform((value) => value || null)
      .optional(),
  })
  .refine((input) => Object.keys(input).length > 0, 'name, image or location is required');
export type AccountProfileInput = z.infer<typeof accountProfileInputSchema>;

/** `POST /account/password`. */
export const passwordChangeInputSchema = z.strictObject({
  currentPassword: currentPasswordSchema('currentPassword'),
  newPassword: newPasswordSchema('newPassword'),
});
export type PasswordChangeInput = z.infer<typeof passwordChangeInputSchema>;

/** `PUT /account/notifications`: every kind, true to get it. */
export const emailPreferencesInputSchema = z.strictObject(
  Object.fromEntries(
    EMAIL_PREFERENCES.map((kind) => [kind, z.boolean({ error: `${kind} must be true or false` })]),
  ) as Record<EmailPreference, z.ZodBoolean>,
);

/** `POST /auth/password-reset`. */
export const passwordResetRequestSchema = z.strictObject({ email: emailSchema });
export type PasswordResetRequest = z.infer<typeof passwordResetRequestSchema>;

/** `POST /auth/password-reset/confirm`: the token from the email and the new password. */
export const passwordResetConfirmSchema = z.strictObject({
  token: z
    .string({ error: 'token is required' })
    .trim()
    .min(1, 'token is required')
    .max(200, 'token must be at most 200 characters'),
  password: passwordSchema,
});
export type PasswordResetConfirm = z.infer<typeof passwordResetConfirmSchema>;

/**
 * `POST /conversations`: the buyer's conversation about a listing (`productId`), or the
 * conversation of an order (`orderId`), which either party of the order may open.
 */
export const conversationStartSchema = z
  .strictObject({
    productId: z
      .string({ error: 'productId must be a product id' })
      .trim()
      .min(1, 'productId is required')
      .optional(),
    orderId: z
      .string({ error: 'orderId must be an order id' })
      .trim()
      .min(1, 'orderId is required')
      .optional(),
  })
  .refine((input) => Boolean(input.productId) !== Boolean(input.orderId), {
    message: 'productId or orderId is required, not both',
    path: ['productId'],
  });
export type ConversationStart = z.infer<typeof conversationStartSchema>;

/** `POST /conversations/:id/messages`: the text, trimmed, line breaks kept. */
export const messageInputSchema = z.strictObject({
  text: plainText('text', MESSAGE_MAX_LENGTH, { required: true, multiline: true }),
});
export type MessageInput = z.infer<typeof messageInputSchema>;

/** `GET /conversations/:id/messages?before=<message id>&limit=`: keyset paging, newest first. */
export const messagesQuerySchema = z.object({
  before: z
    .string()
    .regex(/^[1-9]\d{0,15}$/, 'before must be a message id')
    .transform(Number)
    .optional(),
  limit: z.coerce
    .number({ error: 'limit must be a number' })
    .int('limit must be a whole number')
    .min(1, 'limit must be at least 1')
    .max(MAX_PAGE_SIZE, `limit must be at most ${MAX_PAGE_SIZE}`)
    .default(MESSAGES_PAGE_SIZE),
});
export type MessagesQuery = z.infer<typeof messagesQuerySchema>;
