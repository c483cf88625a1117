import { ACCOUNT_ROLES } from '@marketplace/contracts';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { id, createdAt, newestFirst } from './columns.js';

export const accountRole = pgEnum('account_role', ACCOUNT_ROLES);

export const users = pgTable(
  'users',
  {
    id: id(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash'),
    /** The OpenID subject of a Google (or other provider) sign-in; accounts are keyed on it. */
    oidcSubject: text('oidc_subject'),
    image: text('image').notNull(),
    role: accountRole('role').notNull().default('user'),
    isAdmin: boolean('is_admin').notNull().default(false),
    verify: boolean('verify').notNull().default(false),
    location: text('location'),
    createdAt: createdAt(),
    /** Set while an administrator has suspended the account: no sign-in, listings hidden. */
    suspendedAt: timestamp('suspended_at', { withTimezone: true }),
    suspensionReason: text('suspension_reason'),
    /**
     * When the owner proved the email (opened the emailed link, or Google vouched for it); null
     * until then, which keeps the account to the unproven limits.
     */
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('users_email_lower_key').on(sql`lower(${t.email})`),
    uniqueIndex('users_oidc_subject_key').on(t.oidcSubject),
    index('users_role_created_idx').on(t.role, ...newestFirst(t)),
    index('users_created_idx').on(...newestFirst(t)),
    // Few accounts are ever suspended: the public lists test products against this small set.
    index('users_suspended_idx')
      .on(t.id)
      .where(sql`${t.suspendedAt} is not null`),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    /** SHA-256 of the cookie's token: a stolen table cannot be replayed as cookies. */
    tokenHash: text('token_hash').primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sessions_user_idx').on(t.userId), index('sessions_expires_idx').on(t.expiresAt)],
);

/** SHA-256 of each password-reset token: the token itself exists only in the email. */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('password_reset_tokens_user_idx').on(t.userId)],
);

/** SHA-256 of each email-verification token, as for password resets (migration 0033). */
export const emailVerificationTokens = pgTable(
  'email_verification_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('email_verification_tokens_user_idx').on(t.userId)],
);
