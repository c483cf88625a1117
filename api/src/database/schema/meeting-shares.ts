import { bigint, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { id, createdAt } from './columns.js';
import { users } from './accounts.js';
import { orders } from './orders.js';

/**
 * "Share my meeting": a trusted contact that one side of an accepted deal asked to be told where
 * and when they meet, and told again if the deal is not done two hours after the meeting.
 */
export const meetingShares = pgTable(
  'meeting_shares',
  {
    id: id(),
    orderId: bigint('order_id', { mode: 'number' })
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    sharedBy: bigint('shared_by', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    contactEmail: text('contact_email').notNull(),
    /** When the contact was told the deal was not done after the meeting; null before. */
    followUpSentAt: timestamp('follow_up_sent_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('meeting_shares_order_party_contact_key').on(t.orderId, t.sharedBy, t.contactEmail),
  ],
);
