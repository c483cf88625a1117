import { Inject, Injectable } from '@nestjs/common';
import type { AccountRole, User } from '@marketplace/contracts';
import { and, count, desc, eq, inArray, isNotNull, isNull, ne, sql } from 'drizzle-orm';
import { DATABASE, type Database } from '../database/database.js';
import { orders, products, users } from '../database/schema.js';

export type UserRow = typeof users.$inferSelect;

export const toUser = (row: UserRow): User => ({
  _id: String(row.id),
  name: row.name,
  email: row.email,
  image: row.image,
  role: row.role,
  verify: row.verify,
  location: row.location,
  suspendedAt: row.suspendedAt?.toISOString() ?? null,
  suspensionReason: row.suspensionReason,
});

/** Emails are unique without regard to case (users_email_lower_key); this matches that index. */
export const byEmail = (email: string) => eq(sql`lower(${users.email})`, email.toLowerCase());

@Injectable()
export class UsersRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  async findByEmail(email: string): Promise<UserRow | undefined> {
    const [row] = await this.db.select().from(users).where(byEmail(email)).limit(1);
    return row;
  }

  async findById(id: number): Promise<UserRow | undefined> {
    const [row] = await this.db.select().from(users).where(eq(users.id, id)).limit(1);
    return row;
  }

  /** Inserts, or returns undefined when the email is taken (compared without regard to case). */
  async insert(values: typeof users.$inferInsert): Promise<UserRow | undefined> {
    const [row] = await this.db.insert(users).values(values).onConflictDoNothing().returning();
    return row;
  }

  async update(
    id: number,
    values: Partial<typeof users.$inferInsert>,
    executor: Database = this.db,
  ): Promise<UserRow | undefined> {
    const [row] = await executor.update(users).set(values).where(eq(users.id, id)).returning();
    return row;
  }

  /** Suspends the account; false when it already was (or does not exist). */
  async suspend(id: number, reason: string, executor: Database = this.db): Promise<boolean> {
    const changed = await executor
      .update(users)
      .set({ suspendedAt: new Date(), suspensionReason: reason })
      .where(and(eq(users.id, id), isNull(users.suspendedAt)))
      .returning({ id: users.id });
    return changed.length > 0;
  }

  /** Lifts a suspension; false when the account was not suspended. */
  async unsuspend(id: number, executor: Database = this.db): Promise<boolean> {
    const changed = await executor
      .update(users)
      .set({ suspendedAt: null, suspensionReason: null })
      .where(and(eq(users.id, id), isNotNull(users.suspendedAt)))
      .returning({ id: users.id });
    return changed.length > 0;
  }

  async list(
    filter: { role?: AccountRole },
    page: { limit: number; offset: number },
  ): Promise<{ items: User[]; total: number }> {
    const where = filter.role ? eq(users.role, filter.role) : undefined;
    const [rows, [totals]] = await Promise.all([
      this.db
        .select()
        .from(users)
        .where(where)
        .orderBy(desc(users.createdAt), desc(users.id))
        .limit(page.limit)
        .offset(page.offset),
      this.db.select({ total: count() }).from(users).where(where),
    ]);
    return { items: rows.map(toUser), total: totals?.total ?? 0 };
  }

  /**
   * Removes an account and everything that hangs on it, in one transaction: orders on the user's
   * listings are cancelled (they stay in their buyers' lists), listings the user had ordered become
   * available again, and the cascade takes sessions, listings and the user's own orders.
   */
  async delete(id: number, executor: Database = this.db): Promise<number> {
    return executor.transaction(async (tx) => {
      const now = new Date();
      await tx
        .update(orders)
        .set({ status: 'cancelled', cancelledAt: now })
        .where(and(eq(orders.sellerId, id), ne(orders.status, 'cancelled')));
      const ordered = await tx
        .select({ productId: orders.productId })
        .from(orders)
        .where(
          and(eq(orders.buyerId, id), ne(orders.status, 'cancelled'), isNotNull(orders.productId)),
        );
      const productIds = ordered.map((row) => row.productId).filter((value) => value !== null);
      if (productIds.length) {
        await tx.update(products).set({ available: true }).where(inArray(products.id, productIds));
      }
      // The listings go before the account: left to the cascade, PostgreSQL would re-check the
      // product key of the orders updated above while clearing their seller, after the products
      // were gone, and refuse the whole delete.
      await tx.delete(products).where(eq(products.sellerId, id));
      const removed = await tx.delete(users).where(eq(users.id, id)).returning({ id: users.id });
      return removed.length;
    });
  }
}
