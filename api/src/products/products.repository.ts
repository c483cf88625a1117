import { Inject, Injectable } from '@nestjs/common';
import {
  type AdminProduct,
  type PageQuery,
  type Product,
  type ProductCondition,
  type ProductDetail,
  type ProductSort,
  type ProductStatus,
  searchWords,
} from '@marketplace/contracts';
import {
  type Placeholder,
  type SQL,
  and,
  asc,
  count,
  desc,
  eq,
  gte,
  ilike,
  inArray,
  lte,
  ne,
  sql,
} from 'drizzle-orm';
import { DomainEvents, type OrderChange } from '../events/domain-events.js';
import { DATABASE, type Database, type Transaction, queryRows } from '../database/database.js';
import { prepareStatement } from '../database/prepared.js';
import {
  categories,
  productImages,
  productListCounts,
  products,
  reports,
  searchTerms,
  userReputation,
  users,
} from '../database/schema.js';

/**
 * "Is it for sale": the one predicate every list of listings for sale uses. It repeats the partial
 * indexes' own `where` text (a literal rather than `status = $1`) so the planner can prove
 * those indexes apply under a generic plan too.
 */
export const isListed: SQL = sql`${products.status} = 'available'`;

/** Which products a list shows. Each one is served in order by an index of schema.ts. */
export type ProductListFilter =
  /** `minDiscountPercent`: only listings at least that far below their original price. */
  | { kind: 'category'; categoryId: number; minDiscountPercent?: number }
  | { kind: 'advertised' }
  | { kind: 'seller'; sellerId: number };

/**
 * Whether a product is shown to the public: for sale, and its seller not suspended. The one place
 * that says so; every public list, the detail, search and ordering read it. The suspended sellers
 * are a handful (users_suspended_idx), so the `not in` is one hashed lookup per row.
 */
export const publiclyListed = sql`${isListed} and ${products.sellerId} not in (select ${users.id} from ${users} where ${users.suspendedAt} is not null)`;

const listPredicate = (filter: ProductListFilter): SQL | undefined => {
  switch (filter.kind) {
    case 'category':
      return and(
        eq(products.categoryId, filter.categoryId),
        publiclyListed,
        filter.minDiscountPercent === undefined
          ? undefined
          : sql`${products.resellPrice} * 100 <= ${products.originalPrice} * ${100 - filter.minDiscountPercent}`,
      );
    case 'advertised':
      return and(sql`${products.advertised}`, publiclyListed);
    case 'seller':
      return eq(products.sellerId, filter.sellerId);
  }
};

/** The row of `product_list_counts` (kept by triggers of migration 0003) that counts a list. */
const countKey = (filter: ProductListFilter | { kind: 'all' }): string => {
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

/**
 * How many of the newest matches a relevance sort ranks when a search has more than it counts
 * ("1,000+"): with a window of 1,000, a relevance page of a common word took 7 ms of the
 * database's time, and 200 brought searches from 102 to 129 a second. Paged by relevance, such a
 * search ends after these 200; sorted otherwise, it pages on.
 */
export const RELEVANCE_WINDOW = 200;

/**
 * How far above the count's cap PostgreSQL's estimate of a search's matches must be for it to say
 * "1,000+" without counting: counting the first 1,001 matches of a common word reads its whole
 * posting list, 7 ms of a 12 ms search at a million listings. PostgreSQL takes words and filters
 * to be independent, so the estimate of a buyer's search can be too high: at five times the cap
 * none of 400 sampled searches of the benchmark was, at twice it one (2,337 for 974 matches); a
 * first page with room to spare holds every match, and counts them itself. The admin's name
 * search has one condition, estimated from the names' own statistics.
 */
const TRUSTED_ESTIMATE_FACTOR = 5;

/**
 * How many shapes of word-less search pages keep a prepared statement, in this process and on
 * each database connection. Anyone picks the filters and the page size: past this, a page of a
 * new shape runs as a one-off query instead of adding to what is kept.
 */
const MAX_WORDLESS_SHAPES = 200;

/** A search, its filters already resolved to ids and numbers. */
export interface ProductSearch {
  text: string | undefined;
  categoryId: number | undefined;
  minPrice: number | undefined;
  maxPrice: number | undefined;
  location: string | undefined;
  condition: ProductCondition | undefined;
  verifiedOnly: boolean;
  sort: ProductSort;
}

/** Where the previous page stopped: the last row's sort key, then its id. */
export type SortKey = [string | number, number];

/** The words of a search and, for each, the catalogue words it stands for. */
interface SearchText {
  words: string[];
  terms: string[][];
}

/**
 * The values a search's SQL compares with. Which of them are present decides the SQL's shape;
 * the values themselves go in as parameters, or, for a prepared statement, as placeholders.
 */
type SearchValues = {
  categoryId?: number;
  minPrice?: number;
  maxPrice?: number;
  condition?: ProductCondition;
  locationPattern?: string;
  afterKey?: string | number;
  afterId?: number;
  /** The matching ids, when the first page found them all. */
  ids?: number[];
};

type BindValue = <Name extends keyof SearchValues>(
  name: Name,
) => NonNullable<SearchValues[Name]> | Placeholder<Name>;

const valuesAsParameters =
  (values: SearchValues): BindValue =>
  (name) =>
    values[name]!;

/**
 * Where a search page's rows are looked for: among the ids the first page counted (all the
 * matches), among the matches found again (a later page of a search with few), among the newest
 * RELEVANCE_WINDOW matches (relevance, many matches), or along the sort's index (many matches).
 */
type SearchScope = 'counted ids' | 'matching ids' | 'newest matches' | 'matches';

/** How many catalogue words at most stand in for one typed word. */
const TERMS_PER_WORD = 8;

/**
 * Whether a typed word is looked up in the catalogue's vocabulary (migration 0011): it has a
 * letter and three characters, as the vocabulary's words do. Others ("4k", "2019") match as a
 * prefix of a listing's words.
 */
const isVocabularyWord = (word: string) => word.length >= 3 && /\p{L}/u.test(word);

/** A catalogue word as a quoted tsquery lexeme, so no character of it is tsquery syntax. */
const quotedLexeme = (term: string) => `'${term.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`;

/**
 * The full-text query of one typed word. A vocabulary word matches the catalogue words that
 * start with it or lie within a typo of it (its own stem among them, when a listing has it):
 * whole lexemes, which the GIN index intersects by skipping through their posting lists. (A
 * prefix query, `word:*`, first gathers every listing of every lexeme with that prefix: 24 ms for
 * two common words at a million listings.) With no such catalogue word, its stem matches
 * nothing, and a stop word ("the") makes an empty query, which `&&` drops.
 */
const wordQuery = (word: string, terms: string[]): SQL => {
  if (!isVocabularyWord(word)) return sql`to_tsquery('english', ${`${word}:*`})`;
  if (!terms.length) return sql`to_tsquery('english', ${word})`;
  // 'simple': the catalogue words are already stemmed and must not be stemmed again.
  return sql`to_tsquery('simple', ${terms.map(quotedLexeme).join(' | ')})`;
};

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

const productColumns = {
  id: products.id,
  sellerId: products.sellerId,
  name: products.name,
  image: products.image,
  location: products.location,
  originalPrice: products.originalPrice,
  resellPrice: products.resellPrice,
  yearsOfUse: products.yearsOfUse,
  phone: products.phone,
  advertised: products.advertised,
  status: products.status,
  condition: products.condition,
  previousPrice: products.previousPrice,
  createdAt: products.createdAt,
  category: categories.name,
  sellerName: users.name,
  sellerEmail: users.email,
  sellerVerified: users.verify,
  ...sellerRatingColumns(),
};

const bySeller = eq(users.id, products.sellerId);
const byCategory = eq(categories.id, products.categoryId);

/**
 * The products of these ids (or of a placeholder for them), read by primary key. One parameter:
 * an array straight inside sql`` would become a list of them.
 */
const idAmong = (ids: number[] | Placeholder) =>
  sql`${products.id} = any(${sql.param(ids)}::bigint[])`;

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

const toProduct = (row: ProductView): Product => ({
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
  phone: row.phone,
  SallerName: row.sellerName,
  SallerEmail: row.sellerEmail,
  advrtized: row.advertised,
  verify: row.sellerVerified,
  status: row.status,
  condition: row.condition,
  previousPrice: row.previousPrice,
  sellerRating: row.sellerRating,
  sellerRatingCount: row.sellerRatingCount,
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
  'id' | 'advertised' | 'status' | 'createdAt' | 'previousPrice' | 'searchVector' | 'image'
> & { images: string[] };

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
      photos: photosOf,
      sellerSuspended: sql<boolean>`${users.suspendedAt} is not null`,
    })
    .from(products)
    .innerJoin(users, bySeller)
    .innerJoin(categories, byCategory)
    .where(eq(products.id, sql.placeholder('id')))
    .limit(1);

@Injectable()
export class ProductsRepository {
  private readonly detail: ReturnType<ReturnType<typeof detailQuery>['prepare']>;
  /** Word-less search pages' statements, by shape (see `wordlessPage`). */
  private readonly wordlessPages = new Map<
    string,
    ReturnType<ReturnType<ProductsRepository['pageQuery']>['prepare']>
  >();

  constructor(
    @Inject(DATABASE) private readonly db: Database,
    private readonly events: DomainEvents,
  ) {
    this.detail = prepareStatement(detailQuery(db));
  }

  /** Products with their category name and their seller's name, email and verified flag. */
  private selectProducts() {
    return this.db
      .select(productColumns)
      .from(products)
      .innerJoin(users, bySeller)
      .innerJoin(categories, byCategory);
  }

  /** A listing in full, with whether the public may see it (see `publiclyListed`). */
  async findById(
    id: number,
  ): Promise<{ product: ProductDetail; sellerSuspended: boolean } | undefined> {
    const [row] = await this.detail.execute({ id });
    if (!row) return undefined;
    const { description, photos, sellerSuspended, ...view } = row;
    return {
      product: { ...toProduct(view), productImages: photos, description },
      sellerSuspended,
    };
  }

  /** What a favourite keeps of a listing, and whose it is. */
  async findSnapshot(
    id: number,
  ): Promise<{ sellerId: number; name: string; image: string; resellPrice: number } | undefined> {
    const [row] = await this.db
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
  async findForEdit(id: number): Promise<{ sellerId: number; listed: boolean } | undefined> {
    const [row] = await this.db
      .select({ sellerId: products.sellerId, listed: sql<boolean>`${isListed}` })
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
    const [row] = await this.db
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
    const [row] = await this.db
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
    return this.db
      .select({ id: products.id, createdAt: products.createdAt })
      .from(products)
      .where(and(sql`${products.id} > ${after}`, lte(products.id, upTo), publiclyListed))
      .orderBy(asc(products.id))
      .limit(limit);
  }

  /**
   * Listings for sale matching a search, a page after `page.after` in the order of `search.sort`,
   * each with its sort key, and how many match: `page.total` when the caller knows it (a cursor
   * carries it), else counted up to `countUpTo`, or `countUpTo` when PostgreSQL estimates far
   * more (TRUSTED_ESTIMATE_FACTOR).
   *
   * The count decides the plan. Many matches: the sort's own index (schema.ts) is walked and meets
   * a match every few rows; relevance ranks the newest RELEVANCE_WINDOW of them, since ranking
   * every match of a common word (a fifth of a million listings) took 2.8 s. Few matches: they
   * are all fetched through the text index and sorted. PostgreSQL cannot tell the two apart on
   * its own, since it takes words and filters to be independent: it walked a whole category's
   * index for two words that never occur in it (73 000 rows, 140 ms).
   */
  async search(
    search: ProductSearch,
    page: { after: SortKey | undefined; limit: number; total: number | undefined },
    countUpTo: number,
  ): Promise<{ rows: Array<{ product: Product; key: SortKey }>; total: number }> {
    const words = search.text ? searchWords(search.text) : [];
    const text: SearchText | undefined = words.length
      ? { words, terms: await this.vocabularyMatches(words) }
      : undefined;
    const values: SearchValues = {
      categoryId: search.categoryId,
      minPrice: search.minPrice,
      maxPrice: search.maxPrice,
      condition: search.condition,
      locationPattern: search.location ? `%${escapeLikePattern(search.location)}%` : undefined,
      afterKey: page.after?.[0],
      afterId: page.after?.[1],
    };
    // The first page counts (or estimates); a later one knows the count from its cursor and finds
    // the ids again.
    const counted =
      page.total === undefined
        ? await this.matchesUpTo(
            this.searchPredicate(search, text, values, valuesAsParameters(values)).where,
            countUpTo,
          )
        : undefined;
    const estimated = counted === 'estimated';
    const countedIds = estimated ? undefined : counted;
    const total = estimated ? countUpTo : (countedIds?.length ?? page.total ?? 0);
    let scope: SearchScope;
    if (total < countUpTo) {
      scope = countedIds ? 'counted ids' : 'matching ids';
      values.ids = countedIds;
    } else {
      scope = search.sort === 'relevance' ? 'newest matches' : 'matches';
    }
    // Without words the plan is the same for every value (the sort's index, or the ids), so the
    // statement is built and planned once per shape; with words it depends on how common they
    // are, which a generic plan cannot know.
    const prepared = text ? undefined : this.wordlessPage(search, scope, page.limit, values);
    const rows = prepared
      ? await prepared.execute(values)
      : await this.pageQuery(search, text, scope, page.limit, values, valuesAsParameters(values));
    return {
      rows: rows.map(({ sortKey: key, ...view }) => ({
        product: toPublicProduct(view),
        key: [key, view.id],
      })),
      total: estimated && rows.length < page.limit ? rows.length : total,
    };
  }

  /**
   * A page of a search. The page is chosen from the products alone; only its rows are joined to
   * their seller and category (joining first cost a relevance page 1,000 joins and rating
   * lookups: 13 ms).
   */
  private pageQuery(
    search: ProductSearch,
    text: SearchText | undefined,
    scope: SearchScope,
    limit: number,
    values: SearchValues,
    bind: BindValue,
  ) {
    const { where, rank } = this.searchPredicate(search, text, values, bind);
    const [sortKey, order, keyset] = this.searchOrder(search.sort, rank, values, bind);
    const within = (): SQL | undefined => {
      switch (scope) {
        case 'counted ids':
          return idAmong(bind('ids'));
        case 'matching ids':
          // Computed once (an array, not a join), so the rows are read by primary key.
          return sql`${products.id} = any(array(${this.idsMatching(where)}))`;
        case 'newest matches':
          return and(
            where,
            inArray(
              products.id,
              this.idsMatching(where)
                .orderBy(desc(products.createdAt), desc(products.id))
                .limit(RELEVANCE_WINDOW),
            ),
          );
        case 'matches':
          return where;
      }
    };
    // The limit is part of the SQL, not a parameter: under `limit $n` a generic plan expects a
    // tenth of a category, so it looked dearer than planning anew, and PostgreSQL planned every
    // page again (0.5 ms of a 0.7 ms page). A number's text is all that reaches the SQL.
    const pageIds = sql`select ${products.id} from ${products} where ${and(within(), keyset)} order by ${sql.join(order, sql`, `)} limit ${sql.raw(String(limit))}`;
    return this.db
      .select({ ...productColumns, sortKey })
      .from(products)
      .innerJoin(users, bySeller)
      .innerJoin(categories, byCategory)
      .where(sql`${products.id} in (${pageIds})`)
      .orderBy(...order);
  }

  /**
   * The prepared statement of a word-less search page of this shape (its sort, scope, page size
   * and which filters it has), built on first use with placeholders for the values; none once
   * MAX_WORDLESS_SHAPES are kept. Building a select of this size took a fifth of the API's time
   * on a category page.
   */
  private wordlessPage(
    search: ProductSearch,
    scope: SearchScope,
    limit: number,
    values: SearchValues,
  ) {
    const present = (Object.keys(values) as Array<keyof SearchValues>).filter(
      (name) => values[name] !== undefined,
    );
    const shape = [search.sort, scope, limit, search.verifiedOnly, ...present].join();
    let statement = this.wordlessPages.get(shape);
    if (!statement && this.wordlessPages.size < MAX_WORDLESS_SHAPES) {
      statement = prepareStatement(
        this.pageQuery(search, undefined, scope, limit, values, (name) => sql.placeholder(name)),
      );
      this.wordlessPages.set(shape, statement);
    }
    return statement;
  }

  /** The ids of the products matching `where`, as a query to run, explain or nest. */
  private idsMatching(where: SQL) {
    return this.db.select({ id: products.id }).from(products).where(where);
  }

  /** PostgreSQL's estimate of how many listings match `where`, from its statistics: no row is read. */
  private async estimatedMatches(where: SQL): Promise<number> {
    const [explained] = await queryRows<{ 'QUERY PLAN': Array<{ Plan: { 'Plan Rows': number } }> }>(
      this.db,
      sql`explain (format json) ${this.idsMatching(where)}`,
    );
    return explained!['QUERY PLAN'][0]!.Plan['Plan Rows'];
  }

  /**
   * Up to `countUpTo` ids of listings matching `where` (their number is the count), or
   * 'estimated' when PostgreSQL expects TRUSTED_ESTIMATE_FACTOR times that many, not counted.
   */
  private async matchesUpTo(where: SQL, countUpTo: number): Promise<number[] | 'estimated'> {
    if ((await this.estimatedMatches(where)) >= countUpTo * TRUSTED_ESTIMATE_FACTOR) {
      return 'estimated';
    }
    const rows = await this.idsMatching(where).limit(countUpTo);
    return rows.map((row) => row.id);
  }

  /**
   * For each typed word, the catalogue words that start with it or lie within a typo of it,
   * closest first (migration 0011); none for a stop word. The typed word is stemmed first, as the
   * catalogue's words are: "tredmill" is compared as "tredmil" with "treadmil", sharing far more
   * trigrams.
   */
  private async vocabularyMatches(words: string[]): Promise<string[][]> {
    return Promise.all(
      words.map(async (word) => {
        if (!isVocabularyWord(word)) return [];
        const stem = sql`(tsvector_to_array(to_tsvector('english', ${word})))[1]`;
        const rows = await this.db
          .select({ term: searchTerms.term })
          .from(searchTerms)
          .where(sql`${searchTerms.term} like (${stem} || '%') or ${stem} <% ${searchTerms.term}`)
          .orderBy(desc(sql`word_similarity(${stem}, ${searchTerms.term})`), asc(searchTerms.term))
          .limit(TERMS_PER_WORD);
        return rows.map((row) => row.term);
      }),
    );
  }

  /** The conditions of a search; which filters it has is read from `values`, their SQL from `bind`. */
  private searchPredicate(
    search: ProductSearch,
    text: SearchText | undefined,
    values: SearchValues,
    bind: BindValue,
  ): { where: SQL; rank: SQL<string> | undefined } {
    const conditions: Array<SQL | undefined> = [publiclyListed];
    let rank: SQL<string> | undefined;
    if (text) {
      const query = sql.join(
        text.words.map((word, index) => wordQuery(word, text.terms[index]!)),
        sql` && `,
      );
      conditions.push(sql`${products.searchVector} @@ (${query})`);
      // Rounded so the cursor holds the exact value the next page compares with.
      rank = sql<string>`round(ts_rank(${products.searchVector}, ${query})::numeric, 6)`;
    }
    if (values.categoryId !== undefined)
      conditions.push(eq(products.categoryId, bind('categoryId')));
    if (values.minPrice !== undefined) conditions.push(gte(products.resellPrice, bind('minPrice')));
    if (values.maxPrice !== undefined) conditions.push(lte(products.resellPrice, bind('maxPrice')));
    if (values.condition !== undefined) conditions.push(eq(products.condition, bind('condition')));
    if (values.locationPattern !== undefined) {
      conditions.push(ilike(products.location, bind('locationPattern')));
    }
    if (search.verifiedOnly) {
      conditions.push(
        sql`exists (select 1 from ${users} where ${users.id} = ${products.sellerId} and ${users.verify})`,
      );
    }
    return { where: and(...conditions)!, rank };
  }

  private searchOrder(
    sort: ProductSort,
    rank: SQL<string> | undefined,
    values: SearchValues,
    bind: BindValue,
  ): [SQL<string | number>, SQL[], SQL | undefined] {
    const id = products.id;
    const after =
      values.afterKey === undefined ? undefined : ([bind('afterKey'), bind('afterId')] as const);
    switch (sort) {
      case 'relevance':
        // Without words every score is the same: the newest come first. (A constant score in
        // `order by` would be read as a column's position, and fail.)
        if (!rank) return this.searchOrder('newest', rank, values, bind);
        return [
          rank,
          [sql`${rank} desc`, desc(id)],
          after && sql`(${rank}, ${id}) < (${after[0]}::numeric, ${after[1]})`,
        ];
      case 'price_asc':
        return [
          sql<number>`${products.resellPrice}`,
          [asc(products.resellPrice), asc(id)],
          after && sql`(${products.resellPrice}, ${id}) > (${after[0]}::numeric, ${after[1]})`,
        ];
      case 'price_desc':
        return [
          sql<number>`${products.resellPrice}`,
          [desc(products.resellPrice), desc(id)],
          after && sql`(${products.resellPrice}, ${id}) < (${after[0]}::numeric, ${after[1]})`,
        ];
      case 'newest':
        // As text: a JavaScript Date would drop the microseconds and repeat or skip rows.
        return [
          sql<string>`${products.createdAt}::text`,
          [desc(products.createdAt), desc(id)],
          after && sql`(${products.createdAt}, ${id}) < (${after[0]}::timestamptz, ${after[1]})`,
        ];
    }
  }

  /**
   * The exact total of a list, as the triggers of migration 0003 keep it. A category narrowed to
   * discounted listings (the promotions' pages) is counted: the trigger keeps no such total.
   */
  private async countOf(filter: ProductListFilter | { kind: 'all' }): Promise<number> {
    if (filter.kind === 'category' && filter.minDiscountPercent !== undefined) {
      const [counted] = await this.db
        .select({ total: count() })
        .from(products)
        .where(listPredicate(filter));
      return counted?.total ?? 0;
    }
    const [row] = await this.db
      .select({ total: sql<string | null>`sum(${productListCounts.total})` })
      .from(productListCounts)
      .where(eq(productListCounts.listKey, countKey(filter)));
    return Number(row?.total ?? 0);
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
    const [rows, total] = await Promise.all([
      this.selectProducts()
        .where(listPredicate(filter))
        .orderBy(desc(products.createdAt), desc(products.id))
        .limit(page.limit)
        .offset(page.offset),
      this.countOf(filter),
    ]);
    return { items: rows.map(isPublicList(filter) ? toPublicProduct : toProduct), total };
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
      this.db.select({ total: count() }).from(products).where(where),
    ]);
    return { items: rows.map(toPublicProduct), total: counted?.total ?? 0 };
  }

  /**
   * Every product for the admin's table, newest first, with the exact total the triggers keep; or
   * only names containing `search`, counted up to `countUpTo` (or estimated far above it). As
   * for the buyer's search, the count decides the plan: few matches are read by their ids, many by
   * walking the newest-first index, which meets one every few rows. (Counting every match of a
   * common word through the trigram index took 2 s at a million products.)
   */
  async listForAdmin(
    search: string | undefined,
    page: PageQuery,
    countUpTo: number,
  ): Promise<{ items: AdminProduct[]; total: number }> {
    const matching = search ? ilike(products.name, `%${escapeLikePattern(search)}%`) : undefined;
    const ids = matching && (await this.matchesUpTo(matching, countUpTo));
    let total: number;
    if (!ids) total = await this.countOf({ kind: 'all' });
    else total = ids === 'estimated' ? countUpTo : ids.length;
    // Few matches: read by their ids (primary key). Many: found walking the newest-first index.
    const scope = ids && ids !== 'estimated' && ids.length < countUpTo ? idAmong(ids) : matching;
    const openReports = sql<number>`(select count(*)::int from ${reports} where ${reports.productId} = ${products.id} and ${reports.closedAt} is null)`;
    const rows = await this.db
      .select({ ...productColumns, reportCount: openReports })
      .from(products)
      .innerJoin(users, bySeller)
      .innerJoin(categories, byCategory)
      .where(scope)
      .orderBy(desc(products.createdAt), desc(products.id))
      .limit(page.limit)
      .offset(page.offset);
    return {
      items: rows.map((row) => ({
        ...toProduct(row),
        reportCount: Number(row.reportCount),
        ordered: row.status !== 'available',
      })),
      total,
    };
  }

  async insert({ images, ...values }: NewProduct): Promise<number> {
    return this.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(products)
        .values({ ...values, image: images[0]! })
        .returning({ id: products.id });
      const id = row!.id;
      await tx
        .insert(productImages)
        .values(images.map((url, position) => ({ productId: id, position, url })));
      return id;
    });
  }

  /**
   * Changes a listing that is still for sale; false when it is not (ordered meanwhile). A lower
   * price keeps the one before as `previous_price` ("was …"); a higher one clears it.
   */
  async edit(id: number, { images, ...changes }: ProductChanges): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const newPrice = changes.resellPrice;
      const changed = await tx
        .update(products)
        .set({
          ...changes,
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
      .where(
        and(
          eq(products.id, id),
          isListed,
          ne(products.sellerId, buyerId),
          bySeller,
          sql`${users.suspendedAt} is null`,
        ),
      )
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
