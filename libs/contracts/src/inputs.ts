import { z } from 'zod';
import { ACCOUNT_ROLES, EMAIL_PREFERENCES, type EmailPreference } from './entities.js';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './limits.js';

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

export const productInputSchema = z.strictObject({
  productName: requiredText('productName', 120),
  productImage: imageUrlSchema,
  location: requiredText('location', 120),
  orginalPrice: priceSchema('orginalPrice'),
  resellPrice: priceSchema('resellPrice'),
  yearsOfUsed: requiredText('yearsOfUsed', 40),
  category: requiredText('category', 60),
  phone: phoneSchema,
  ...serverSetProductFields,
});
export type ProductInput = z.infer<typeof productInputSchema>;

/**
 * `POST /buyproduct`. The spec's client also sends userName, email, product, price and image;
 * the server takes those from the session and the product, never from the body.
 */
export const orderInputSchema = z.strictObject({
  productId: z.string({ error: 'productId is required' }).trim().min(1, 'productId is required'),
  phone: phoneSchema,
  meetingLocation: requiredText('meetingLocation', 200),
  userName: z.unknown().optional(),
  email: z.unknown().optional(),
  product: z.unknown().optional(),
  price: z.unknown().optional(),
  image: z.unknown().optional(),
});
export type OrderInput = z.infer<typeof orderInputSchema>;

export const emailQuerySchema = z.object({ email: emailSchema });

export const productSearchQuerySchema = z.object({
  search: z.string().trim().max(120).optional(),
});

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
