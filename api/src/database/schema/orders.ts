import {
  type DealParty,
  LISTING_HOLDING_STATUSES,
  OPEN_ORDER_STATUSES,
  ORDER_STATUSES,
  type OrderStatus,
} from '@marketplace/contracts';
import { type SQLWrapper, sql } from 'drizzle-orm';
import {
  bigint,
  doublePrecision,
  index,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { id, createdAt, newestFirst, money } from './columns.js';
import { users } from './accounts.js';
import { products } from './catalogue.js';
import { meetingSpots } from './meeting-spots.js';
import { places } from './places.js';

const DEAL_PARTIES = ['buyer', 'seller'] as const satisfies readonly DealParty[];

/**
 * An index's condition on the states the deal declares (an index's SQL takes no parameters, so
 * the names are written in).
 */
const statusIn = (status: SQLWrapper, statuses: readonly OrderStatus[]) =>
  sql`${status} in (${sql.raw(statuses.map((name) => `'${name}'`).join(', '))})`;

export const orderStatus = pgEnum('order_status', ORDER_STATUSES);

export const dealParty = pgEnum('deal_party', DEAL_PARTIES);

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
      .where(statusIn(t.status, LISTING_HOLDING_STATUSES)),
    index('orders_buyer_idx')
      .on(t.buyerId, ...newestFirst(t))
      .where(sql`${t.withdrawnAt} is null`),
    index('orders_seller_idx').on(t.sellerId, ...newestFirst(t)),
    // The open-order and hourly limits count one buyer's recent orders.
    index('orders_buyer_created_idx').on(t.buyerId, t.createdAt),
    // The expiry job finds open orders by age.
    index('orders_open_created_idx')
      .on(t.status, t.createdAt)
      .where(statusIn(t.status, OPEN_ORDER_STATUSES)),
    // A profile counts the no-shows reported against an account in the last 90 days.
    index('orders_seller_no_show_idx')
      .on(t.sellerId, t.closedAt)
      .where(sql`${t.noShowParty} = 'seller'`),
    index('orders_buyer_no_show_idx')
      .on(t.buyerId, t.closedAt)
      .where(sql`${t.noShowParty} = 'buyer'`),
  ],
);
