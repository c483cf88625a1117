import { Inject, Injectable } from '@nestjs/common';
import { type SavedSearch, type SavedSearchQuery, searchWords } from '@marketplace/contracts';
import { and, count, eq, sql } from 'drizzle-orm';
import { DATABASE, type Database, type Transaction, queryRows } from '../database/database.js';
import { containsPattern } from '../database/like-pattern.js';
import { savedSearchMatches, savedSearches } from '../database/schema.js';
import type { ListingPublished } from '../events/domain-events.js';

/**
 * A search to keep: its query as saved, its category already resolved to an id, and the circle
 * its point (`near`, or its place's) and radius draw.
 */
export interface NewSavedSearch {
  userId: number;
  name: string;
  query: SavedSearchQuery;
  categoryId: number | undefined;
  area: { lat: number; lng: number; radiusKm: number } | undefined;
}

/** A saved search a listing matched, and whom to tell. */
export interface MatchedSearch {
  id: number;
  userId: number;
  name: string;
}

/** What a digest email says: the search, and the listings that matched since the last one. */
export interface Digest {
  userId: number;
  name: string;
  query: SavedSearchQuery;
  total: number;
  productNames: string[];
}

/** How many listing names a digest email names; the rest it counts. */
const DIGEST_NAMES_MAX = 10;

/** The first key of the advisory lock that serialises one account's saved-search writes. */
const SAVED_SEARCHES_LOCK = 14_002;

/** The earth's mean radius, for distances between coordinates. */
const EARTH_RADIUS_KM = 6371;

/** The English stems of a search's words, as a listing's search vector holds them. */
const stemsOf = (q: string | undefined) =>
  sql`tsvector_to_array(to_tsvector('english', ${q ? searchWords(q).join(' ') : ''}))`;

/**
 * How far a listing lies from each saved search's point (haversine, on a sphere), checked on the
 * candidates the words and filters left; a listing without coordinates is in no circle (null).
 */
const distanceKm = (listing: ListingPublished) => {
  // Null, not absent, in an event queued before listings had coordinates.
  const lat = listing.lat ?? null;
  const lng = listing.lng ?? null;
  return sql`2 * ${EARTH_RADIUS_KM} * asin(least(1, sqrt(
    power(sin(radians(${lat}::float8 - s.near_lat) / 2), 2) +
    cos(radians(s.near_lat)) * cos(radians(${lat}::float8)) *
    power(sin(radians(${lng}::float8 - s.near_lng) / 2), 2))))`;
};

@Injectable()
export class SavedSearchesRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  /** Keeps a search unless the account keeps `max` already; its id, or 'full'. */
  async create(search: NewSavedSearch, max: number): Promise<number | 'full'> {
    return this.db.transaction(async (tx) => {
      // One account's searches are added one request at a time, so two at once cannot both pass
      // the limit.
      await tx.execute(
        sql`select pg_advisory_xact_lock(${SAVED_SEARCHES_LOCK}, ${search.userId}::int)`,
      );
      const [kept] = await tx
        .select({ total: count() })
        .from(savedSearches)
        .where(eq(savedSearches.userId, search.userId));
      if ((kept?.total ?? 0) >= max) return 'full';
      const { query } = search;
      const [row] = await tx
        .insert(savedSearches)
        .values({
          userId: search.userId,
          name: search.name,
          query,
          wordStems: stemsOf(query.q),
          categoryId: search.categoryId ?? null,
          minPrice: query.minPrice ?? null,
          maxPrice: query.maxPrice ?? null,
          condition: query.condition ?? null,
          locationPattern: query.location ? containsPattern(query.location) : null,
          verifiedOnly: query.verifiedOnly,
          nearLat: search.area?.lat ?? null,
          nearLng: search.area?.lng ?? null,
          radiusKm: search.area?.radiusKm ?? null,
        })
        .returning({ id: savedSearches.id });
      return row!.id;
    });
  }

  /**
   * An account's searches, newest first, each with how many listings matched since the list was
   * last opened; opening it marks them seen (in the same statement, which counts as before).
   */
  async listAndMarkSeen(userId: number): Promise<SavedSearch[]> {
    const rows = await queryRows<{
      id: string;
      name: string;
      query: SavedSearchQuery;
      new_matches: number;
      created_at: string | Date;
    }>(
      this.db,
      sql`with seen as (
            update ${savedSearches} set seen_at = now() where ${savedSearches.userId} = ${userId}
          )
          select s.id, s.name, s.query, s.created_at,
            (select count(*)::int from ${savedSearchMatches} m
              where m.saved_search_id = s.id and m.matched_at > s.seen_at) as new_matches
          from ${savedSearches} s
          where s.user_id = ${userId}
          order by s.created_at desc, s.id desc`,
    );
    return rows.map((row) => ({
      _id: String(row.id),
      name: row.name,
      query: row.query,
      newMatches: row.new_matches,
      createdAt: new Date(row.created_at).toISOString(),
    }));
  }

  async findOwnerId(id: number): Promise<number | undefined> {
    const [row] = await this.db
      .select({ userId: savedSearches.userId })
      .from(savedSearches)
      .where(eq(savedSearches.id, id));
    return row?.userId;
  }

  async delete(id: number, userId: number): Promise<number> {
    const removed = await this.db
      .delete(savedSearches)
      .where(and(eq(savedSearches.id, id), eq(savedSearches.userId, userId)))
      .returning({ id: savedSearches.id });
    return removed.length;
  }

  /**
   * Records a listing as a match of every saved search it satisfies, except its own seller's, and
   * answers those it newly matched (a listing that matched already, before an edit, is not
   * answered again). One statement: the GIN index on the stems finds the searches whose words
   * the listing holds all of, a partial index those without words, and the filters are checked
   * on those rows.
   */
  async recordMatches(
    listing: ListingPublished,
    blockedOwners: number[],
  ): Promise<MatchedSearch[]> {
    const text = [listing.name, listing.category, listing.description].join(' ');
    const filtersHold = sql`s.user_id <> ${listing.sellerId}
      and s.user_id <> all(${sql.param(blockedOwners)}::bigint[])
      and (s.category_id is null or s.category_id = ${listing.categoryId})
      and (s.min_price is null or s.min_price <= ${listing.price})
      and (s.max_price is null or s.max_price >= ${listing.price})
      and (s.condition is null or s.condition = ${listing.condition}::product_condition)
      and (s.location_pattern is null or ${listing.location} ilike s.location_pattern)
      and (not s.verified_only or ${listing.sellerVerified})
      and (s.radius_km is null or ${distanceKm(listing)} <= s.radius_km)`;
    // Two index scans: searches sharing a stem with the listing (GIN overlap; then every stem
    // checked by `arraycontained`, the function of `<@`, which the planner would otherwise add
    // to the GIN scan, making it read every search without words), and searches without words
    // by category (their partial index).
    return queryRows<MatchedSearch>(
      this.db,
      sql`with listing as (
            select tsvector_to_array(to_tsvector('english', ${text})) as stems
          ),
          matching as (
            select s.id, s.user_id, s.name from ${savedSearches} s, listing
            where s.word_stems && listing.stems
              and arraycontained(s.word_stems, listing.stems)
              and ${filtersHold}
            union all
            select s.id, s.user_id, s.name from ${savedSearches} s
            where s.word_stems = '{}' and ${filtersHold}
          ),
          recorded as (
            insert into ${savedSearchMatches} (saved_search_id, product_id, product_name)
            select id, ${listing.productId}, ${listing.name} from matching
            on conflict do nothing
            returning saved_search_id
          )
          select matching.id::int as "id", matching.user_id::int as "userId", matching.name
          from matching join recorded on recorded.saved_search_id = matching.id`,
    );
  }

  /**
   * Sets when each search's next digest is due, unless one is due already: now, or a period after
   * the last one. `enqueue` queues its job in the same transaction, so a due digest always has one.
   */
  async scheduleDigests(
    ids: number[],
    periodMs: number,
    enqueue: (tx: Transaction, id: number, delayMs: number) => Promise<unknown>,
  ): Promise<void> {
    await this.db.transaction(async (tx) => {
      const due = await queryRows<{ id: number; delay_ms: number }>(
        tx,
        sql`update ${savedSearches}
            set digest_due_at = greatest(now(),
              coalesce(digest_sent_at + ${periodMs} * interval '1 millisecond', now()))
            where id = any(${sql.param(ids)}::bigint[]) and digest_due_at is null
            returning id::int as id,
              greatest(0, extract(epoch from digest_due_at - now()) * 1000)::float8 as delay_ms`,
      );
      for (const { id, delay_ms } of due) await enqueue(tx, id, Math.ceil(delay_ms));
    });
  }

  /**
   * Takes a due digest: marks it sent and answers what it says (nothing when none is due, or no
   * listing matched since the last one). `send` queues its email in the same transaction.
   */
  async takeDigest(
    id: number,
    send: (tx: Transaction, digest: Digest) => Promise<void>,
  ): Promise<void> {
    await this.db.transaction(async (tx) => {
      const [taken] = await queryRows<{
        user_id: number;
        name: string;
        query: SavedSearchQuery;
        previous: string | null;
      }>(
        tx,
        sql`update ${savedSearches} s
            set digest_due_at = null, digest_sent_at = now()
            from (select id, digest_sent_at from ${savedSearches}
                  where id = ${id} and digest_due_at is not null for update) before
            where s.id = before.id
            returning s.user_id::int as user_id, s.name, s.query, before.digest_sent_at as previous`,
      );
      if (!taken) return;
      const since = taken.previous
        ? sql`${new Date(taken.previous)}::timestamptz`
        : sql`'-infinity'::timestamptz`;
      const matches = await queryRows<{ product_name: string; total: number }>(
        tx,
        sql`select product_name, count(*) over ()::int as total from ${savedSearchMatches}
            where saved_search_id = ${id} and matched_at > ${since}
            order by matched_at desc limit ${DIGEST_NAMES_MAX}`,
      );
      if (!matches.length) return;
      await send(tx, {
        userId: taken.user_id,
        name: taken.name,
        query: taken.query,
        total: matches[0]!.total,
        productNames: matches.map((match) => match.product_name),
      });
    });
  }

  /** Deleted listings are no match any more (nothing counts or mails them). */
  async forgetProducts(tx: Transaction, productIds: number[]): Promise<void> {
    await tx
      .delete(savedSearchMatches)
      .where(sql`${savedSearchMatches.productId} = any(${sql.param(productIds)}::bigint[])`);
  }
}
