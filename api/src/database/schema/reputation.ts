import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { id, createdAt } from './columns.js';
import { users } from './accounts.js';
import { dealParty, orders } from './orders.js';
import { reportReason } from './reports.js';

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
