import { PRODUCT_CONDITIONS, PRODUCT_STATUSES } from '@marketplace/contracts';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  customType,
  doublePrecision,
  index,
  integer,
  numeric,
  pgEnum,
  pgTable,
  primaryKey,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { id, createdAt, newestFirst, money } from './columns.js';
import { users } from './accounts.js';
import { geoCell, places } from './places.js';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

export const productStatus = pgEnum('product_status', PRODUCT_STATUSES);

export const productCondition = pgEnum('product_condition', PRODUCT_CONDITIONS);

export const categories = pgTable(
  'categories',
  {
    id: id(),
    name: text('name').notNull().unique(),
    image: text('image').notNull(),
  },
  // Category addresses are matched without regard to case (`/producs/mobile phones`).
  (t) => [uniqueIndex('categories_name_lower_key').on(sql`lower(${t.name})`)],
);

export const products = pgTable(
  'products',
  {
    id: id(),
    sellerId: bigint('seller_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    categoryId: bigint('category_id', { mode: 'number' })
      .notNull()
      .references(() => categories.id),
    name: text('name').notNull(),
    image: text('image').notNull(),
    location: text('location').notNull(),
    originalPrice: money('original_price'),
    resellPrice: money('resell_price'),
    yearsOfUse: text('years_of_use').notNull(),
    phone: text('phone').notNull(),
    /** The seller's "Show my phone on this listing"; off, the phone reaches a buyer only with an accepted order. */
    showPhone: boolean('show_phone').notNull().default(true),
    advertised: boolean('advertised').notNull().default(false),
    /** Reserved while an order is requested or accepted, sold for ever once one completes. */
    status: productStatus('status').notNull().default('available'),
    description: text('description').notNull().default(''),
    /** The kind of scam pattern its name or description matched (api/assets/scam-patterns.json). */
    scamWarning: text('scam_warning'),
    /** Null on listings made before sellers were asked. */
    condition: productCondition('condition'),
    /** The price before the seller's last cut, shown as "was …"; null unless the price went down. */
    previousPrice: numeric('previous_price', { precision: 12, scale: 2, mode: 'number' }),
    /** The gazetteer place the seller picked; its coordinates are copied below (null for free text). */
    placeId: bigint('place_id', { mode: 'number' }).references(() => places.id, {
      onDelete: 'set null',
    }),
    lat: doublePrecision('lat'),
    lng: doublePrecision('lng'),
    /** Kept by PostgreSQL from lat and lng: see {@link geoCell}. */
    geoCell: integer('geo_cell').generatedAlwaysAs(geoCell),
    /**
     * Name (weight A), category name (B) and description (C), stemmed; kept by a trigger of
     * migration 0003, because a generated column cannot read the category's name.
     */
    searchVector: tsvector('search_vector')
      .notNull()
      .default(sql`''::tsvector`),
    /**
     * The name's words alone, stemmed as in searchVector: the name tier of a relevance search
     * (migration 0022). Kept by PostgreSQL from the name.
     */
    nameVector: tsvector('name_vector').generatedAlwaysAs(sql`to_tsvector('english', "name")`),
    createdAt: createdAt(),
  },
  (t) => [
    // A search's matches, with a category or without (btree_gin, migrations 0011 and 0026).
    index('products_category_search_idx')
      .using('gin', t.categoryId, t.searchVector)
      .where(sql`${t.status} = 'available'`),
    // The same for one listing in 128: a search's count is sampled first (migration 0027,
    // products-search-sample.ts, whose condition this repeats).
    index('products_search_sample_idx')
      .using('gin', t.categoryId, t.searchVector)
      .where(sql`${t.status} = 'available' and (hashint8(${t.id}) & 127) = 0`),
    // The sample by grid cell, then category, for a distance search's count (migrations 0029
    // and 0032).
    index('products_search_sample_cell_idx')
      .on(t.geoCell, t.categoryId)
      .where(
        sql`${t.status} = 'available' and (hashint8(${t.id}) & 127) = 0 and ${t.geoCell} is not null`,
      ),
    // A search's few matches in a category, through the category's own words (migration 0028).
    index('products_category_document_idx')
      .using('gin', sql`category_document(${t.categoryId}, ${t.searchVector})`)
      .where(sql`${t.status} = 'available'`),
    // The name tier's matches, with a category or without (migration 0022).
    index('products_category_name_search_idx')
      .using('gin', t.categoryId, t.nameVector)
      .where(sql`${t.status} = 'available'`),
    index('products_listed_created_idx')
      .on(...newestFirst(t))
      .where(sql`${t.status} = 'available'`),
    index('products_listed_price_idx')
      .on(t.resellPrice, t.id)
      .where(sql`${t.status} = 'available'`),
    index('products_category_price_idx')
      .on(t.categoryId, t.resellPrice, t.id)
      .where(sql`${t.status} = 'available'`),
    // Also holds seller_id (INCLUDE, migration 0016, which Drizzle cannot declare), so a
    // category's page at any offset is an index-only walk.
    index('products_category_available_idx')
      .on(t.categoryId, ...newestFirst(t))
      .where(sql`${t.status} = 'available'`),
    index('products_advertised_available_idx')
      .on(...newestFirst(t))
      .where(sql`${t.advertised} and ${t.status} = 'available'`),
    index('products_seller_idx').on(t.sellerId, ...newestFirst(t)),
    index('products_created_idx').on(...newestFirst(t)),
    check(
      'products_coordinates_check',
      sql`(${t.lat} is null) = (${t.lng} is null) and coalesce(${t.lat} between -90 and 90 and ${t.lng} between -180 and 180, true)`,
    ),
    index('products_geo_cell_idx')
      .on(t.geoCell)
      .where(sql`${t.status} = 'available' and ${t.geoCell} is not null`),
    index('products_category_geo_cell_idx')
      .on(t.categoryId, t.geoCell)
      .where(sql`${t.status} = 'available' and ${t.geoCell} is not null`),
    // Nearest first, within a category or not: walked in order of `<->` and by bounding box
    // (btree_gist, migration 0029; products-distance.ts).
    index('products_category_point_idx')
      .using('gist', t.categoryId, sql`point(${t.lng}, ${t.lat})`)
      .where(sql`${t.status} = 'available' and ${t.lat} is not null`),
  ],
);

/** A listing's photos in order; position 0 is the cover, also kept in `products.image`. */
export const productImages = pgTable(
  'product_images',
  {
    productId: bigint('product_id', { mode: 'number' })
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    url: text('url').notNull(),
  },
  (t) => [primaryKey({ columns: [t.productId, t.position] })],
);

/**
 * Every listing's name, for the admin's name search (ILIKE '%…%') through a trigram index: kept by
 * a trigger of migration 0025 when a listing is listed or renamed, apart from `products`, whose
 * row every order rewrites.
 */
export const productNames = pgTable(
  'product_names',
  {
    productId: bigint('product_id', { mode: 'number' })
      .primaryKey()
      .references(() => products.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
  },
  (t) => [index('product_names_trgm_idx').using('gin', t.name.op('gin_trgm_ops'))],
);

/**
 * The catalogue's vocabulary (stemmed words of three characters or more with a letter), kept by
 * the products' search-vector trigger of migration 0011: a buyer's misspelt or partial word is
 * compared with these, by trigram similarity, instead of with every listing's name.
 */
export const searchTerms = pgTable('search_terms', { term: text('term').primaryKey() }, (t) => [
  index('search_terms_trgm_idx').using('gin', t.term.op('gin_trgm_ops')),
]);

/**
 * Exact list totals kept by triggers of migration 0003 (`all`, `listed`, `advertised`,
 * `category:<id>`, `seller:<id>`), so no request counts a large set. Each total is the sum of up
 * to 16 shards (migration 0012), so concurrent orders do not queue on one row.
 */
export const productListCounts = pgTable(
  'product_list_counts',
  {
    listKey: text('list_key').notNull(),
    shard: smallint('shard').notNull().default(0),
    total: bigint('total', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.listKey, t.shard] })],
);
