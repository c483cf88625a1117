import { BadRequestException, Inject, Injectable } from '@nestjs/common';
import {
  type AdminProduct,
  type PageQuery,
  type Product,
  type ProductCondition,
  type ProductSort,
  searchWords,
} from '@marketplace/contracts';
import {
  type Placeholder,
  type SQL,
  type SQLWrapper,
  and,
  asc,
  desc,
  eq,
  gte,
  ilike,
  lte,
  sql,
} from 'drizzle-orm';
import { type Database, READ_DATABASE, queryRows } from '../database/database.js';
import { containsPattern } from '../database/like-pattern.js';
import { prepareStatement } from '../database/prepared.js';
import { categories, productNames, products, reports, users } from '../database/schema.js';
import {
  type DistanceFilter,
  type DistanceInSql,
  type DistanceValues,
  distanceKmFrom,
  distanceShape,
  distanceValues,
  nearestFirst,
  nearestPageIds,
  withinRadius,
} from './products-distance.js';
import { shownDistanceKm } from '../places/distance.js';
import { inSearchSample, sampledMatchesProvingMoreThan } from './products-search-sample.js';
import { SearchVocabulary, wordQuery } from './products-search-words.js';
import {
  byCategory,
  bySeller,
  productColumns,
  toProduct,
  toPublicProduct,
} from './product-rows.js';
import { publiclyListed } from './product-lists.js';
import { ProductsRepository } from './products.repository.js';

/*
 * The search engine of the catalogue: the buyer's search (words through the text index and the
 * catalogue's vocabulary, filters, sorts, keyset pages, counts or estimates) and the admin's name
 * search. The basic product queries stay in ProductsRepository.
 */

/**
 * The tiers of a relevance sort, most relevant first: listings with every word in their name,
 * then those with the words anywhere else (category, description). Within a tier the newest come
 * first, so a page walks a tier along the newest-first index and stops once it is full, instead
 * of ranking every match of a common word. The name tier has a text index of its own (the name
 * vector, migration 0022).
 */
const RELEVANCE_TIERS = ['name', 'anywhere'] as const;
type RelevanceTier = (typeof RELEVANCE_TIERS)[number];

/**
 * A relevance page's key is its last row's tier (its index in RELEVANCE_TIERS), a colon and its
 * creation time as text; the id follows, as in every sort key.
 */
const RELEVANCE_KEY = /^(\d):(\d{4}-.+)$/;

/** Where a relevance page resumes: a tier, and the creation time within it. */
const relevanceResumeKey = (after: SortKey | undefined) => {
  if (!after) return undefined;
  const match = RELEVANCE_KEY.exec(String(after[0]));
  const tier = match ? Number(match[1]) : -1;
  if (!match || !(tier in RELEVANCE_TIERS)) {
    // Only a cursor signed before relevance came in tiers gets here.
    throw new BadRequestException(['cursor: belongs to another search; start from the first page']);
  }
  return { tier, createdAt: match[2]!, id: after[1] };
};

/**
 * How far above the count's cap PostgreSQL's estimate of the admin's name search must be for it to
 * say "1,000+" without counting: the estimate comes from the names' own trigram statistics, and
 * at twice the cap some sampled searches were wrong, at five times none. (The buyer's search asks
 * the catalogue's sample instead: products-search-sample.ts.)
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
  /** Within a radius of a point: the answers then carry their distance. */
  distance?: DistanceFilter | undefined;
  sort: ProductSort;
  /** Sellers the (signed-in) viewer is in a block with: their listings are left out. */
  excludedSellers?: number[] | undefined;
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
  excludedSellers?: number[];
} & Partial<DistanceValues>;

type BindValue = <Name extends keyof SearchValues>(
  name: Name,
) => NonNullable<SearchValues[Name]> | Placeholder<Name>;

const valuesAsParameters =
  (values: SearchValues): BindValue =>
  (name) =>
    values[name]!;

/** A distance search's point, radius and grid as its SQL reads them, when it has a point. */
const distanceIn = (values: SearchValues, bind: BindValue): DistanceInSql | undefined =>
  values.nearLat === undefined
    ? undefined
    : {
        point: { lat: bind('nearLat'), lng: bind('nearLng') },
        radiusKm: bind('radiusKm'),
        cells: values.cellBounds
          ? { rows: values.cellBounds.length / 2, bounds: bind('cellBounds') }
          : null,
        boxCorner: values.boxCorner === undefined ? null : bind('boxCorner'),
      };

/**
 * Where a search page's rows are looked for: among the ids the first page counted (all the
 * matches), among the matches found again (a search with few, or with a few more than the count's
 * cap), or along the sort's index (many matches, as the catalogue's sample proves).
 */
type SearchScope = 'counted ids' | 'matching ids' | 'matches';

/**
 * The products of these ids (or of a placeholder for them), read by primary key. One parameter:
 * an array straight inside sql`` would become a list of them.
 */
const idAmong = (ids: number[] | Placeholder) =>
  sql`${products.id} = any(${sql.param(ids)}::bigint[])`;

/** Every word of a search, as one full-text query. */
const wordsQuery = (text: SearchText): SQL =>
  sql.join(
    text.words.map((word, index) => wordQuery(word, text.terms[index]!)),
    sql` && `,
  );

/**
 * How a search's words are checked. 'indexed': `@@`, which the text indexes answer, finding every
 * match. 'walked': the same test as a function call, which no index answers, so PostgreSQL walks
 * the sort's index and checks each row, stopping once the page is full. A page with many matches
 * is walked: PostgreSQL takes words and filters to be independent, so for words that often occur
 * together ("laptop yamaha" in Bicycles, 6,456 matches) it expected few matches, fetched them all
 * through the text index and sorted them (250 ms at a million listings, the walk 8 ms).
 */
type WordsCheck = 'indexed' | 'walked';

/** Whether `vector` holds `query`, checked as `check` says. */
const vectorMatches = (vector: SQLWrapper, query: SQL, check: WordsCheck): SQL =>
  check === 'indexed' ? sql`${vector} @@ (${query})` : sql`ts_match_vq(${vector}, ${query})`;

/**
 * The words' condition: anywhere in the search document, or only for one relevance tier. A name
 * match is a document match too (the name vector holds the document's name words), so the name
 * tier needs only its own index.
 */
const textMatch = (text: SearchText, tier?: RelevanceTier, check: WordsCheck = 'indexed'): SQL => {
  const query = wordsQuery(text);
  const anywhere = vectorMatches(products.searchVector, query, check);
  const inName = vectorMatches(products.nameVector, query, check);
  switch (tier) {
    case undefined:
      return anywhere;
    case 'name':
      return inName;
    case 'anywhere':
      return sql`${anywhere} and not ${inName}`;
  }
};

/**
 * The words' condition among the words of one category (migration 0028): the same query, every
 * lexeme prefixed with the category, against the listing's document prefixed with its own.
 */
const inCategoryWords = (text: SearchText, categoryId: number | Placeholder): SQL =>
  sql`category_document(${products.categoryId}, ${products.searchVector}) @@ category_query(${categoryId}::bigint, ${wordsQuery(text)})`;

/**
 * What a word-less search's SQL text depends on: its sort, which filters it has (not their
 * values), and its distance's grid rows.
 */
const wordlessShape = (search: ProductSearch, values: SearchValues): string => {
  const present = (Object.keys(values) as Array<keyof SearchValues>).filter(
    (name) => values[name] !== undefined,
  );
  return [search.sort, search.verifiedOnly, distanceShape(values), ...present].join();
};

/**
 * The statement kept in `statements` for `shape`, built with placeholders and prepared on first
 * use; none once MAX_WORDLESS_SHAPES are kept (the caller then runs a one-off query).
 */
function preparedByShape<Prepared>(
  statements: Map<string, Prepared>,
  shape: string,
  build: () => { toSQL(): { sql: string }; prepare(name: string): Prepared },
): Prepared | undefined {
  let statement = statements.get(shape);
  if (!statement && statements.size < MAX_WORDLESS_SHAPES) {
    statement = prepareStatement(build());
    statements.set(shape, statement);
  }
  return statement;
}

@Injectable()
export class ProductsSearchRepository {
  /** Word-less search pages' statements, by shape (see `wordlessPage`). */
  private readonly wordlessPages = new Map<
    string,
    ReturnType<ReturnType<ProductsSearchRepository['pageQuery']>['prepare']>
  >();

  /** Word-less searches' sample checks, by shape (see `wordlessSampleHasMoreThan`). */
  private readonly wordlessSampleChecks = new Map<
    string,
    ReturnType<ReturnType<ProductsSearchRepository['sampledIds']>['prepare']>
  >();

  private readonly vocabulary: SearchVocabulary;

  constructor(
    /** Search only reads: on a replica when there are replicas (see ReadReplicas). */
    @Inject(READ_DATABASE) private readonly db: Database,
    private readonly products: ProductsRepository,
  ) {
    this.vocabulary = new SearchVocabulary(db);
  }

  /**
   * Listings for sale matching a search, a page after `page.after` in the order of `search.sort`,
   * each with its sort key, and how many match: `page.total` when the caller knows it (a cursor
   * carries it), else counted up to `countUpTo`, or `countUpTo` when the catalogue's sample
   * proves more without counting (products-search-sample.ts).
   *
   * The count decides the plan. Many matches, as the sample proves: the sort's own index
   * (schema.ts) is walked and meets a match every few rows; relevance walks the newest-first index
   * tier by tier (RELEVANCE_TIERS), as ranking every match of a common word reads all of them.
   * Fewer (up to a few thousand): they are all fetched through the text index and sorted.
   * PostgreSQL cannot tell the two apart on its own, since it takes words and filters to be
   * independent: it walked a whole category's index for two words that never occur in it.
   */
  async search(
    search: ProductSearch,
    page: { after: SortKey | undefined; limit: number; total: number | undefined },
    countUpTo: number,
  ): Promise<{ rows: Array<{ product: Product; key: SortKey }>; total: number }> {
    const words = search.text ? searchWords(search.text) : [];
    const text: SearchText | undefined = words.length
      ? { words, terms: await this.vocabulary.matches(words) }
      : undefined;
    const values: SearchValues = {
      categoryId: search.categoryId,
      minPrice: search.minPrice,
      maxPrice: search.maxPrice,
      condition: search.condition,
      locationPattern: search.location ? containsPattern(search.location) : undefined,
      afterKey: page.after?.[0],
      afterId: page.after?.[1],
      excludedSellers: search.excludedSellers?.length ? search.excludedSellers : undefined,
      ...(search.distance && distanceValues(search.distance)),
    };
    // The first page counts (or estimates); a later one knows the count from its cursor and finds
    // the ids again.
    const { where, whereFew } = this.searchPredicate(
      search,
      text,
      values,
      valuesAsParameters(values),
    );
    const sampleProvesMore = () =>
      text
        ? this.sampleHasMoreThan(where, countUpTo)
        : this.wordlessSampleHasMoreThan(search, values, where, countUpTo);
    const counted =
      page.total === undefined
        ? await this.matchesUpTo(this.idsMatching(whereFew), countUpTo, sampleProvesMore)
        : undefined;
    const estimated = counted === 'estimated';
    const countedIds = estimated ? undefined : counted;
    const total = estimated ? countUpTo : (countedIds?.length ?? page.total ?? 0);
    let scope: SearchScope;
    if (total < countUpTo) {
      scope = countedIds ? 'counted ids' : 'matching ids';
      values.ids = countedIds;
    } else if (estimated || (counted === undefined && (await sampleProvesMore()))) {
      scope = 'matches';
    } else {
      // Counted to the cap, yet too few in the sample to prove more: a few thousand at most, fewer
      // than a walk of the whole catalogue's index would read before it filled a page.
      scope = 'matching ids';
    }
    // Without words the plan is the same for every value (the sort's index, the nearest points,
    // or the ids), so the statement is built and planned once per shape; with words it depends on
    // how common they are, which a generic plan cannot know.
    let rows: Array<Awaited<ReturnType<ProductsSearchRepository['pageQuery']>>[number]>;
    if (text && search.sort === 'relevance') {
      rows = await this.relevancePage(search, text, scope, page, values, countUpTo);
    } else {
      const prepared = text ? undefined : this.wordlessPage(search, scope, page.limit, values);
      rows = prepared
        ? await prepared.execute(values)
        : await this.pageQuery(search, text, scope, page.limit, values, valuesAsParameters(values));
    }
    return {
      rows: rows.map(({ sortKey: key, distanceKm, ...view }) => ({
        product: {
          ...toPublicProduct(view),
          ...(distanceKm === null ? {} : { distanceKm: shownDistanceKm(distanceKm) }),
        },
        key: [key, view.id],
      })),
      total: estimated && rows.length < page.limit ? rows.length : total,
    };
  }

  /**
   * A page of a search by relevance: the rest of the cursor's tier, then the next tiers, each
   * newest first, until the page is full. Each row's key names its tier, so the next page
   * resumes within the right one. A search with many matches may have few in a tier ("lens
   * regal": many descriptions, no name): such a tier's walk would read the whole index to find
   * them, so a tier is walked only when the sample proves it has many too; else its matches are
   * found through the text index, as a search with few matches finds them.
   */
  private async relevancePage(
    search: ProductSearch,
    text: SearchText,
    scope: SearchScope,
    page: { after: SortKey | undefined; limit: number },
    values: SearchValues,
    countUpTo: number,
  ) {
    const resume = relevanceResumeKey(page.after);
    const newestFirst: ProductSearch = { ...search, sort: 'newest' };
    const rows: Array<Awaited<ReturnType<ProductsSearchRepository['pageQuery']>>[number]> = [];
    for (const [tierIndex, tier] of RELEVANCE_TIERS.entries()) {
      if (rows.length === page.limit) break;
      if (resume && tierIndex < resume.tier) continue;
      const resumesHere = resume?.tier === tierIndex;
      const tierValues: SearchValues = {
        ...values,
        afterKey: resumesHere ? resume.createdAt : undefined,
        afterId: resumesHere ? resume.id : undefined,
      };
      const tierScope =
        scope === 'matches' &&
        !(await this.sampleHasMoreThan(
          and(
            this.searchPredicate(search, text, values, valuesAsParameters(values), tier).where,
            // The sample's index is of the whole document, which holds the name's words too.
            textMatch(text),
          )!,
          countUpTo,
        ))
          ? 'matching ids'
          : scope;
      const found = await this.pageQuery(
        newestFirst,
        text,
        tierScope,
        page.limit - rows.length,
        tierValues,
        valuesAsParameters(tierValues),
        tier,
      );
      rows.push(...found.map((row) => ({ ...row, sortKey: `${tierIndex}:${row.sortKey}` })));
    }
    return rows;
  }

  /**
   * A page of a search, or of one relevance tier of it. The page is chosen from the products
   * alone; only its rows are joined to their seller and category (joining first cost a page
   * of a common word a join and rating lookups per match).
   */
  private pageQuery(
    search: ProductSearch,
    text: SearchText | undefined,
    scope: SearchScope,
    limit: number,
    values: SearchValues,
    bind: BindValue,
    tier?: RelevanceTier,
  ) {
    // Many matches along a sort's index are walked; nearest first has its own walk (nearestPageIds).
    const { where, whereFew, besidesRadius } = this.searchPredicate(
      search,
      text,
      values,
      bind,
      tier,
      scope === 'matches' && search.sort !== 'distance' ? 'walked' : 'indexed',
    );
    const [sortKey, order, keyset] = this.searchOrder(search, values, bind);
    const within = (): SQL | undefined => {
      switch (scope) {
        case 'counted ids':
          // The counted ids match every filter; only the tier is left to tell.
          return and(idAmong(bind('ids')), text && tier ? textMatch(text, tier) : undefined);
        case 'matching ids':
          // Computed once (an array, not a join), so the rows are read by primary key.
          return sql`${products.id} = any(array(${this.idsMatching(whereFew)}))`;
        case 'matches':
          return where;
      }
    };
    // The limit is part of the SQL, not a parameter: under `limit $n` a generic plan expects a
    // tenth of a category, so it looked dearer than planning anew, and PostgreSQL planned every
    // page again, which cost more than running it. A number's text is all that reaches the SQL.
    // Nearest first among many matches reads about a page of them (nearestPageIds), not all.
    const distance = distanceIn(values, bind);
    const nearest =
      scope === 'matches' && search.sort === 'distance'
        ? nearestPageIds(
            distance!,
            and(besidesRadius, keyset)!,
            limit,
            values.categoryId === undefined
              ? undefined
              : eq(products.categoryId, bind('categoryId')),
          )
        : undefined;
    const pageIds =
      nearest ??
      sql`select ${products.id} from ${products} where ${and(within(), keyset)} order by ${sql.join(order, sql`, `)} limit ${sql.raw(String(limit))}`;
    const distanceKm = distance ? distanceKmFrom(distance.point) : sql<null>`null::float8`;
    return this.db
      .select({ ...productColumns, sortKey, distanceKm })
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
    return preparedByShape(
      this.wordlessPages,
      [wordlessShape(search, values), scope, limit].join(),
      () =>
        this.pageQuery(search, undefined, scope, limit, values, (name) => sql.placeholder(name)),
    );
  }

  /**
   * Whether the catalogue's sample proves more than `cap` matches of a word-less search, through
   * a statement prepared for its shape as `wordlessPage` does (building the query and planning
   * it were most of the check's time on a distance search); past MAX_WORDLESS_SHAPES, a one-off
   * check of `where`, the search's conditions with their values.
   */
  private async wordlessSampleHasMoreThan(
    search: ProductSearch,
    values: SearchValues,
    where: SQL,
    cap: number,
  ): Promise<boolean> {
    const needed = sampledMatchesProvingMoreThan(cap);
    const statement = preparedByShape(
      this.wordlessSampleChecks,
      [wordlessShape(search, values), needed].join(),
      () =>
        this.sampledIds(
          this.searchPredicate(search, undefined, values, (name) => sql.placeholder(name)).where,
          needed,
        ),
    );
    if (!statement) return this.sampleHasMoreThan(where, cap);
    return (await statement.execute(values)).length >= needed;
  }

  /** Up to `limit` of the catalogue sample's listings matching `where`. */
  private sampledIds(where: SQL, limit: number) {
    return this.idsMatching(and(where, inSearchSample)!).limit(limit);
  }

  /** The ids of the products matching `where`, as a query to run, explain or nest. */
  private idsMatching(where: SQL) {
    return this.db.select({ id: products.id }).from(products).where(where);
  }

  /** Ids of listings whose name contains `pattern`'s text, found through product_names' index. */
  private idsNamed(pattern: string) {
    return this.db
      .select({ id: productNames.productId })
      .from(productNames)
      .where(ilike(productNames.name, pattern));
  }

  /** PostgreSQL's estimate of how many rows `query` answers, from its statistics: none is read. */
  private async estimatedRows(query: SQLWrapper): Promise<number> {
    const [explained] = await queryRows<{ 'QUERY PLAN': Array<{ Plan: { 'Plan Rows': number } }> }>(
      this.db,
      sql`explain (format json) ${query}`,
    );
    return explained!['QUERY PLAN'][0]!.Plan['Plan Rows'];
  }

  /**
   * Up to `countUpTo` of the ids `ids` answers (their number is the count), or 'estimated' when
   * `hasMore` tells, without counting, that there are more.
   */
  private async matchesUpTo(
    ids: ReturnType<ProductsSearchRepository['idsMatching' | 'idsNamed']>,
    countUpTo: number,
    hasMore: () => Promise<boolean>,
  ): Promise<number[] | 'estimated'> {
    if (await hasMore()) return 'estimated';
    const rows = await ids.limit(countUpTo);
    return rows.map((row) => row.id);
  }

  /** Whether the catalogue's sample holds enough of `where`'s matches to prove more than `cap`. */
  private async sampleHasMoreThan(where: SQL, cap: number): Promise<boolean> {
    const needed = sampledMatchesProvingMoreThan(cap);
    const sampled = await this.sampledIds(where, needed);
    return sampled.length >= needed;
  }

  /**
   * The conditions of a search, or of one relevance tier of it (`where`), and all but its radius
   * (`besidesRadius`); which filters it has is read from `values`, their SQL from `bind`.
   * `whereFew` is `where` for a search expected to have few matches: with words in a category,
   * it also asks for them among the category's own words (migration 0028), whose index finds
   * the few fast. (A walk along a sort's index only checks it on every row.) `check` says how the
   * words are checked in `where` (see WordsCheck).
   */
  private searchPredicate(
    search: ProductSearch,
    text: SearchText | undefined,
    values: SearchValues,
    bind: BindValue,
    tier?: RelevanceTier,
    check: WordsCheck = 'indexed',
  ): { where: SQL; whereFew: SQL; besidesRadius: SQL } {
    const conditions: Array<SQL | undefined> = [publiclyListed];
    if (text) conditions.push(textMatch(text, tier, check));
    if (values.categoryId !== undefined)
      conditions.push(eq(products.categoryId, bind('categoryId')));
    if (values.minPrice !== undefined) conditions.push(gte(products.resellPrice, bind('minPrice')));
    if (values.maxPrice !== undefined) conditions.push(lte(products.resellPrice, bind('maxPrice')));
    if (values.condition !== undefined) conditions.push(eq(products.condition, bind('condition')));
    if (values.locationPattern !== undefined) {
      conditions.push(ilike(products.location, bind('locationPattern')));
    }
    if (values.excludedSellers !== undefined) {
      conditions.push(
        sql`${products.sellerId} <> all(${sql.param(bind('excludedSellers'))}::bigint[])`,
      );
    }
    if (search.verifiedOnly) {
      conditions.push(
        sql`exists (select 1 from ${users} where ${users.id} = ${products.sellerId} and ${users.verify})`,
      );
    }
    const besidesRadius = and(...conditions)!;
    const distance = distanceIn(values, bind);
    const where = distance ? and(besidesRadius, withinRadius(distance))! : besidesRadius;
    // The name tier's few matches are found through its own index: the category's words would
    // find all of the document's.
    const whereFew =
      text && values.categoryId !== undefined && tier !== 'name'
        ? and(where, inCategoryWords(text, bind('categoryId')))!
        : where;
    return { where, whereFew, besidesRadius };
  }

  private searchOrder(
    search: ProductSearch,
    values: SearchValues,
    bind: BindValue,
  ): [SQL<string | number>, SQL[], SQL | undefined] {
    const id = products.id;
    const after =
      values.afterKey === undefined ? undefined : ([bind('afterKey'), bind('afterId')] as const);
    switch (search.sort) {
      case 'distance':
        // The schema refuses sort=distance without a point.
        return nearestFirst(distanceIn(values, bind)!, after);
      // Relevance with words walks its tiers newest first (`relevancePage`); without words
      // every listing is as relevant as the next, and the newest come first.
      case 'relevance':
      case 'newest':
        // As text: a JavaScript Date would drop the microseconds and repeat or skip rows.
        return [
          sql<string>`${products.createdAt}::text`,
          [desc(products.createdAt), desc(id)],
          after && sql`(${products.createdAt}, ${id}) < (${after[0]}::timestamptz, ${after[1]})`,
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
    }
  }

  /**
   * Every product for the admin's table, newest first, with the exact total the triggers keep; or
   * only names containing `search`, counted up to `countUpTo` (or estimated far above it). As
   * for the buyer's search, the count decides the plan: few matches are read by their ids, many by
   * walking the newest-first index, which meets one every few rows. (Counting every match of a
   * common word through the trigram index took seconds in a large catalogue.)
   */
  async listForAdmin(
    search: string | undefined,
    page: PageQuery,
    countUpTo: number,
  ): Promise<{ items: AdminProduct[]; total: number }> {
    const pattern = search ? containsPattern(search) : undefined;
    const matching = pattern === undefined ? undefined : ilike(products.name, pattern);
    const named = pattern === undefined ? undefined : this.idsNamed(pattern);
    const ids =
      named &&
      (await this.matchesUpTo(
        named,
        countUpTo,
        async () => (await this.estimatedRows(named)) >= countUpTo * TRUSTED_ESTIMATE_FACTOR,
      ));
    let total: number;
    if (!ids) total = await this.products.countOf({ kind: 'all' });
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
      items: rows.map((row) => ({ ...toProduct(row), reportCount: Number(row.reportCount) })),
      total,
    };
  }
}
