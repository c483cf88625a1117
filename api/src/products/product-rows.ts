import type { Product } from '@marketplace/contracts';
import { type SQL, eq, sql } from 'drizzle-orm';
import { localPhone } from '../common/market-phones.js';
import { categories, products, userReputation, users } from '../database/schema.js';

/**
 * The seller's rating on every product record, read from the per-account
 * figures of `user_reputation` (one primary-key lookup per row, no aggregation of reviews), as
 * subqueries on `products.seller_id` so they need no join in the lists' own queries.
 */
function sellerRatingColumns() {
  // Written out in full: a select without joins leaves its columns unqualified.
  const sellerId = sql`${products}.${sql.identifier(products.sellerId.name)}`;
  const ofSeller = (value: SQL) =>
    sql`(select ${value} from ${userReputation} where ${userReputation.userId} = ${sellerId})`;
  return {
    sellerRating: sql<number | null>`${ofSeller(
      sql`round(${userReputation.ratingSum}::numeric / nullif(${userReputation.ratingCount}, 0), 1)`,
    )}`.mapWith(Number),
    sellerRatingCount:
      sql<number>`coalesce(${ofSeller(sql`${userReputation.ratingCount}`)}, 0)`.mapWith(Number),
  };
}

export const productColumns = {
  id: products.id,
  sellerId: products.sellerId,
  name: products.name,
  image: products.image,
  location: products.location,
  originalPrice: products.originalPrice,
  resellPrice: products.resellPrice,
  yearsOfUse: products.yearsOfUse,
  phone: products.phone,
  showPhone: products.showPhone,
  advertised: products.advertised,
  status: products.status,
  condition: products.condition,
  previousPrice: products.previousPrice,
  placeId: products.placeId,
  createdAt: products.createdAt,
  category: categories.name,
  sellerName: users.name,
  sellerEmail: users.email,
  sellerVerified: users.verify,
  ...sellerRatingColumns(),
};

export const bySeller = eq(users.id, products.sellerId);
export const byCategory = eq(categories.id, products.categoryId);

type ColumnValue<C extends { _: { data: unknown; notNull: boolean } }> =
  C['_']['notNull'] extends true ? C['_']['data'] : C['_']['data'] | null;

type TableColumns = Omit<typeof productColumns, keyof ReturnType<typeof sellerRatingColumns>>;

type ProductView = { [K in keyof TableColumns]: ColumnValue<TableColumns[K]> } & {
  sellerRating: number | null;
  sellerRatingCount: number;
};

const twoDigits = (value: number) => String(value).padStart(2, '0');

/**
 * SPEC.md's `date` and `time` are the local date and time of creation. The server's clock and
 * time zone set them (never the client's), derived from `created_at` so they cannot disagree.
 */
const localDate = (at: Date) =>
  `${at.getFullYear()}-${twoDigits(at.getMonth() + 1)}-${twoDigits(at.getDate())}`;
const localTime = (at: Date) => `${twoDigits(at.getHours())}:${twoDigits(at.getMinutes())}`;

export const toProduct = (row: ProductView): Product => ({
  _id: String(row.id),
  sellerId: String(row.sellerId),
  productName: row.name,
  productImage: row.image,
  location: row.location,
  orginalPrice: row.originalPrice,
  resellPrice: row.resellPrice,
  yearsOfUsed: row.yearsOfUse,
  category: row.category,
  date: localDate(row.createdAt),
  time: localTime(row.createdAt),
  phone: localPhone(row.phone),
  showPhone: row.showPhone,
  SallerName: row.sellerName,
  SallerEmail: row.sellerEmail,
  advrtized: row.advertised,
  verify: row.sellerVerified,
  status: row.status,
  condition: row.condition,
  previousPrice: row.previousPrice,
  sellerRating: row.sellerRating,
  sellerRatingCount: row.sellerRatingCount,
  placeId: row.placeId === null ? null : String(row.placeId),
});

/**
 * What anonymous visitors see in the catalogue lists: no seller email (finding 7) and no phone,
 * which signed-in visitors ask for one listing at a time (`findPhone`). The seller's own list and
 * the admin's table keep both, as SPEC.md's calls read them.
 */
export const toPublicProduct = (row: ProductView): Product => {
  const { SallerEmail: _email, phone: _phone, ...product } = toProduct(row);
  return product;
};
