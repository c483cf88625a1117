import { z } from 'zod';
import { toWesternDigits } from './digits.js';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './limits.js';

// In a browser, zod's compiled validators would need `eval`: its probe (a caught `new Function`) is
// still reported as a violation of the site's Content-Security-Policy, which allows no eval. The
// API keeps the faster compiled path.
if ('document' in globalThis) z.config({ jitless: true });

/**
 * The field schemas the domains' records and request bodies are made of. Request objects are
 * strict (unknown fields are refused) unless a comment says why not; records (the API's answers)
 * are described as they are sent, so the OpenAPI document and the response checks of the API
 * suites come from them.
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

export const emailQuerySchema = z.object({ email: emailSchema });

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

/**
 * An image the product's image service issued (`/api/images/<file>`), nothing else: a picture from
 * another site would be fetched by every browser that shows it, telling that site who looks at
 * which profile or listing. Upload it first (`POST /images`).
 */
export const imageUrlSchema = z
  .string({ error: 'image is required' })
  .trim()
  .min(1, 'image is required')
  .max(2048, 'image must be at most 2048 characters')
  .regex(
    /^\/api\/images\/[\w.-]+$/,
    'image must be a picture uploaded to this site (POST /api/images), not an address elsewhere',
  );

/**
 * Digits kept as text: leading zeros matter. Bengali digits are read as digits; spaces and
 * dashes people type are dropped. Whether it is a mobile number of the market is the API's
 * check (MARKET_COUNTRY), which stores it in E.164.
 */
export const phoneSchema = z
  .union([z.string(), z.number().int().nonnegative()], { error: 'phone is required' })
  .transform((value) => toWesternDigits(String(value)).replace(/[\s-]/g, ''))
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

export const optionalText = (label: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .optional()
    .transform((value) => value || undefined);

export const optionalPrice = (label: string) =>
  z
    .union([z.literal(''), priceSchema(label)])
    .optional()
    .transform((value) => (value === '' ? undefined : value));

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
export const plainText = (
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

/** `?before=<id>`: keyset paging by the id of the last record seen; `what` names the record. */
export const beforeIdSchema = (what: string) =>
  z
    .string()
    .regex(/^[1-9]\d{0,15}$/, `before must be ${what} id`)
    .transform(Number)
    .optional();

/** A record's id in an answer: digits, as a string. */
export const idSchema = z.string();
/** A moment in an answer: an ISO date-time. */
export const isoTimeSchema = z.string().meta({ format: 'date-time' });
