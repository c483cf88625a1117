import { REPORT_REASONS } from '@marketplace/contracts';
import { sql } from 'drizzle-orm';
import { bigint, index, pgEnum, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { id, createdAt } from './columns.js';
import { users } from './accounts.js';
import { products } from './catalogue.js';

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
