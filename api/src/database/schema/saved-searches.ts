import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  doublePrecision,
  index,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { id, createdAt } from './columns.js';
import { users } from './accounts.js';
import { categories, productCondition } from './catalogue.js';

/*
 * Saved searches (issue 33). A search's words are kept as the stems a listing must all hold and
 * its filters as columns, so one statement finds the searches a new listing matches: the GIN
 * index on the stems (and a partial index by category for searches without words) narrows them
 * to a few candidates, on which the filters are checked.
 */
export const savedSearches = pgTable(
  'saved_searches',
  {
    id: id(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** The search's parameters as saved (savedSearchQuerySchema), to open it again. */
    query: jsonb('query').notNull(),
    /** The English stems of its words; empty for a search without words. */
    wordStems: text('word_stems')
      .array()
      .notNull()
      .default(sql`'{}'`),
    categoryId: bigint('category_id', { mode: 'number' }).references(() => categories.id, {
      onDelete: 'cascade',
    }),
    minPrice: numeric('min_price', { precision: 12, scale: 2, mode: 'number' }),
    maxPrice: numeric('max_price', { precision: 12, scale: 2, mode: 'number' }),
    condition: productCondition('condition'),
    /** A case-insensitive LIKE pattern of the location words, as the search's filter is. */
    locationPattern: text('location_pattern'),
    verifiedOnly: boolean('verified_only').notNull().default(false),
    /** Within `radiusKm` of this point (its `near`, or its `place`'s coordinates), or anywhere. */
    nearLat: doublePrecision('near_lat'),
    nearLng: doublePrecision('near_lng'),
    radiusKm: doublePrecision('radius_km'),
    createdAt: createdAt(),
    /** When its owner last opened the list: later matches are new. */
    seenAt: timestamp('seen_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the last digest email was queued, and when the next one is due (null: none waits). */
    digestSentAt: timestamp('digest_sent_at', { withTimezone: true }),
    digestDueAt: timestamp('digest_due_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('saved_searches_user_name_key').on(t.userId, sql`lower(${t.name})`),
    index('saved_searches_word_stems_idx').using('gin', t.wordStems).with({ fastupdate: false }),
    index('saved_searches_wordless_category_idx')
      .on(t.categoryId)
      .where(sql`${t.wordStems} = '{}'`),
    check(
      'saved_searches_near_check',
      sql`(${t.nearLat} is null) = (${t.radiusKm} is null) and (${t.nearLng} is null) = (${t.radiusKm} is null)`,
    ),
  ],
);

/** The listings that matched a saved search (once each, however often they are edited). */
export const savedSearchMatches = pgTable(
  'saved_search_matches',
  {
    savedSearchId: bigint('saved_search_id', { mode: 'number' })
      .notNull()
      .references(() => savedSearches.id, { onDelete: 'cascade' }),
    productId: bigint('product_id', { mode: 'number' }).notNull(),
    productName: text('product_name').notNull(),
    matchedAt: timestamp('matched_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.savedSearchId, t.productId] }),
    index('saved_search_matches_search_time_idx').on(t.savedSearchId, t.matchedAt),
    index('saved_search_matches_product_idx').on(t.productId),
  ],
);
