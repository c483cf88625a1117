import { Inject, Injectable } from '@nestjs/common';
import { type SQL, type SQLWrapper, eq, sql } from 'drizzle-orm';
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
 * A listing's facts for another domain's statement that names it by `productId` (an order's
 * transition): read in that statement, so marking its pages stale takes no query of its own.
 */
export const listingFactsOf = (productId: SQLWrapper) => ({
  category: sql<
    string | null
  >`(select c.name from ${products} p join ${categories} c on c.id = p.category_id where p.id = ${productId})`,
  advertised: sql<
    boolean | null
  >`(select p.advertised from ${products} p where p.id = ${productId})`,
});

/** A listing another domain's statement moved, with what `listingFactsOf` read of it. */
export interface MovedListing {
  productId: number | null;
  sellerId: number | null;
  category: string | null;
  advertised: boolean | null;
}

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
   * moved them between available, reserved and sold (in the orders' statement, by a trigger,
   * which answered their facts). A listing gone meanwhile shows on no page.
   */
  listingsChanged(moved: readonly MovedListing[]): void {
    for (const { productId, sellerId, category, advertised } of moved) {
      if (productId === null || sellerId === null || category === null) continue;
      this.changed([{ id: productId, sellerId, category, advertised: advertised === true }]);
    }
  }

  /** The pages showing a seller's listings are stale once the caller's transaction commits. */
  async sellerChanged(tx: Transaction, sellerId: number): Promise<void> {
    this.catalogueChanges.record([CatalogueTags.seller(sellerId)]);
    await this.changedWhere(tx, eq(products.sellerId, sellerId));
  }
}
