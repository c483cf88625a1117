import { z } from 'zod';
import {
  currentPasswordSchema,
  emailSchema,
  imageUrlSchema,
  newPasswordSchema,
  passwordSchema,
  requiredText,
} from './fields.js';
import { EMAIL_PREFERENCES, type EmailPreference } from './vocabulary.js';

/** The signed-in account's own profile, as Settings edits it (`GET /account/profile`). */
export const accountProfileSchema = z
  .object({
    name: z.string(),
    email: z.string(),
    image: z.string(),
    location: z.string().nullable(),
    /** False for an account that signs in only with Google: it has no password to change. */
    hasPassword: z.boolean(),
    /**
     * The phone of the account's newest order or listing, in the local form, which the order
     * form and Add Product offer; null before either.
     */
    lastPhone: z.string().nullable(),
  })
  .meta({ id: 'AccountProfile' });
export type AccountProfile = z.infer<typeof accountProfileSchema>;

/** Each kind of email, true when the account gets it (`GET` and `PUT /account/notifications`). */
export const emailPreferencesSchema = z
  .object(
    Object.fromEntries(EMAIL_PREFERENCES.map((kind) => [kind, z.boolean()])) as Record<
      EmailPreference,
      z.ZodBoolean
    >,
  )
  .meta({ id: 'EmailPreferences' });

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

/**
 * `PUT /account/role`, "Start selling": a buyer becomes a seller. One-way, so the only role it
 * takes is 'seller'.
 */
export const accountRoleInputSchema = z.strictObject({
  role: z.literal('seller', { error: "role can only become 'seller'" }),
});
export type AccountRoleInput = z.infer<typeof accountRoleInputSchema>;

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

/** `POST /auth/email-verification/confirm`: the token from the emailed link. */
export const emailVerificationConfirmSchema = z.strictObject({
  token: z
    .string({ error: 'token is required' })
    .trim()
    .min(1, 'token is required')
    .max(200, 'token must be at most 200 characters'),
});
export type EmailVerificationConfirm = z.infer<typeof emailVerificationConfirmSchema>;

/** `POST /auth/email-verification`: a new link is on its way. */
export const emailVerificationAnswerSchema = z
  .object({ acknowledged: z.literal(true), message: z.string() })
  .meta({ id: 'EmailVerificationAnswer' });

/** `POST /auth/password-reset`: the same answer whether or not an account has this email. */
export const passwordResetAnswerSchema = z
  .object({ acknowledged: z.literal(true), message: z.string() })
  .meta({ id: 'PasswordResetAnswer' });
