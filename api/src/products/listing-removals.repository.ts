import { Inject, Injectable } from '@nestjs/common';
import { eq, inArray } from 'drizzle-orm';
import { DATABASE, type Database, type Transaction } from '../database/database.js';
import { products } from '../database/schema.js';
import { DomainEvents, type ListingRemoval } from '../events/domain-events.js';

/** Removing listings: one by its seller or an admin, or every listing of a deleted account. */
@Injectable()
export class ListingRemovals {
  constructor(
    @Inject(DATABASE) private readonly db: Database,
    private readonly events: DomainEvents,
  ) {}

  /**
   * Removes a product in one transaction. `product.deleted` goes first, inside it: open orders on
   * it are cancelled and its open reports closed by their own domains; completed orders keep
   * their copy of the product and lose only the link (the foreign key clears it).
   */
  async delete(id: number, executor: Database | Transaction = this.db): Promise<number> {
    return executor.transaction(async (tx) => {
      await this.events.emit('product.deleted', { productIds: [id] }, tx);
      return this.deleteMany(tx, [id]);
    });
  }

  /** An administrator's removal: announced first, so the seller and the reporters are told. */
  async removeByAdministrator(removal: ListingRemoval, tx: Transaction): Promise<number> {
    await this.events.emit('product.removed-by-admin', removal, tx);
    return this.delete(removal.productId, tx);
  }

  /** The ids of a seller's listings. */
  async idsOfSeller(tx: Transaction, sellerId: number): Promise<number[]> {
    const rows = await tx
      .select({ id: products.id })
      .from(products)
      .where(eq(products.sellerId, sellerId));
    return rows.map((row) => row.id);
  }

  /** Deletes listings inside the caller's transaction; the caller has announced it first. */
  async deleteMany(tx: Transaction, ids: number[]): Promise<number> {
    if (!ids.length) return 0;
    const removed = await tx
      .delete(products)
      .where(inArray(products.id, ids))
      .returning({ id: products.id });
    return removed.length;
  }
}
