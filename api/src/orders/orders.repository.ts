import { Inject, Injectable } from '@nestjs/common';
import {
  type DealMove,
  type DealParty,
  ACCEPTED_DEAL_STATUSES,
  DEAL_MOVES,
  OPEN_ORDER_STATUSES,
  type Order,
  type OrderStatus,
  type PageQuery,
  type ReceivedOrder,
} from '@marketplace/contracts';
import { type SQL, and, count, desc, eq, getTableColumns, inArray, isNull, sql } from 'drizzle-orm';
import type { SessionUser } from '../access/session-user.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { prepareStatement } from '../database/prepared.js';
import { DATABASE, type Database, type Transaction, queryRows } from '../database/database.js';
import { orders, places, reviews, users } from '../database/schema.js';
import { type OrderRow, toOrder, toReceivedOrder } from './order-rows.js';

/** What a placement asks for: the buyer (from the session) and what the order form says. */
export interface NewOrder {
  productId: number;
  buyer: SessionUser;
  phone: string;
  meetingLocation: string;
  meetingTime: Date | null;
  /** A safe meeting spot the buyer picked, whose note the order keeps as it read then. */
  meetingSpot?: { id: number; note: string } | undefined;
  /** The gazetteer place the meeting location names, with its point. */
  meetingPlace?: { id: number; lat: number; lng: number } | undefined;
}

/** How a placement ended (`place_order`, migrations 0014, 0019 and 0020). */
export type Placement =
  | { outcome: 'placed'; orderId: number }
  | { outcome: 'hourly-limit'; oldestInLastHour: Date }
  | { outcome: 'open-limit' }
  | { outcome: 'unavailable' };

/** The lifecycle's timings, from the configuration. */
export interface OrderTimeouts {
  requestTtlHours: number;
  meetingTtlDays: number;
  confirmGraceHours: number;
}

/**
 * When either side of an accepted deal may report that the other did not come: the meeting time,
 * or `graceHours` (ORDER_NO_SHOW_GRACE_HOURS, a day) after acceptance without one.
 */
const noShowDueAt = (graceHours: number) =>
  sql`coalesce(${orders.meetingTime}, ${orders.acceptedAt} + make_interval(hours => ${graceHours}))`;

/** The order is in a state `move` leaves (DEAL_MOVES' `from`). */
const leaves = (move: DealMove) => inArray(orders.status, [...DEAL_MOVES[move].from]);

/** The state `move` leads to, as the column's type. */
const arrivesAt = (move: DealMove) => sql`${DEAL_MOVES[move].to}::order_status`;

/** What every move's UPDATE answers: that it matched, which is all a caller needs. */
const moved = { id: orders.id };

/**
 * The moves asked for on every deal, built once with placeholders and prepared (see
 * database/prepared.ts): each is one conditional UPDATE by primary key that also names who may
 * make it, so its plan never depends on the values.
 */
function prepareMoves(db: Database) {
  const id = sql.placeholder('id');
  const userId = sql.placeholder('userId');
  const isBuyer = sql`${orders.buyerId} = ${userId}`;
  const isSeller = eq(orders.sellerId, userId);
  const otherConfirmed = sql`(case when ${isBuyer} then ${orders.sellerConfirmedAt} else ${orders.buyerConfirmedAt} end) is not null`;
  const withdrawReason = sql`case when ${isBuyer} then 'The buyer withdrew' else 'Removed by an administrator' end`;
  return {
    accept: prepareStatement(
      db
        .update(orders)
        .set({
          status: arrivesAt('accept'),
          acceptedAt: sql`now()`,
          meetingTime: sql`coalesce(${sql.placeholder('meetingTime')}::timestamptz, ${orders.meetingTime})`,
        })
        .where(and(eq(orders.id, id), leaves('accept'), isSeller))
        .returning(moved),
    ),
    decline: prepareStatement(
      db
        .update(orders)
        .set({
          status: arrivesAt('decline'),
          closedAt: sql`now()`,
          closeReason: sql`${sql.placeholder('reason')}::text`,
        })
        .where(and(eq(orders.id, id), leaves('decline'), isSeller))
        .returning(moved),
    ),
    confirm: prepareStatement(
      db
        .update(orders)
        .set({
          buyerConfirmedAt: sql`case when ${isBuyer} then now() else ${orders.buyerConfirmedAt} end`,
          sellerConfirmedAt: sql`case when ${isBuyer} then ${orders.sellerConfirmedAt} else now() end`,
          status: sql`case when ${otherConfirmed} then ${arrivesAt('confirm')} else ${orders.status} end`,
          completedAt: sql`case when ${otherConfirmed} then now() end`,
        })
        .where(
          and(
            eq(orders.id, id),
            leaves('confirm'),
            sql`((${isBuyer} and ${orders.buyerConfirmedAt} is null)
              or (${isSeller} and ${orders.sellerConfirmedAt} is null))`,
          ),
        )
        .returning(moved),
    ),
    // Deleting an order the buyer no longer wants to see: an open one is withdrawn (cancelled), a
    // closed one only leaves the buyer's list; a completed deal stays.
    withdraw: prepareStatement(
      db
        .update(orders)
        .set({
          withdrawnAt: sql`now()`,
          status: sql`case when ${leaves('withdraw')} then ${arrivesAt('withdraw')} else ${orders.status} end`,
          closedAt: sql`case when ${leaves('withdraw')} then now() else ${orders.closedAt} end`,
          closeReason: sql`case when ${leaves('withdraw')} then ${withdrawReason} else ${orders.closeReason} end`,
        })
        .where(
          and(
            eq(orders.id, id),
            isNull(orders.withdrawnAt),
            sql`${orders.status} <> 'completed'`,
            sql`(${sql.placeholder('isAdmin')}::boolean or ${isBuyer})`,
          ),
        )
        .returning(moved),
    ),
  };
}

/**
 * Orders' queries. A placement is one call of `place_order` and every transition one conditional
 * UPDATE on the state it leaves, each its own transaction: of two racing transitions the row lock
 * lets one through, and the other then matches nothing. What follows from a change (the listing's
 * status, the parties' reputation, the `order.changed` outbox row) is written by the database in
 * the same statement (migration 0014), so no transaction waits on the API between statements.
 */
@Injectable()
export class OrdersRepository {
  private readonly statements: ReturnType<typeof prepareMoves>;

  constructor(
    @Inject(DATABASE) private readonly db: Database,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    this.statements = prepareMoves(db);
  }

  /**
   * Under the buyer's advisory lock, checks the limits (counting no further than them, so the
   * check costs the same however long a buyer's history grows), reserves the listing and inserts
   * the order: one round trip.
   */
  async place(order: NewOrder, limits: { maxOpen: number; perHour: number }): Promise<Placement> {
    const [row] = await queryRows<{
      outcome: Placement['outcome'];
      order_id: string | number | null;
      oldest_in_last_hour: string | Date | null;
    }>(
      this.db,
      sql`select * from place_order(
        ${order.buyer.id}::bigint, ${order.buyer.name}::text, ${order.buyer.email}::text,
        ${order.productId}::bigint, ${order.phone}::text, ${order.meetingLocation}::text,
        ${order.meetingTime?.toISOString() ?? null}::timestamptz,
        ${order.meetingSpot?.id ?? null}::bigint, ${order.meetingSpot?.note ?? null}::text,
        ${order.meetingPlace?.id ?? null}::bigint, ${order.meetingPlace?.lat ?? null}::float8,
        ${order.meetingPlace?.lng ?? null}::float8,
        ${limits.maxOpen}::int, ${limits.perHour}::int)`,
    );
    switch (row!.outcome) {
      case 'placed':
        return { outcome: 'placed', orderId: Number(row!.order_id) };
      case 'hourly-limit':
        return { outcome: 'hourly-limit', oldestInLastHour: new Date(row!.oldest_in_last_hour!) };
      default:
        return { outcome: row!.outcome };
    }
  }

  async findById(id: number): Promise<OrderRow | undefined> {
    const [row] = await this.db.select().from(orders).where(eq(orders.id, id)).limit(1);
    return row;
  }

  /** The requests (not yet answered) each of the two has made on the other's listings. */
  async requestedBetween(a: number, b: number): Promise<Array<{ id: number; sellerId: number }>> {
    const rows = await this.db
      .select({ id: orders.id, sellerId: orders.sellerId })
      .from(orders)
      .where(
        and(
          leaves('decline'),
          sql`(${orders.buyerId}, ${orders.sellerId}) in ((${a}, ${b}), (${b}, ${a}))`,
        ),
      );
    return rows.map((row) => ({ id: row.id, sellerId: Number(row.sellerId) }));
  }

  /**
   * `requested` → `accepted` by the listing's seller, at the meeting time they name (else the
   * buyer's); undefined when it matched nothing.
   */
  async accept(id: number, sellerId: number, meetingTime: string | null): Promise<boolean> {
    return (await this.statements.accept.execute({ id, userId: sellerId, meetingTime })).length > 0;
  }

  /** `requested` → `declined` by the listing's seller, with their reason if any. */
  async decline(id: number, sellerId: number, reason: string | null): Promise<boolean> {
    return (await this.statements.decline.execute({ id, userId: sellerId, reason })).length > 0;
  }

  /**
   * Records the handover by `userId`, the buyer or the seller of an accepted order, and completes
   * it when the other side had already confirmed. False when the order was not accepted, `userId`
   * is neither party, or that side had confirmed.
   */
  async confirm(id: number, userId: number): Promise<boolean> {
    return (await this.statements.confirm.execute({ id, userId })).length > 0;
  }

  /**
   * `accepted` → `expired`, recording that `absent` did not come: only once the meeting is due,
   * and only while neither side has confirmed the handover. False when it did not apply.
   */
  async reportNoShow(id: number, absent: DealParty): Promise<boolean> {
    const rows = await this.db
      .update(orders)
      .set({
        status: arrivesAt('reportNoShow'),
        noShowParty: absent,
        closedAt: sql`now()`,
        closeReason: absent === 'buyer' ? 'The buyer did not come' : 'The seller did not come',
      })
      .where(
        and(
          eq(orders.id, id),
          leaves('reportNoShow'),
          isNull(orders.buyerConfirmedAt),
          isNull(orders.sellerConfirmedAt),
          sql`${noShowDueAt(this.config.ORDER_NO_SHOW_GRACE_HOURS)} <= now()`,
        ),
      )
      .returning(moved);
    return rows.length > 0;
  }

  /** What a refused no-show report is told: the order's state, due time and confirmations. */
  async noShowState(id: number) {
    const [row] = await this.db
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
      .where(
        and(
          eq(orders.sellerId, sellerId),
          eq(orders.buyerId, buyerId),
          inArray(orders.status, [...OPEN_ORDER_STATUSES]),
        ),
      )
      .limit(1);
    return Boolean(row);
  }

  /** Whether the buyer has a deal on the listing that its seller accepted (now or in the past). */
  async hasAcceptedDeal(productId: number, buyerId: number): Promise<boolean> {
    const [row] = await this.db
      .select({ id: orders.id })
      .from(orders)
      .where(
        and(
          eq(orders.productId, productId),
          eq(orders.buyerId, buyerId),
          inArray(orders.status, [...ACCEPTED_DEAL_STATUSES]),
        ),
      )
      .limit(1);
    return Boolean(row);
  }

  /**
   * `DELETE /buydelete/:id` by the buyer or an admin: an open order is cancelled and
   * leaves the buyer's list; a closed one (declined, cancelled, expired) only leaves the list. A
   * completed one stays. False when it matched nothing: unknown, someone else's, already
   * withdrawn or completed.
   */
  async withdraw(id: number, viewer: Pick<SessionUser, 'id' | 'isAdmin'>): Promise<boolean> {
    const values = { id, userId: viewer.id, isAdmin: viewer.isAdmin };
    return (await this.statements.withdraw.execute(values)).length > 0;
  }

  /** Cancels open orders matching `where` (a removed account or listing), with the reason shown. */
  async cancelOpen(tx: Transaction, where: SQL, reason: string): Promise<void> {
    await tx
      .update(orders)
      .set({ status: arrivesAt('cancelForRemoval'), closedAt: sql`now()`, closeReason: reason })
      .where(and(where, leaves('cancelForRemoval')));
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
  async expireOverdue(tx: Transaction, timeouts: OrderTimeouts): Promise<void> {
    await tx
      .update(orders)
      .set({
        status: arrivesAt('expire'),
        closedAt: sql`now()`,
        closeReason: sql`case ${orders.status} when 'requested' then 'The seller did not answer in time' else 'The handover was not confirmed in time' end`,
      })
      .where(
        and(
          leaves('expire'),
          sql`(${orders.status} = 'requested'
              and ${orders.createdAt} < now() - make_interval(hours => ${timeouts.requestTtlHours}))
          or (${orders.status} = 'accepted'
              and ${orders.buyerConfirmedAt} is null and ${orders.sellerConfirmedAt} is null
              and coalesce(${orders.meetingTime}, ${orders.acceptedAt})
                  < now() - make_interval(days => ${timeouts.meetingTtlDays}))`,
        ),
      );
  }

  /** Completes accepted deals one side confirmed `confirmGraceHours` ago while the other stayed silent. */
  async completeConfirmedByOne(tx: Transaction, timeouts: OrderTimeouts): Promise<void> {
    const graceStart = sql`now() - make_interval(hours => ${timeouts.confirmGraceHours})`;
    await tx
      .update(orders)
      .set({ status: arrivesAt('completeConfirmedByOne'), completedAt: sql`now()` })
      .where(
        and(
          leaves('completeConfirmedByOne'),
          sql`((${orders.buyerConfirmedAt} < ${graceStart} and ${orders.sellerConfirmedAt} is null)
            or (${orders.sellerConfirmedAt} < ${graceStart} and ${orders.buyerConfirmedAt} is null))`,
        ),
      );
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
    // The seller's current email (one primary-key lookup), shown only once contact is shared.
    const sellerId = sql`${orders}.${sql.identifier(orders.sellerId.name)}`;
    const sellerEmail = sql<
      string | null
    >`(select ${users.email} from ${users} where ${users.id} = ${sellerId})`;
    const [rows, [totals]] = await Promise.all([
      this.db
        .select({
          ...getTableColumns(orders),
          noShowDueAt: sql<
            Date | string | null
          >`${noShowDueAt(this.config.ORDER_NO_SHOW_GRACE_HOURS)}`,
          rated,
          sellerEmail,
          meetingPlaceName: places.name,
          meetingPlaceArea: places.area,
        })
        .from(orders)
        .leftJoin(places, eq(places.id, orders.meetingPlaceId))
        .where(where)
        .orderBy(desc(orders.createdAt), desc(orders.id))
        .limit(page.limit)
        .offset(page.offset),
      this.db.select({ total: count() }).from(orders).where(where),
    ]);
    return { rows, total: totals?.total ?? 0 };
  }
}
