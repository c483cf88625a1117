import { Inject, Injectable } from '@nestjs/common';
import type { Favourite, PageQuery } from '@marketplace/contracts';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import { DATABASE, type Database } from '../database/database.js';
import { favourites, products } from '../database/schema.js';

export type NewFavourite = Omit<typeof favourites.$inferInsert, 'id' | 'createdAt'>;

@Injectable()
export class FavouritesRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  /**
   * Keeps a listing unless the account already does, or keeps `max` already. Says which happened.
   */
  async add(values: NewFavourite, max: number): Promise<'added' | 'kept already' | 'full'> {
    return this.db.transaction(async (tx) => {
      // One account's favourites are added one request at a time, so two at once cannot both pass
      // the limit.
      await tx.execute(
        sql`select pg_advisory_xact_lock(${FAVOURITES_LOCK}, ${values.userId}::int)`,
      );
      const [existing] = await tx
        .select({ id: favourites.id })
        .from(favourites)
        .where(
          and(eq(favourites.userId, values.userId), eq(favourites.productId, values.productId)),
        );
      if (existing) return 'kept already';
      const [kept] = await tx
        .select({ total: count() })
        .from(favourites)
        .where(eq(favourites.userId, values.userId));
      if ((kept?.total ?? 0) >= max) return 'full';
      await tx.insert(favourites).values(values);
      return 'added';
    });
  }

  /** The ids of every listing an account keeps (at most FAVOURITES_MAX), for the hearts. */
  async productIds(userId: number): Promise<string[]> {
    const rows = await this.db
      .select({ productId: favourites.productId })
      .from(favourites)
      .where(eq(favourites.userId, userId))
      .orderBy(desc(favourites.createdAt), desc(favourites.id));
    return rows.map((row) => String(row.productId));
  }

  async remove(userId: number, productId: number): Promise<number> {
    const removed = await this.db
      .delete(favourites)
      .where(and(eq(favourites.userId, userId), eq(favourites.productId, productId)))
      .returning({ id: favourites.id });
    return removed.length;
  }

  /**
   * An account's favourites, newest first, each with its listing's current price and state. At
   * most FAVOURITES_MAX per account, so offset paging and an exact count stay cheap.
   */
  async list(
    userId: number,
    page: PageQuery,
    blockedSellers: number[],
  ): Promise<{ items: Favourite[]; total: number }> {
    // A blocked seller's listing is joined to nothing, so it reads as a removed one.
    const shown = blockedSellers.length
      ? and(
          eq(products.id, favourites.productId),
          sql`${products.sellerId} <> all(${sql.param(blockedSellers)}::bigint[])`,
        )
      : eq(products.id, favourites.productId);
    const [rows, [totals]] = await Promise.all([
      this.db
        .select({
          id: favourites.id,
          productId: favourites.productId,
          productName: sql<string>`coalesce(${products.name}, ${favourites.productName})`,
          image: sql<string>`coalesce(${products.image}, ${favourites.image})`,
          price: sql<string>`coalesce(${products.resellPrice}, ${favourites.price})`,
          status: products.status,
          createdAt: favourites.createdAt,
        })
        .from(favourites)
        .leftJoin(products, shown)
        .where(eq(favourites.userId, userId))
        .orderBy(desc(favourites.createdAt), desc(favourites.id))
        .limit(page.limit)
        .offset(page.offset),
      this.db.select({ total: count() }).from(favourites).where(eq(favourites.userId, userId)),
    ]);
    return {
      items: rows.map((row) => ({
        _id: String(row.id),
        productId: String(row.productId),
        productName: row.productName,
        productImage: row.image,
        resellPrice: Number(row.price),
        status: row.status ?? 'removed',
        createdAt: row.createdAt.toISOString(),
      })),
      total: totals?.total ?? 0,
    };
  }
}

/** The first key of the advisory lock that serialises one account's favourite writes. */
const FAVOURITES_LOCK = 14_001;
