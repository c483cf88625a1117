import { Inject, Injectable } from '@nestjs/common';
import { type PageQuery, type Product, type ProductDetail } from '@marketplace/contracts';
import { and, asc, count, desc, eq, lte, ne, sql } from 'drizzle-orm';
import { CommittedEvents } from '../events/committed-events.js';
import { DATABASE, type Database, READ_DATABASE, type Transaction } from '../database/database.js';
import { prepareStatement } from '../database/prepared.js';
import { type PlacedTable, placeUnplacedRows } from '../places/places.repository.js';
import {
  categories,
  productImages,
  productListCounts,
  products,
  users,
} from '../database/schema.js';
import {
  type ProductListFilter,
  countKey,
  isListed,
  isPublicList,
  listPredicate,
  narrowed,
  publiclyListed,
} from './product-lists.js';
import {
  byCategory,
  bySeller,
  productColumns,
  toProduct,
  toPublicProduct,
} from './product-rows.js';

/**
 * "Is it for sale": the one predicate every list of listings for sale uses. It repeats the partial
 * indexes' own `where` text (a literal rather than `status = $1`) so the planner can prove
 * those indexes apply under a generic plan too.
 */
/** The first key of the advisory lock that serialises a capped seller's new listings. */
const LISTINGS_LOCK = 14_002;

export type NewProduct = Omit<
  typeof products.$inferInsert,
  | 'id'
  | 'advertised'
  | 'status'
  | 'createdAt'
  | 'previousPrice'
  | 'searchVector'
  | 'image'
  | 'placeId'
  | 'lat'
  | 'lng'
> & { images: string[]; place: ListingPlace | null };

export const listingPlaceColumns: PlacedTable = {
  table: products,
  text: products.location,
  placeId: products.placeId,
  lat: products.lat,
  lng: products.lng,
};

/** Where a listing is: a gazetteer place and its point, or nothing (free-text location). */
export interface ListingPlace {
  id: number;
  lat: number;
  lng: number;
}

const placeColumnsOf = (place: ListingPlace | null | undefined) =>
  place === undefined
    ? {}
    : { placeId: place?.id ?? null, lat: place?.lat ?? null, lng: place?.lng ?? null };

/** The fields an edit may change; `images` replaces every photo, the first becoming the cover. */
export type ProductChanges = Partial<NewProduct>;

const photosOf = sql<
  string[]
>`array(select ${productImages.url} from ${productImages} where ${productImages.productId} = ${products.id} order by ${productImages.position})`;

/** The product page's query: only the id changes (prepared once, see prepared.ts). */
const detailQuery = (db: Database) =>
  db
    .select({
      ...productColumns,
      description: products.description,
      scamKind: products.scamWarning,
      photos: photosOf,
      sellerSuspended: sql<boolean>`${users.suspendedAt} is not null`,
    })
    .from(products)
    .innerJoin(users, bySeller)
    .innerJoin(categories, byCategory)
    .where(eq(products.id, sql.placeholder('id')))
    .limit(1);

/**
 * A category's page at an offset (SPEC.md's `GET /api/products?category=&offset=`), newest first:
 * the page's ids from `category_page_ids` (migration 0030), which keeps one plan for every offset,
 * then only their rows, read and joined. Prepared once, as only the values change.
 */
const categoryPageQuery = (db: Database) =>
  db
    .select(productColumns)
    .from(products)
    .innerJoin(users, bySeller)
    .innerJoin(categories, byCategory)
    .where(
      sql`${products.id} = any(array(select category_page_ids(${sql.placeholder('categoryId')}::bigint, ${sql.placeholder('limit')}::int, ${sql.placeholder('offset')}::int)))`,
    )
    .orderBy(desc(products.createdAt), desc(products.id));

@Injectable()
export class ProductsRepository {
  private readonly detail: ReturnType<ReturnType<typeof detailQuery>['prepare']>;
  private readonly categoryPage: ReturnType<ReturnType<typeof categoryPageQuery>['prepare']>;

  constructor(
    @Inject(DATABASE) private readonly db: Database,
    /** Lists, search and detail: on a replica when there are replicas (see ReadReplicas). */
    @Inject(READ_DATABASE) private readonly reader: Database,
    private readonly committedEvents: CommittedEvents,
  ) {
    this.detail = prepareStatement(detailQuery(reader));
    this.categoryPage = prepareStatement(categoryPageQuery(reader));
  }

  /** Announces, once `tx` commits, a listing that buyers can now find as it reads in `tx`. */
  private async published(tx: Transaction, id: number): Promise<void> {
    const [listing] = await tx
      .select({
        productId: products.id,
        sellerId: products.sellerId,
        sellerVerified: users.verify,
        name: products.name,
        description: products.description,
        categoryId: products.categoryId,
        category: categories.name,
        price: products.resellPrice,
        condition: products.condition,
        location: products.location,
        lat: products.lat,
        lng: products.lng,
      })
      .from(products)
      .innerJoin(users, bySeller)
      .innerJoin(categories, byCategory)
      .where(and(eq(products.id, id), publiclyListed));
    if (listing) await this.committedEvents.record('product.published', listing, tx);
  }

  /** Products with their category name and their seller's name, email and verified flag. */
  private selectProducts() {
    return this.reader
      .select(productColumns)
      .from(products)
      .innerJoin(users, bySeller)
      .innerJoin(categories, byCategory);
  }

  /** A listing in full, with whether the public may see it (see `publiclyListed`). */
  async findById(id: number): Promise<
    | {
        product: Omit<ProductDetail, 'scamWarning'>;
        sellerSuspended: boolean;
        /** The kind of scam pattern the listing matched, or null. */
        scamKind: string | null;
      }
    | undefined
  > {
    const [row] = await this.detail.execute({ id });
    if (!row) return undefined;
    const { description, photos, sellerSuspended, scamKind, ...view } = row;
    return {
      product: { ...toProduct(view), productImages: photos, description },
      sellerSuspended,
      scamKind,
    };
  }

  /** A listing's phone, whether its seller shows it, and whether the public may see the listing. */
  async findPhone(
    id: number,
  ): Promise<
    { sellerId: number; phone: string; showPhone: boolean; sellerSuspended: boolean } | undefined
  > {
    const [row] = await this.db
      .select({
        sellerId: products.sellerId,
        phone: products.phone,
        showPhone: products.showPhone,
        sellerSuspended: sql<boolean>`${users.suspendedAt} is not null`,
      })
      .from(products)
      .innerJoin(users, bySeller)
      .where(eq(products.id, id))
      .limit(1);
    return row;
  }

  /** What a favourite keeps of a listing, and whose it is. */
  async findSnapshot(
    id: number,
  ): Promise<{ sellerId: number; name: string; image: string; resellPrice: number } | undefined> {
    const [row] = await this.reader
      .select({
        sellerId: products.sellerId,
        name: products.name,
        image: products.image,
        resellPrice: products.resellPrice,
      })
      .from(products)
      .where(eq(products.id, id))
      .limit(1);
    return row;
  }

  /** What the rules of an edit need to know about a listing. */
  async findForEdit(id: number): Promise<
    | {
        sellerId: number;
        listed: boolean;
        name: string;
        description: string;
        originalPrice: number;
        resellPrice: number;
      }
    | undefined
  > {
    const [row] = await this.reader
      .select({
        sellerId: products.sellerId,
        listed: sql<boolean>`${isListed}`,
        name: products.name,
        description: products.description,
        originalPrice: products.originalPrice,
        resellPrice: products.resellPrice,
      })
      .from(products)
      .where(eq(products.id, id))
      .limit(1);
    return row;
  }

  /**
   * Whether `id` was ever given to a listing. Ids come from one identity sequence and are never
   * reused, so an id at or below the highest one handed out that finds no row was a listing that
   * is gone (or an insert that was rolled back and never shown). Rows loaded with explicit ids
   * may run ahead of the sequence, hence the highest id too.
   */
  async wasIssued(id: number): Promise<boolean> {
    const [row] = await this.reader
      .select({
        highest: sql<
          string | null
        >`greatest(pg_sequence_last_value(pg_get_serial_sequence('products', 'id')::regclass), max(${products.id}))`,
      })
      .from(products);
    return row?.highest != null && id <= Number(row.highest);
  }

  /** The highest listing id there is, or 0: the sitemap splits the id range into files by it. */
  async highestId(): Promise<number> {
    const [row] = await this.reader
      .select({ highest: sql<string | null>`max(${products.id})` })
      .from(products);
    return Number(row?.highest ?? 0);
  }

  /**
   * Publicly listed products with an id in `(after, upTo]`, in id order, at most `limit`: one
   * keyset page of a sitemap file, read by the primary key whatever the table's size.
   */
  async listedIdsBetween(
    after: number,
    upTo: number,
    limit: number,
  ): Promise<Array<{ id: number; createdAt: Date }>> {
    return this.reader
      .select({ id: products.id, createdAt: products.createdAt })
      .from(products)
      .where(and(sql`${products.id} > ${after}`, lte(products.id, upTo), publiclyListed))
      .orderBy(asc(products.id))
      .limit(limit);
  }

  /**
   * The exact total of a list, as the triggers of migration 0003 keep it. A category narrowed to
   * discounted listings (the promotions' pages) is counted: the trigger keeps no such total.
   */
  async countOf(filter: ProductListFilter | { kind: 'all' }): Promise<number> {
    // A viewer's narrowed list is counted too: only a viewer in a block sees one.
    const countRows =
      filter.kind !== 'all' &&
      (narrowed(filter) || (filter.kind === 'category' && filter.minDiscountPercent !== undefined));
    if (countRows) {
      const [counted] = await this.reader
        .select({ total: count() })
        .from(products)
        .where(listPredicate(filter));
      return counted?.total ?? 0;
    }
    const [row] = await this.reader
      .select({ total: sql<string | null>`sum(${productListCounts.total})` })
      .from(productListCounts)
      .where(eq(productListCounts.listKey, countKey(filter)));
    return Number(row?.total ?? 0);
  }

  /** The seller's id of a product, or undefined when there is no such product. */
  /** A listing's point, when it has a place: where meeting spots are measured from. */
  async findPoint(id: number): Promise<{ lat: number; lng: number } | undefined> {
    const [row] = await this.db
      .select({ lat: products.lat, lng: products.lng })
      .from(products)
      .where(eq(products.id, id));
    return row?.lat == null || row.lng == null ? undefined : { lat: row.lat, lng: row.lng };
  }

  async findSellerId(id: number): Promise<number | undefined> {
    const [row] = await this.reader
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
    const [rows, total] = await Promise.all([this.pageRows(filter, page), this.countOf(filter)]);
    return { items: rows.map(isPublicList(filter) ? toPublicProduct : toProduct), total };
  }

  /**
   * A list's page at an offset. The page's ids first, skipping `offset` entries of the list's
   * index (schema.ts; for a category, an index-only walk that also holds the seller, whom
   * `publiclyListed` checks); only the page's rows are then read and joined. A whole category's
   * page, the one SPEC.md names, runs as one prepared statement (`categoryPageQuery`).
   */
  private pageRows(filter: ProductListFilter, page: PageQuery) {
    if (
      filter.kind === 'category' &&
      filter.minDiscountPercent === undefined &&
      !narrowed(filter)
    ) {
      return this.categoryPage.execute({ categoryId: filter.categoryId, ...page });
    }
    const pageIds = this.db
      .select({ id: products.id })
      .from(products)
      .where(listPredicate(filter))
      .orderBy(desc(products.createdAt), desc(products.id))
      .limit(page.limit)
      .offset(page.offset);
    return this.selectProducts()
      .where(sql`${products.id} = any(array(${pageIds}))`)
      .orderBy(desc(products.createdAt), desc(products.id));
  }

  /**
   * A seller's listings for sale, newest first, for their public profile. One
   * seller's rows, found in order through products_seller_idx; no kept total exists for this list,
   * so it is counted, bounded by the seller's own listings.
   */
  async listSellerForSale(
    sellerId: number,
    page: PageQuery,
  ): Promise<{ items: Product[]; total: number }> {
    const where = and(eq(products.sellerId, sellerId), publiclyListed);
    const [rows, [counted]] = await Promise.all([
      this.selectProducts()
        .where(where)
        .orderBy(desc(products.createdAt), desc(products.id))
        .limit(page.limit)
        .offset(page.offset),
      this.reader.select({ total: count() }).from(products).where(where),
    ]);
    return { items: rows.map(toPublicProduct), total: counted?.total ?? 0 };
  }

  /** Listings made before places existed get the place their location text names (see PlacesService). */
  placeUnplaced(country: string): Promise<void> {
    return placeUnplacedRows(this.db, listingPlaceColumns, country);
  }

  /**
   * Inserts a listing; with `maxListings`, only while the seller has fewer listings not yet sold
   * (undefined otherwise).
   */
  async insert(
    { images, place, ...values }: NewProduct,
    maxListings?: number,
  ): Promise<number | undefined> {
    return this.db.transaction(async (tx) => {
      if (maxListings !== undefined) {
        // One seller's capped listings are added one at a time, so two at once cannot both pass.
        await tx.execute(
          sql`select pg_advisory_xact_lock(${LISTINGS_LOCK}, ${values.sellerId}::int)`,
        );
        const [held] = await tx
          .select({ total: count() })
          .from(products)
          .where(and(eq(products.sellerId, values.sellerId), ne(products.status, 'sold')));
        if ((held?.total ?? 0) >= maxListings) return undefined;
      }
      const [row] = await tx
        .insert(products)
        .values({ ...values, ...placeColumnsOf(place), image: images[0]! })
        .returning({ id: products.id });
      const id = row!.id;
      await tx
        .insert(productImages)
        .values(images.map((url, position) => ({ productId: id, position, url })));
      await this.published(tx, id);
      return id;
    });
  }

  /**
   * Changes a listing that is still for sale; false when it is not (ordered meanwhile). A lower
   * price keeps the one before as `previous_price` ("was …"); a higher one clears it.
   */
  async edit(id: number, { images, place, ...changes }: ProductChanges): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const newPrice = changes.resellPrice;
      const changed = await tx
        .update(products)
        .set({
          ...changes,
          ...placeColumnsOf(place),
          ...(images ? { image: images[0]! } : {}),
          ...(newPrice === undefined
            ? {}
            : {
                previousPrice: sql`case
                  when ${newPrice}::numeric < ${products.resellPrice} then ${products.resellPrice}
                  when ${newPrice}::numeric > ${products.resellPrice} then null
                  else ${products.previousPrice} end`,
              }),
        })
        .where(and(eq(products.id, id), isListed))
        .returning({ id: products.id });
      if (!changed.length) return false;
      if (images) {
        await tx.delete(productImages).where(eq(productImages.productId, id));
        await tx
          .insert(productImages)
          .values(images.map((url, position) => ({ productId: id, position, url })));
      }
      await this.published(tx, id);
      return true;
    });
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
}
