import { z } from 'zod';
import {
  currentPasswordSchema,
  emailSchema,
  idSchema,
  imageUrlSchema,
  isoTimeSchema,
  passwordSchema,
  plainText,
  requiredText,
} from './fields.js';
import { SUSPENSION_REASON_MAX_LENGTH } from './limits.js';
import { ACCOUNT_ROLES } from './vocabulary.js';

/** A user as admins list them (`GET /seller`, `GET /alluer`) and as the user reads their own record. */
export const userSchema = z
  .object({
    _id: idSchema,
    name: z.string(),
    email: z.string(),
    image: z.string(),
    role: z.enum(ACCOUNT_ROLES),
    verify: z.boolean(),
    /** Added: administrators are managed on the server (`npm run admin`), never suspended or deleted here. */
    isAdmin: z.boolean(),
    location: z.string().nullable(),
    /** Added: when an administrator suspended the account (ISO time), or null. */
    suspendedAt: isoTimeSchema.nullable(),
    suspensionReason: z.string().nullable(),
  })
  .meta({ id: 'User' });
export type User = z.infer<typeof userSchema>;

/** What a signed-in member may read about another account (`GET /user/:email`): SPEC.md's `verify`. */
export const publicUserSchema = userSchema.pick({ verify: true }).meta({ id: 'PublicUser' });
export type PublicUser = z.infer<typeof publicUserSchema>;

/** The signed-in account, as sign-in, registration and `GET /auth/me` answer it. */
export const authUserSchema = z
  .object({
    /** Added: the account's id, which products name as `sellerId`. */
    id: idSchema,
    displayName: z.string(),
    email: z.string(),
    photoURL: z.string(),
    isAdmin: z.boolean(),
    isSeller: z.boolean(),
    verify: z.boolean(),
    /**
     * Added: whether the owner proved the email (its link, or Google). Until then the account
     * may hold 1 open order and 3 listings.
     */
    emailVerified: z.boolean(),
  })
  .meta({ id: 'AuthUser' });
export type AuthUser = z.infer<typeof authUserSchema>;

export const adminRoleSchema = z.object({ isAdmin: z.boolean() }).meta({ id: 'AdminRole' });
export type AdminRole = z.infer<typeof adminRoleSchema>;

export const sellerRoleSchema = z.object({ isSeller: z.boolean() }).meta({ id: 'SellerRole' });
export type SellerRole = z.infer<typeof sellerRoleSchema>;

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

/** `POST /users/:id/suspend`: the account's owner and the audit log are told why. */
export const suspendInputSchema = z.strictObject({
  reason: plainText('reason', SUSPENSION_REASON_MAX_LENGTH, { required: true, multiline: true }),
});
export type SuspendInput = z.infer<typeof suspendInputSchema>;
