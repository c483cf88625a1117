import { Inject, Injectable } from '@nestjs/common';
import type { AdminProduct, PageQuery, Product } from '@marketplace/contracts';
import { type SQL, and, count, desc, eq, ilike, isNull, ne, sql } from 'drizzle-orm';
import { DATABASE, type Database } from '../database/database.js';
import { categories, orders, products, reports, users } from '../database/schema.js';

/** Which products a list shows. Each one is served in order by an index of schema.ts. */
export type ProductListFilter =
  | { kind: 'category'; categoryId: number }
  | { kind: 'advertised' }
  | { kind: 'seller'; sellerId: number };

/**
 * Whether a product is shown to the public: for sale, and its seller not suspended. The one place
 * that says so; every public list, the detail, search and ordering read it. `available` is bare
 * (not `available = $1`), as in the partial indexes' own `where`, so the planner can prove they
 * apply under a generic plan too. The suspended sellers are a handful (users_suspended_idx), so
 * the `not in` is one hashed lookup per row.
 */
export const publiclyListed = sql`${products.available} and ${products.sellerId} not in (select ${users.id} from ${users} where ${users.suspendedAt} is not null)`;

const listPredicate = (filter: ProductListFilter): SQL | undefined => {
  switch (filter.kind) {
    case 'category':
      return and(eq(products.categoryId, filter.categoryId), publiclyListed);
    case 'advertised':
      return and(sql`${products.advertised}`, publiclyListed);
    case 'seller':
      return eq(products.sellerId, filter.sellerId);
  }
};

const productColumns = {
  id: products.id,
  name: products.name,
  image: products.image,
  location: products.location,
  originalPrice: products.originalPrice,
  resellPrice: products.resellPrice,
  yearsOfUse: products.yearsOfUse,
  phone: products.phone,
  advertised: products.advertised,
  createdAt: products.createdAt,
  category: categories.name,
  sellerName: users.name,
  sellerEmail: users.email,
  sellerVerified: users.verify,
};

const bySeller = eq(users.id, products.sellerId);
const byCategory = eq(categories.id, products.categoryId);

type ProductView = {
  [K in keyof typeof productColumns]: (typeof productColumns)[K]['_']['data'];
};

const twoDigits = (value: number) => String(value).padStart(2, '0');

/**
 * SPEC.md's `date` and `time` are the local date and time of creation. The server's clock and
 * time zone set them (never the client's), derived from `created_at` so they cannot disagree.
 */
const localDate = (at: Date) =>
  `${at.getFullYear()}-${twoDigits(at.getMonth() + 1)}-${twoDigits(at.getDate())}`;
const localTime = (at: Date) => `${twoDigits(at.getHours())}:${twoDigits(at.getMinutes())}`;

const toProduct = (row: ProductView): Product => ({
  _id: String(row.id),
  productName: row.name,
  productImage: row.image,
  location: row.location,
  orginalPrice: row.originalPrice,
  resellPrice: row.resellPrice,
  yearsOfUsed: row.yearsOfUse,
  category: row.category,
  date: localDate(row.createdAt),
  time: localTime(row.createdAt),
  phone: row.phone,
  SallerName: row.sellerName,
  SallerEmail: row.sellerEmail,
  advrtized: row.advertised,
  verify: row.sellerVerified,
});

const escapeLikePattern = (text: string) => text.replace(/[\\%_]/g, (match) => `\\${match}`);

export type NewProduct = Omit<
  typeof products.$inferInsert,
  'id' | 'advertised' | 'available' | 'createdAt'
>;

@Injectable()
export class ProductsRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  /** Products with their category name and their seller's name, email and verified flag. */
  private selectProducts() {
    return this.db
      .select(productColumns)
      .from(products)
      .innerJoin(users, bySeller)
      .innerJoin(categories, byCategory);
  }

  /** A product with whether the public may see it (see `publiclyListed`). */
  async findById(id: number): Promise<{ product: Product; sellerSuspended: boolean } | undefined> {
    const [row] = await this.db
      .select({
        ...productColumns,
        sellerSuspended: sql<boolean>`${users.suspendedAt} is not null`,
      })
      .from(products)
      .innerJoin(users, bySeller)
      .innerJoin(categories, byCategory)
      .where(eq(products.id, id))
      .limit(1);
    return row && { product: toProduct(row), sellerSuspended: row.sellerSuspended };
  }

  /** The seller's id of a product, or undefined when there is no such product. */
  async findSellerId(id: number): Promise<number | undefined> {
    const [row] = await this.db
      .select({ sellerId: products.sellerId })
      .from(products)
      .where(eq(products.id, id))
      .limit(1);
    return row?.sellerId;
  }

  async list(
    filter: ProductListFilter,
    page: PageQuery,
  ): Promise<{ items: Product[]; total: number }> {
    const where = listPredicate(filter);
    const [rows, [totals]] = await Promise.all([
      this.selectProducts()
        .where(where)
        .orderBy(desc(products.createdAt), desc(products.id))
        .limit(page.limit)
        .offset(page.offset),
      this.db.select({ total: count() }).from(products).where(where),
    ]);
    return { items: rows.map(toProduct), total: totals?.total ?? 0 };
  }

  /** Every product for the admin's table, newest first, optionally only names containing `search`. */
  async listForAdmin(
    search: string | undefined,
    page: PageQuery,
  ): Promise<{ items: AdminProduct[]; total: number }> {
    const where = search ? ilike(products.name, `%${escapeLikePattern(search)}%`) : undefined;
    const openReports = sql<number>`(select count(*)::int from ${reports} where ${reports.productId} = ${products.id} and ${reports.closedAt} is null)`;
    const [rows, [totals]] = await Promise.all([
      this.db
        .select({ ...productColumns, reportCount: openReports, available: products.available })
        .from(products)
        .innerJoin(users, bySeller)
        .innerJoin(categories, byCategory)
        .where(where)
        .orderBy(desc(products.createdAt), desc(products.id))
        .limit(page.limit)
        .offset(page.offset),
      this.db.select({ total: count() }).from(products).where(where),
    ]);
    return {
      items: rows.map((row) => ({
        ...toProduct(row),
        reportCount: Number(row.reportCount),
        ordered: !row.available,
      })),
      total: totals?.total ?? 0,
    };
  }

  async insert(values: NewProduct): Promise<number> {
    const [row] = await this.db.insert(products).values(values).returning({ id: products.id });
    return row!.id;
  }

  /** Marks a product advertised; true when it was not advertised before. */
  async advertise(id: number): Promise<boolean> {
    const changed = await this.db
      .update(products)
      .set({ advertised: true })
      .where(and(eq(products.id, id), eq(products.advertised, false)))
      .returning({ id: products.id });
    return changed.length > 0;
  }

  /**
   * Removes a product in one transaction: its open reports close and an active order on it is
   * cancelled (the order stays in its buyer's list; the foreign key then clears its product id).
   */
  async delete(id: number, executor: Database = this.db): Promise<number> {
    return executor.transaction(async (tx) => {
      const now = new Date();
      await tx
        .update(reports)
        .set({ closedAt: now })
        .where(and(eq(reports.productId, id), isNull(reports.closedAt)));
      await tx
        .update(orders)
        .set({ status: 'cancelled', cancelledAt: now })
        .where(and(eq(orders.productId, id), ne(orders.status, 'cancelled')));
      const removed = await tx
        .delete(products)
        .where(eq(products.id, id))
        .returning({ id: products.id });
      return removed.length;
    });
  }
}
