import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { id, createdAt } from './columns.js';
import { users } from './accounts.js';
import { products } from './catalogue.js';

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
    /** The kind of scam pattern the body matched when sent (api/assets/scam-patterns.json). */
    scamWarning: text('scam_warning'),
    createdAt: createdAt(),
  },
  (t) => [
    index('messages_conversation_idx').on(t.conversationId, t.id.desc().nullsFirst()),
    index('messages_scam_warning_idx')
      .on(t.conversationId, t.id.desc().nullsFirst())
      .where(sql`${t.scamWarning} is not null`),
    check('messages_body_length_check', sql`char_length(${t.body}) between 1 and 2000`),
  ],
);
