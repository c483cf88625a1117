import { Inject, Injectable } from '@nestjs/common';
import {
  type DealParty,
  OPEN_ORDER_STATUSES,
  type Order,
  type OrderStatus,
  type PageQuery,
  type ReceivedOrder,
} from '@marketplace/contracts';
import { type SQL, and, count, desc, eq, getTableColumns, inArray, isNull, sql } from 'drizzle-orm';
import type { SessionUser } from '../auth/session-user.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { DATABASE, type Database, type Transaction, queryRows } from '../database/database.js';
import { orders, reviews } from '../database/schema.js';
import type { OrderChange } from '../events/domain-events.js';
import type { ReservedProduct } from '../products/products.repository.js';

type OrderRow = typeof orders.$inferSelect;

/** Contact details (phones, the buyer's email) are shared once the seller accepts, never before. */
const contactShared = (status: OrderStatus) => status === 'accepted' || status === 'completed';

const awaitingConfirmation = (row: OrderRow): DealParty[] => {
  if (row.status !== 'accepted') return [];
  const parties: DealParty[] = [];
  if (!row.buyerConfirmedAt) parties.push('buyer');
  if (!row.sellerConfirmedAt) parties.push('seller');
  return parties;
};

/** An order row with what the list adds: when a no-show is due and whether the reader rated. */
type ListedOrderRow = OrderRow & { noShowDueAt: Date | string | null; rated: boolean };

const commonFields = (row: ListedOrderRow) => ({
  _id: String(row.id),
  productId: row.productId === null ? null : String(row.productId),
  product: row.productName,
  image: row.image,
  location: row.location,
  price: row.price,
  meetingLocation: row.meetingLocation,
  meetingTime: row.meetingTime?.toISOString() ?? null,
  meetingSpotNote: row.meetingSpotNote,
  status: row.status,
  reason: row.closeReason,
  createdAt: row.createdAt.toISOString(),
  awaitingConfirmation: awaitingConfirmation(row),
  noShow: row.noShowParty,
  noShowDueAt:
    row.status === 'accepted' && row.noShowDueAt ? new Date(row.noShowDueAt).toISOString() : null,
  rated: row.rated,
});

const toOrder = (row: ListedOrderRow): Order => ({
  ...commonFields(row),
  sellerName: row.sellerName,
  sellerPhone: contactShared(row.status) ? row.sellerPhone : null,
  sellerId: row.sellerId === null ? null : String(row.sellerId),
});

const toReceivedOrder = (row: ListedOrderRow): ReceivedOrder => ({
  ...commonFields(row),
  buyerId: row.buyerId === null ? null : String(row.buyerId),
  userName: row.userName,
  email: contactShared(row.status) ? row.email : null,
  phone: contactShared(row.status) ? row.phone : null,
});

const isOpen = inArray(orders.status, [...OPEN_ORDER_STATUSES]);

/** The first key of the per-buyer advisory lock that makes the order limits exact. */
const BUYER_LOCK_NAMESPACE = 0x0b0e7;

/** How many orders one buyer holds open and has placed in the last hour. */
export interface BuyerUsage {
  open: number;
  lastHour: number;
  /** When the oldest order of the last hour was placed, to say when the next is allowed. */
  oldestInLastHour: Date | null;
}

export interface NewOrder {
  product: ReservedProduct;
  buyer: SessionUser;
  phone: string;
  meetingLocation: string;
  meetingTime: Date | null;
  /** A safe meeting spot the buyer picked, whose note the order keeps as it read then. */
  meetingSpot?: { id: number; note: string } | undefined;
}

/** The lifecycle's timings, from the configuration. */
export interface OrderTimeouts {
  requestTtlHours: number;
  meetingTtlDays: number;
  confirmGraceHours: number;
}

const changeColumns = {
  orderId: orders.id,
  productId: orders.productId,
  status: orders.status,
  buyerId: orders.buyerId,
  sellerId: orders.sellerId,
  productName: orders.productName,
  buyerName: orders.userName,
  closeReason: orders.closeReason,
};

/**
 * When either side of an accepted deal may report that the other did not come: the meeting time,
 * or `graceHours` (ORDER_NO_SHOW_GRACE_HOURS, a day) after acceptance without one.
 */
const noShowDueAt = (graceHours: number) =>
  sql`coalesce(${orders.meetingTime}, ${orders.acceptedAt} + make_interval(hours => ${graceHours}))`;

/**
 * Orders' queries. Every transition is one conditional UPDATE on the state it leaves: of two
 * racing transitions the row lock lets one through, and the other then matches nothing.
 */
@Injectable()
export class OrdersRepository {
  constructor(
    @Inject(DATABASE) private readonly db: Database,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * Holds, until the transaction ends, a lock on this buyer's ordering, so two requests from one
   * account cannot both pass the limits on their way in.
   */
  async lockBuyer(tx: Transaction, buyerId: number): Promise<void> {
    await tx.execute(sql`select pg_advisory_xact_lock(${BUYER_LOCK_NAMESPACE}, ${buyerId}::int4)`);
  }

  /**
   * Counts no further than the limits (`limit` inside each count), so the check costs the same
   * however long a buyer's history grows; the oldest order of the hour is the index's first entry.
   */
  async usageOf(
    tx: Transaction,
    buyerId: number,
    limits: { maxOpen: number; perHour: number },
  ): Promise<BuyerUsage> {
    const lastHour = sql`${orders.createdAt} > now() - interval '1 hour'`;
    const ofBuyer = eq(orders.buyerId, buyerId);
    const [row] = await queryRows<{
      open: number;
      last_hour: number;
      oldest: string | Date | null;
    }>(
      tx,
      sql`
      select
        (select count(*)::int from (select 1 from ${orders} where ${ofBuyer} and ${isOpen}
                                    limit ${limits.maxOpen}) as held) as open,
        (select count(*)::int from (select 1 from ${orders} where ${ofBuyer} and ${lastHour}
                                    limit ${limits.perHour}) as placed) as last_hour,
        (select min(${orders.createdAt}) from ${orders} where ${ofBuyer} and ${lastHour}) as oldest`,
    );
    return {
      open: Number(row?.open ?? 0),
      lastHour: Number(row?.last_hour ?? 0),
      oldestInLastHour: row?.oldest ? new Date(row.oldest) : null,
    };
  }

  async insert(tx: Transaction, order: NewOrder): Promise<OrderChange> {
    const [row] = await tx
      .insert(orders)
      .values({
        productId: order.product.id,
        buyerId: order.buyer.id,
        sellerId: order.product.sellerId,
        userName: order.buyer.name,
        email: order.buyer.email,
        phone: order.phone,
        sellerName: order.product.sellerName,
        sellerPhone: order.product.phone,
        productName: order.product.name,
        price: order.product.price,
        image: order.product.image,
        location: order.product.location,
        meetingLocation: order.meetingLocation,
        meetingTime: order.meetingTime,
        meetingSpotId: order.meetingSpot?.id ?? null,
        meetingSpotNote: order.meetingSpot?.note ?? null,
      })
      .returning(changeColumns);
    return row!;
  }

  async findById(id: number): Promise<OrderRow | undefined> {
    const [row] = await this.db.select().from(orders).where(eq(orders.id, id)).limit(1);
    return row;
  }

  async statusOf(tx: Transaction, id: number): Promise<OrderStatus | undefined> {
    const [row] = await tx
      .select({ status: orders.status })
      .from(orders)
      .where(eq(orders.id, id))
      .limit(1);
    return row?.status;
  }

  /** `requested` → `accepted`; undefined when the order was no longer requested. */
  async accept(tx: Transaction, id: number): Promise<OrderChange | undefined> {
    const rows = await tx
      .update(orders)
      .set({ status: 'accepted', acceptedAt: sql`now()` })
      .where(and(eq(orders.id, id), eq(orders.status, 'requested')))
      .returning(changeColumns);
    return rows[0];
  }

  /** `requested` → `declined`, with the seller's reason if any. */
  async decline(
    tx: Transaction,
    id: number,
    reason: string | null,
  ): Promise<OrderChange | undefined> {
    const rows = await tx
      .update(orders)
      .set({ status: 'declined', closedAt: sql`now()`, closeReason: reason })
      .where(and(eq(orders.id, id), eq(orders.status, 'requested')))
      .returning(changeColumns);
    return rows[0];
  }

  /**
   * Records one side's handover on an accepted order, and completes it when the other side had
   * already confirmed. Undefined when the order was not accepted or that side had confirmed.
   */
  async confirm(tx: Transaction, id: number, party: DealParty): Promise<OrderChange | undefined> {
    const [own, other] =
      party === 'buyer'
        ? [orders.buyerConfirmedAt, orders.sellerConfirmedAt]
        : [orders.sellerConfirmedAt, orders.buyerConfirmedAt];
    const bothConfirmed = sql`${other} is not null`;
    const rows = await tx
      .update(orders)
      .set({
        [party === 'buyer' ? 'buyerConfirmedAt' : 'sellerConfirmedAt']: sql`now()`,
        status: sql`case when ${bothConfirmed} then 'completed'::order_status else ${orders.status} end`,
        completedAt: sql`case when ${bothConfirmed} then now() end`,
      })
      .where(and(eq(orders.id, id), eq(orders.status, 'accepted'), isNull(own)))
      .returning(changeColumns);
    return rows[0];
  }

  /** Whether `party` has already confirmed the handover of this order. */
  async hasConfirmed(tx: Transaction, id: number, party: DealParty): Promise<boolean> {
    const [row] = await tx
      .select({ buyer: orders.buyerConfirmedAt, seller: orders.sellerConfirmedAt })
      .from(orders)
      .where(eq(orders.id, id));
    return Boolean(row?.[party]);
  }

  /**
   * `accepted` → `expired`, recording that `absent` did not come: only once the meeting is due,
   * and only while neither side has confirmed the handover. Undefined when it did not apply.
   */
  async reportNoShow(
    tx: Transaction,
    id: number,
    absent: DealParty,
  ): Promise<OrderChange | undefined> {
    const rows = await tx
      .update(orders)
      .set({
        status: 'expired',
        noShowParty: absent,
        closedAt: sql`now()`,
        closeReason: absent === 'buyer' ? 'The buyer did not come' : 'The seller did not come',
      })
      .where(
        and(
          eq(orders.id, id),
          eq(orders.status, 'accepted'),
          isNull(orders.buyerConfirmedAt),
          isNull(orders.sellerConfirmedAt),
          sql`${noShowDueAt(this.config.ORDER_NO_SHOW_GRACE_HOURS)} <= now()`,
        ),
      )
      .returning(changeColumns);
    return rows[0];
  }

  /** What a refused no-show report is told: the order's state, due time and confirmations. */
  async noShowState(tx: Transaction, id: number) {
    const [row] = await tx
      .select({
        status: orders.status,
        dueAt: sql<Date | string | null>`${noShowDueAt(this.config.ORDER_NO_SHOW_GRACE_HOURS)}`,
        confirmed: sql<boolean>`${orders.buyerConfirmedAt} is not null or ${orders.sellerConfirmedAt} is not null`,
      })
      .from(orders)
      .where(eq(orders.id, id));
    return row && { ...row, dueAt: row.dueAt === null ? null : new Date(row.dueAt) };
  }

  /** No-shows reported against `userId`, as either side, since `since`. */
  async countNoShowsAgainst(userId: number, since: Date): Promise<number> {
    const [row] = await queryRows<{ total: number }>(
      this.db,
      sql`select
        (select count(*)::int from ${orders} where ${orders.sellerId} = ${userId}
           and ${orders.noShowParty} = 'seller' and ${orders.closedAt} >= ${since.toISOString()}::timestamptz)
        + (select count(*)::int from ${orders} where ${orders.buyerId} = ${userId}
           and ${orders.noShowParty} = 'buyer' and ${orders.closedAt} >= ${since.toISOString()}::timestamptz)
        as total`,
    );
    return Number(row?.total ?? 0);
  }

  /** Whether `sellerId` sells to `buyerId` in an order that is still requested or accepted. */
  async hasOpenOrderBetween(sellerId: number, buyerId: number): Promise<boolean> {
    const [row] = await this.db
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.sellerId, sellerId), eq(orders.buyerId, buyerId), isOpen))
      .limit(1);
    return Boolean(row);
  }

  /**
   * `DELETE /buydelete/:id`, against the state it finds under a row lock: an open order is
   * cancelled with `reason` and leaves the buyer's list; a closed one (declined, cancelled,
   * expired) only leaves the list; a completed one stays. Returns the state it found.
   */
  async withdraw(
    tx: Transaction,
    id: number,
    reason: string,
  ): Promise<{ found: OrderStatus | 'already-withdrawn'; change?: OrderChange }> {
    const [order] = await tx
      .select({ status: orders.status, withdrawnAt: orders.withdrawnAt })
      .from(orders)
      .where(eq(orders.id, id))
      .for('update');
    if (!order || order.withdrawnAt) return { found: 'already-withdrawn' };
    if (order.status === 'completed') return { found: order.status };
    const open = order.status === 'requested' || order.status === 'accepted';
    const rows = await tx
      .update(orders)
      .set({
        withdrawnAt: sql`now()`,
        ...(open
          ? { status: 'cancelled' as const, closedAt: sql`now()`, closeReason: reason }
          : {}),
      })
      .where(eq(orders.id, id))
      .returning(changeColumns);
    return { found: order.status, ...(open ? { change: rows[0] } : {}) };
  }

  /** Cancels open orders matching `where` (a removed account or listing), with the reason shown. */
  async cancelOpen(tx: Transaction, where: SQL, reason: string): Promise<OrderChange[]> {
    const rows = await tx
      .update(orders)
      .set({ status: 'cancelled', closedAt: sql`now()`, closeReason: reason })
      .where(and(where, isOpen))
      .returning(changeColumns);
    return rows;
  }

  cancelOpenOfBuyer(tx: Transaction, buyerId: number, reason: string) {
    return this.cancelOpen(tx, eq(orders.buyerId, buyerId), reason);
  }

  cancelOpenOnProducts(tx: Transaction, productIds: number[], reason: string) {
    return this.cancelOpen(tx, inArray(orders.productId, productIds), reason);
  }

  /**
   * Ends orders nobody moved in time: a request unanswered for `requestTtlHours` expires, and so
   * does an accepted deal neither side confirmed `meetingTtlDays` after its meeting (or after its
   * acceptance when it has no meeting time).
   */
  async expireOverdue(tx: Transaction, timeouts: OrderTimeouts): Promise<OrderChange[]> {
    const rows = await tx
      .update(orders)
      .set({
        status: 'expired',
        closedAt: sql`now()`,
        closeReason: sql`case ${orders.status} when 'requested' then 'The seller did not answer in time' else 'The handover was not confirmed in time' end`,
      })
      .where(
        sql`(${orders.status} = 'requested'
              and ${orders.createdAt} < now() - make_interval(hours => ${timeouts.requestTtlHours}))
          or (${orders.status} = 'accepted'
              and ${orders.buyerConfirmedAt} is null and ${orders.sellerConfirmedAt} is null
              and coalesce(${orders.meetingTime}, ${orders.acceptedAt})
                  < now() - make_interval(days => ${timeouts.meetingTtlDays}))`,
      )
      .returning(changeColumns);
    return rows;
  }

  /** Completes accepted deals one side confirmed `confirmGraceHours` ago while the other stayed silent. */
  async completeConfirmedByOne(tx: Transaction, timeouts: OrderTimeouts): Promise<OrderChange[]> {
    const graceStart = sql`now() - make_interval(hours => ${timeouts.confirmGraceHours})`;
    const rows = await tx
      .update(orders)
      .set({ status: 'completed', completedAt: sql`now()` })
      .where(
        sql`${orders.status} = 'accepted'
          and ((${orders.buyerConfirmedAt} < ${graceStart} and ${orders.sellerConfirmedAt} is null)
            or (${orders.sellerConfirmedAt} < ${graceStart} and ${orders.buyerConfirmedAt} is null))`,
      )
      .returning(changeColumns);
    return rows;
  }

  /** The buyer's orders but those the buyer deleted; the predicate matches orders_buyer_idx. */
  async listForBuyer(buyerId: number, page: PageQuery): Promise<{ items: Order[]; total: number }> {
    const { rows, total } = await this.list(
      and(eq(orders.buyerId, buyerId), isNull(orders.withdrawnAt)),
      page,
      'buyer',
    );
    return { items: rows.map(toOrder), total };
  }

  /** The orders on a seller's listings, optionally only those in one state. */
  async listForSeller(
    sellerId: number,
    status: OrderStatus | undefined,
    page: PageQuery,
  ): Promise<{ items: ReceivedOrder[]; total: number }> {
    const { rows, total } = await this.list(
      and(eq(orders.sellerId, sellerId), status ? eq(orders.status, status) : undefined),
      page,
      'seller',
    );
    return { items: rows.map(toReceivedOrder), total };
  }

  /** A page of orders as `reader` (their buyer or their seller) sees them. */
  private async list(where: SQL | undefined, page: PageQuery, reader: DealParty) {
    // Whether the reader's side rated the deal: one lookup in the reviews' unique index per row.
    // The outer id is written out in full: a one-table select leaves its columns unqualified,
    // and a bare "id" inside the subquery would be the review's.
    const orderId = sql`${orders}.${sql.identifier(orders.id.name)}`;
    const rated = sql<boolean>`exists (select 1 from ${reviews} where ${reviews.orderId} = ${orderId} and ${reviews.authorParty} = ${reader})`;
    const [rows, [totals]] = await Promise.all([
      this.db
        .select({
          ...getTableColumns(orders),
          noShowDueAt: sql<
            Date | string | null
          >`${noShowDueAt(this.config.ORDER_NO_SHOW_GRACE_HOURS)}`,
          rated,
        })
        .from(orders)
        .where(where)
        .orderBy(desc(orders.createdAt), desc(orders.id))
        .limit(page.limit)
        .offset(page.offset),
      this.db.select({ total: count() }).from(orders).where(where),
    ]);
    return { rows, total: totals?.total ?? 0 };
  }
}
