import { Inject, Injectable } from '@nestjs/common';
import { type SQL, eq, inArray, sql } from 'drizzle-orm';
import {
  CatalogueChanges,
  CatalogueTags,
  type ListingFacts,
  listingTags,
} from '../cluster/catalogue-changes.js';
import { DATABASE, type Database, type Transaction } from '../database/database.js';
import { categories, products } from '../database/schema.js';

/** What a changed row tells the caches about the pages that show it (CatalogueChanges). */
export const listingFacts = {
  id: products.id,
  category: sql<string>`(select ${categories.name} from ${categories} where ${categories.id} = ${products.categoryId})`,
  sellerId: products.sellerId,
  advertised: products.advertised,
};

/**
 * Which catalogue pages a write to listings makes stale: the products domain's own writes, and
 * the listings an order reserved, freed or sold (the orders domain reports those).
 */
@Injectable()
export class ListingChanges {
  constructor(
    @Inject(DATABASE) private readonly db: Database,
    private readonly catalogueChanges: CatalogueChanges,
  ) {}

  /** The pages showing these listings are stale once the change commits. */
  changed(rows: readonly ListingFacts[]): void {
    for (const row of rows) this.catalogueChanges.record(listingTags(row));
  }

  /** The pages showing the listings `where` matches, as they are now, are stale (see changed). */
  async changedWhere(executor: Database | Transaction, where: SQL): Promise<void> {
    this.changed(await executor.select(listingFacts).from(products).where(where));
  }

  /**
   * The pages showing these listings are stale once the caller's write has committed: their orders
   * moved them between available, reserved and sold (in the orders' statement, by a trigger).
   * Inside a transaction, pass it: PGlite runs one at a time.
   */
  async listingsChanged(ids: readonly number[], executor: Database | Transaction = this.db) {
    if (ids.length > 0) await this.changedWhere(executor, inArray(products.id, [...ids]));
  }

  /** The pages showing a seller's listings are stale once the caller's transaction commits. */
  async sellerChanged(tx: Transaction, sellerId: number): Promise<void> {
    this.catalogueChanges.record([CatalogueTags.seller(sellerId)]);
    await this.changedWhere(tx, eq(products.sellerId, sellerId));
  }
}
