import { sql } from 'drizzle-orm';
import {
  type ExtraConfigColumn,
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  numeric,
  primaryKey,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const id = () => bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity();
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
/**
 * Newest first, as every list is ordered. `ORDER BY x DESC` means NULLS FIRST in PostgreSQL, and an
 * index only serves an order whose null placement matches, so the index says it too.
 */
const newestFirst = (t: { createdAt: ExtraConfigColumn; id: ExtraConfigColumn }) =>
  [t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()] as const;
const money = (name: string) =>
  numeric(name, { precision: 12, scale: 2, mode: 'number' }).notNull();

export const accountRole = pgEnum('account_role', ['user', 'seller']);
export const orderStatus = pgEnum('order_status', ['pending', 'paid', 'cancelled']);

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
  },
  (t) => [
    uniqueIndex('users_email_lower_key').on(sql`lower(${t.email})`),
    uniqueIndex('users_oidc_subject_key').on(t.oidcSubject),
    index('users_role_created_idx').on(t.role, ...newestFirst(t)),
    index('users_created_idx').on(...newestFirst(t)),
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

export const categories = pgTable('categories', {
  id: id(),
  name: text('name').notNull().unique(),
  image: text('image').notNull(),
});

export const products = pgTable(
  'products',
  {
    id: id(),
    sellerId: bigint('seller_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    categoryId: bigint('category_id', { mode: 'number' })
      .notNull()
      .references(() => categories.id),
    name: text('name').notNull(),
    image: text('image').notNull(),
    location: text('location').notNull(),
    originalPrice: money('original_price'),
    resellPrice: money('resell_price'),
    yearsOfUse: text('years_of_use').notNull(),
    phone: text('phone').notNull(),
    advertised: boolean('advertised').notNull().default(false),
    /** False while an order is pending or paid: a second-hand item is unique. */
    available: boolean('available').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    index('products_category_available_idx')
      .on(t.categoryId, ...newestFirst(t))
      .where(sql`${t.available}`),
    index('products_advertised_available_idx')
      .on(...newestFirst(t))
      .where(sql`${t.advertised} and ${t.available}`),
    index('products_seller_idx').on(t.sellerId, ...newestFirst(t)),
    index('products_created_idx').on(...newestFirst(t)),
  ],
);

export const orders = pgTable(
  'orders',
  {
    id: id(),
    /** Null once the listing is removed; the order stays in its buyer's list as cancelled. */
    productId: bigint('product_id', { mode: 'number' }).references(() => products.id, {
      onDelete: 'set null',
    }),
    buyerId: bigint('buyer_id', { mode: 'number' }).references(() => users.id, {
      onDelete: 'cascade',
    }),
    sellerId: bigint('seller_id', { mode: 'number' }).references(() => users.id, {
      onDelete: 'set null',
    }),
    userName: text('user_name').notNull(),
    email: text('email').notNull(),
    productName: text('product_name').notNull(),
    price: money('price'),
    image: text('image').notNull(),
    location: text('location').notNull(),
    phone: text('phone').notNull(),
    meetingLocation: text('meeting_location').notNull(),
    status: orderStatus('status').notNull().default('pending'),
    createdAt: createdAt(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /**
     * Set when the buyer (or an admin) deletes the order: it is cancelled and leaves the buyer's
     * list, while the seller keeps it in Orders received. An order cancelled because its listing
     * went away keeps this null and stays in the buyer's list as cancelled.
     */
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
  },
  (t) => [
    // The last line of defence against selling one item twice, whatever the code above does.
    uniqueIndex('orders_one_active_per_product_key')
      .on(t.productId)
      .where(sql`${t.status} <> 'cancelled'`),
    index('orders_buyer_idx')
      .on(t.buyerId, ...newestFirst(t))
      .where(sql`${t.withdrawnAt} is null`),
    index('orders_seller_idx').on(t.sellerId, ...newestFirst(t)),
  ],
);

export const reports = pgTable(
  'reports',
  {
    id: id(),
    productId: bigint('product_id', { mode: 'number' }).references(() => products.id, {
      onDelete: 'set null',
    }),
    reporterId: bigint('reporter_id', { mode: 'number' }).references(() => users.id, {
      onDelete: 'set null',
    }),
    /** `user:<id>` when signed in, `ip:<address>` otherwise: one report per product per reporter. */
    reporterKey: text('reporter_key').notNull(),
    createdAt: createdAt(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('reports_product_reporter_key').on(t.productId, t.reporterKey),
    index('reports_open_product_idx')
      .on(t.productId)
      .where(sql`${t.closedAt} is null`),
  ],
);

/** Every stored upload, so that ones nothing refers to can be collected. */
export const uploads = pgTable(
  'uploads',
  {
    key: text('key').primaryKey(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    bytes: integer('bytes').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('uploads_created_idx').on(t.createdAt)],
);

/**
 * Work done outside the request that asked for it (sending email), claimed by any process's worker
 * with `FOR UPDATE SKIP LOCKED`. A job that succeeds is deleted; one that ran out of attempts
 * stays with `failed_at` and its last error, for an operator to read.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: id(),
    kind: text('kind').notNull(),
    payload: jsonb('payload').notNull(),
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull(),
    /** While a worker holds the job; past it, the job is free again (its worker died). */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    failedAt: timestamp('failed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('jobs_due_idx')
      .on(t.runAt, t.id)
      .where(sql`${t.failedAt} is null`),
  ],
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

/** The kinds of email an account chose not to get; every kind is sent unless listed here. */
export const emailOptOuts = pgTable(
  'email_opt_outs',
  {
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.kind] })],
);

export const schema = {
  users,
  sessions,
  categories,
  products,
  orders,
  reports,
  uploads,
  jobs,
  passwordResetTokens,
  emailOptOuts,
};
