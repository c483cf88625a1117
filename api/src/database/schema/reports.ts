import { PERSON_REPORT_REASONS, REPORT_REASONS } from '@marketplace/contracts';
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { id, createdAt } from './columns.js';
import { users } from './accounts.js';
import { products } from './catalogue.js';
import { messages } from './conversations.js';

export const reportReason = pgEnum('report_reason', REPORT_REASONS);

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

/**
 * A report of a person, or of one of their messages (`messageId`), by a signed-in account
 * (migration 0035). `reportedId` is the person; for a message, its sender when reported.
 */
export const personReports = pgTable(
  'person_reports',
  {
    id: id(),
    reportedId: bigint('reported_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reporterId: bigint('reporter_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    messageId: bigint('message_id', { mode: 'number' }).references(() => messages.id, {
      onDelete: 'cascade',
    }),
    reason: text('reason', { enum: PERSON_REPORT_REASONS }).notNull(),
    details: text('details'),
    createdAt: createdAt(),
    /** Set when an administrator dismisses, warns or suspends. */
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('person_reports_person_open_key')
      .on(t.reportedId, t.reporterId)
      .where(sql`${t.closedAt} is null and ${t.messageId} is null`),
    uniqueIndex('person_reports_message_open_key')
      .on(t.messageId, t.reporterId)
      .where(sql`${t.closedAt} is null and ${t.messageId} is not null`),
    index('person_reports_open_reported_idx')
      .on(t.reportedId)
      .where(sql`${t.closedAt} is null`),
    check(
      'person_reports_reason_check',
      sql`${t.reason} in ('scam', 'harassment', 'fake-profile', 'other')`,
    ),
  ],
);

/** A warning an administrator sent: shown on the person's dashboard until they acknowledge it. */
export const accountWarnings = pgTable(
  'account_warnings',
  {
    id: id(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    createdAt: createdAt(),
    acknowledgedAt: timestamp('acknowledged_at', { withTimezone: true }),
  },
  (t) => [
    index('account_warnings_open_idx')
      .on(t.userId)
      .where(sql`${t.acknowledgedAt} is null`),
  ],
);
