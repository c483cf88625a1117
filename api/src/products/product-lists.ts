import { type SQL, and, eq, sql } from 'drizzle-orm';
import { products, users } from '../database/schema.js';

/** Which listings each list shows, and the counter that keeps its total. */

export const isListed: SQL = sql`${products.status} = 'available'`;

/** Which products a list shows. Each one is served in order by an index of schema.ts. */
export type ProductListFilter =
  /** `minDiscountPercent`: only listings at least that far below their original price. */
  | {
      kind: 'category';
      categoryId: number;
      minDiscountPercent?: number;
      /** Sellers in a block with the (signed-in) viewer: their listings are left out. */
      excludedSellers?: number[];
    }
  | { kind: 'advertised'; excludedSellers?: number[] }
  | { kind: 'seller'; sellerId: number };

/**
 * Whether a product is shown to the public: for sale, and its seller not suspended. The one place
 * that says so; every public list, the detail, search and ordering read it. The suspended sellers
 * are a handful (users_suspended_idx), so the `not in` is one hashed lookup per row.
 */
export const publiclyListed = sql`${isListed} and ${products.sellerId} not in (select ${users.id} from ${users} where ${users.suspendedAt} is not null)`;

/** Leaves out the listings of sellers in a block with the viewer, when there are any. */
const notBy = (sellerIds: number[] | undefined): SQL | undefined =>
  sellerIds?.length
    ? sql`${products.sellerId} <> all(${sql.param(sellerIds)}::bigint[])`
    : undefined;

/** Whether a list is narrowed for its viewer, so neither its kept total nor its prepared page fits. */
export const narrowed = (filter: ProductListFilter): boolean =>
  filter.kind !== 'seller' && Boolean(filter.excludedSellers?.length);

export const listPredicate = (filter: ProductListFilter): SQL | undefined => {
  switch (filter.kind) {
    case 'category':
      return and(
        eq(products.categoryId, filter.categoryId),
        publiclyListed,
        filter.minDiscountPercent === undefined
          ? undefined
          : sql`${products.resellPrice} * 100 <= ${products.originalPrice} * ${100 - filter.minDiscountPercent}`,
        notBy(filter.excludedSellers),
      );
    case 'advertised':
      return and(sql`${products.advertised}`, publiclyListed, notBy(filter.excludedSellers));
    case 'seller':
      return eq(products.sellerId, filter.sellerId);
  }
};

/** The row of `product_list_counts` (kept by triggers of migration 0003) that counts a list. */
export const countKey = (filter: ProductListFilter | { kind: 'all' }): string => {
  switch (filter.kind) {
    case 'category':
      return `category:${filter.categoryId}`;
    case 'seller':
      return `seller:${filter.sellerId}`;
    case 'advertised':
    case 'all':
      return filter.kind;
  }
};

/** Lists every visitor may read, served to anyone and cached alike (PublicListCache). */
export const isPublicList = (filter: ProductListFilter) => filter.kind !== 'seller';
