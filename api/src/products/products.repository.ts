import { Inject, Injectable } from '@nestjs/common';
import type { AdminProduct, PageQuery, Product, ProductStatus } from '@marketplace/contracts';
import { type SQL, and, count, desc, eq, ilike, inArray, ne, sql } from 'drizzle-orm';
import { DomainEvents, type OrderChange } from '../events/domain-events.js';
import { DATABASE, type Database, type Transaction } from '../database/database.js';
import { categories, products, reports, users } from '../database/schema.js';

/** Which products a list shows. Each one is served in order by an index of schema.ts. */
export type ProductListFilter =
  | { kind: 'category'; categoryId: number }
  | { kind: 'advertised' }
  | { kind: 'seller'; sellerId: number };

/**
 * "Is it for sale": the one predicate every public list uses. It repeats the partial indexes' own
 * `where` text (a literal rather than `status = $1`) so the planner can prove the index applies
 * under a generic plan too.
 */
export const isListed = sql`${products.status} = 'available'`;

const listPredicate = (filter: ProductListFilter): SQL | undefined => {
  switch (filter.kind) {
    case 'category':
      return and(eq(products.categoryId, filter.categoryId), isListed);
    case 'advertised':
      return sql`${products.advertised} and ${isListed}`;
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
  status: products.status,
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
  status: row.status,
});

/** What a listing becomes when an order on it reaches each state. */
const productStatusFor = (change: OrderChange): ProductStatus => {
  switch (change.status) {
    case 'requested':
    case 'accepted':
      return 'reserved';
    case 'completed':
      return 'sold';
    default:
      return 'available';
  }
};

/** The facts an order copies from the listing it reserves. */
export interface ReservedProduct {
  id: number;
  sellerId: number;
  sellerName: string;
  name: string;
  price: number;
  image: string;
  location: string;
  phone: string;
}

/**
 * What anonymous visitors see in the catalogue lists: no seller email (finding 7). The seller's
 * own list, the product page (signed in) and the admin's table keep it, as SPEC.md's calls read it.
 */
const toPublicProduct = (row: ProductView): Product => {
  const { SallerEmail: _email, ...product } = toProduct(row);
  return product;
};

/** Lists every visitor may read, served to anyone and cached alike (PublicListCache). */
const isPublicList = (filter: ProductListFilter) => filter.kind !== 'seller';

const escapeLikePattern = (text: string) => text.replace(/[\\%_]/g, (match) => `\\${match}`);

export type NewProduct = Omit<
  typeof products.$inferInsert,
  'id' | 'advertised' | 'status' | 'createdAt'
>;

@Injectable()
export class ProductsRepository {
  constructor(
    @Inject(DATABASE) private readonly db: Database,
    private readonly events: DomainEvents,
  ) {}

  /** Products with their category name and their seller's name, email and verified flag. */
  private selectProducts() {
    return this.db
      .select(productColumns)
      .from(products)
      .innerJoin(users, bySeller)
      .innerJoin(categories, byCategory);
  }

  async findById(id: number): Promise<Product | undefined> {
    const [row] = await this.selectProducts().where(eq(products.id, id)).limit(1);
    return row && toProduct(row);
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
    return {
      items: rows.map(isPublicList(filter) ? toPublicProduct : toProduct),
      total: totals?.total ?? 0,
    };
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
        .select({ ...productColumns, reportCount: openReports })
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
        ordered: row.status !== 'available',
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
   * Removes a product in one transaction. `product.deleted` goes first, inside it: open orders on
   * it are cancelled and its open reports closed by their own domains; completed orders keep
   * their copy of the product and lose only the link (the foreign key clears it).
   */
  async delete(id: number): Promise<number> {
    return this.db.transaction(async (tx) => {
      await this.events.emit('product.deleted', { productIds: [id] }, tx);
      return this.deleteMany(tx, [id]);
    });
  }

  /**
   * Takes an available product off the market for `buyerId`, unless it is the buyer's own. The
   * conditional update is the lock: of buyers racing for one item the first wins, and the others,
   * once it commits, find it no longer available. Undefined when it was not reserved.
   */
  async reserve(
    tx: Transaction,
    id: number,
    buyerId: number,
  ): Promise<ReservedProduct | undefined> {
    const [row] = await tx
      .update(products)
      .set({ status: 'reserved' })
      .from(users)
      .where(and(eq(products.id, id), isListed, ne(products.sellerId, buyerId), bySeller))
      .returning({
        id: products.id,
        sellerId: products.sellerId,
        sellerName: users.name,
        name: products.name,
        price: products.resellPrice,
        image: products.image,
        location: products.location,
        phone: products.phone,
      });
    return row;
  }

  /** The status of a product, or undefined when there is no such product. */
  async findStatus(id: number): Promise<ProductStatus | undefined> {
    const [row] = await this.db
      .select({ status: products.status })
      .from(products)
      .where(eq(products.id, id))
      .limit(1);
    return row?.status;
  }

  /**
   * Listings follow their orders: reserved while one is open, sold once one completes, available
   * again otherwise. A sold item is never put back on sale.
   */
  async followOrders(tx: Transaction, changes: OrderChange[]): Promise<void> {
    const byStatus = new Map<ProductStatus, number[]>();
    for (const change of changes) {
      if (change.productId === null) continue;
      const status = productStatusFor(change);
      byStatus.set(status, [...(byStatus.get(status) ?? []), change.productId]);
    }
    for (const [status, ids] of byStatus) {
      await tx
        .update(products)
        .set({ status })
        .where(and(inArray(products.id, ids), ne(products.status, 'sold')));
    }
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
