import { Inject, Injectable } from '@nestjs/common';
import type { Order, PageQuery, ReceivedOrder } from '@marketplace/contracts';
import { type SQL, and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { SessionUser } from '../auth/session-user.js';
import { DATABASE, type Database, queryRows } from '../database/database.js';
import { orders, products } from '../database/schema.js';
import { publiclyListed } from '../products/products.repository.js';

type OrderRow = typeof orders.$inferSelect;

const toOrder = (row: OrderRow): Order => ({
  _id: String(row.id),
  productId: row.productId === null ? null : String(row.productId),
  product: row.productName,
  image: row.image,
  location: row.location,
  price: row.price,
  meetingLocation: row.meetingLocation,
  meetingSpotNote: row.meetingSpotNote,
  status: row.status,
  createdAt: row.createdAt.toISOString(),
});

const toReceivedOrder = (row: OrderRow): ReceivedOrder => ({
  ...toOrder(row),
  userName: row.userName,
  email: row.email,
  phone: row.phone,
});

export type WithdrawOutcome = 'withdrawn' | 'already-withdrawn' | 'paid';

export interface OrderRequest {
  productId: number;
  buyer: SessionUser;
  phone: string;
  meetingLocation: string;
  /** A safe meeting spot the buyer picked, whose note the order keeps as it read then. */
  meetingSpot?: { id: number; note: string } | undefined;
}

@Injectable()
export class OrdersRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  /**
   * Takes the product off the market and records the order in one statement, so one round trip.
   * The conditional update is the lock: of buyers racing for one item, the first to update it
   * wins, and the others, once it commits, find it no longer available. Undefined when the product
   * is unknown, the buyer's own, or already ordered. Name, price and picture come from the product.
   */
  async place(request: OrderRequest): Promise<number | undefined> {
    const [order] = await queryRows<{ id: string | number }>(
      this.db,
      sql`
      with claimed as (
        update ${products} set ${sql.identifier(products.available.name)} = false
        where ${products.id} = ${request.productId}
          and ${publiclyListed}
          and ${products.sellerId} <> ${request.buyer.id}
        returning ${products.id}, ${products.sellerId}, ${products.name}, ${products.resellPrice},
                  ${products.image}, ${products.location}
      )
      insert into ${orders} (product_id, buyer_id, seller_id, user_name, email, product_name, price,
                             image, location, phone, meeting_location, meeting_spot_id,
                             meeting_spot_note)
      select claimed.id, ${request.buyer.id}, claimed.seller_id, ${request.buyer.name},
             ${request.buyer.email}, claimed.name, claimed.resell_price, claimed.image,
             claimed.location, ${request.phone}, ${request.meetingLocation},
             ${request.meetingSpot?.id ?? null}::bigint, ${request.meetingSpot?.note ?? null}::text
      from claimed
      returning ${orders.id}`,
    );
    return order ? Number(order.id) : undefined;
  }

  async findById(id: number): Promise<OrderRow | undefined> {
    const [row] = await this.db.select().from(orders).where(eq(orders.id, id)).limit(1);
    return row;
  }

  /** The buyer's orders but those the buyer deleted; the predicate matches orders_buyer_idx. */
  async listForBuyer(buyerId: number, page: PageQuery): Promise<{ items: Order[]; total: number }> {
    const { rows, total } = await this.list(
      and(eq(orders.buyerId, buyerId), isNull(orders.withdrawnAt)),
      page,
    );
    return { items: rows.map(toOrder), total };
  }

  async listForSeller(
    sellerId: number,
    page: PageQuery,
  ): Promise<{ items: ReceivedOrder[]; total: number }> {
    const { rows, total } = await this.list(eq(orders.sellerId, sellerId), page);
    return { items: rows.map(toReceivedOrder), total };
  }

  /**
   * `DELETE /buydelete/:id`, in one transaction: a pending order is cancelled and its product goes
   * back on the market; a pending or cancelled order leaves its buyer's list. A paid order stays.
   */
  async withdraw(id: number): Promise<WithdrawOutcome> {
    return this.db.transaction(async (tx) => {
      const [order] = await tx
        .select({
          status: orders.status,
          productId: orders.productId,
          withdrawnAt: orders.withdrawnAt,
        })
        .from(orders)
        .where(eq(orders.id, id))
        .for('update');
      if (!order || order.withdrawnAt) return 'already-withdrawn';
      if (order.status === 'paid') return 'paid';
      const now = new Date();
      const wasPending = order.status === 'pending';
      await tx
        .update(orders)
        .set({ status: 'cancelled', withdrawnAt: now, ...(wasPending ? { cancelledAt: now } : {}) })
        .where(eq(orders.id, id));
      if (wasPending && order.productId !== null) {
        await tx.update(products).set({ available: true }).where(eq(products.id, order.productId));
      }
      return 'withdrawn';
    });
  }

  /** Marks a pending order paid; false when it was not pending by the time it ran. */
  async markPaid(id: number): Promise<boolean> {
    const changed = await this.db
      .update(orders)
      .set({ status: 'paid', paidAt: new Date() })
      .where(and(eq(orders.id, id), eq(orders.status, 'pending')))
      .returning({ id: orders.id });
    return changed.length > 0;
  }

  private async list(where: SQL | undefined, page: PageQuery) {
    const [rows, [totals]] = await Promise.all([
      this.db
        .select()
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
