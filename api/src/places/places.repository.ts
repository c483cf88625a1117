import { Inject, Injectable } from '@nestjs/common';
import { type Place, foldPlaceName } from '@marketplace/contracts';
import { type SQL, and, count, eq, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { DATABASE, type Database, READ_DATABASE, type Transaction } from '../database/database.js';
import { places } from '../database/schema.js';

/** A place of the generated gazetteer file (scripts/generate-gazetteer.mjs). */
export interface GazetteerEntry {
  key: string;
  parent?: string;
  name: string;
  area: string;
  kind: (typeof places.$inferInsert)['kind'];
  lat: number;
  lng: number;
}

const placeColumns = {
  id: places.id,
  name: places.name,
  area: places.area,
  lat: places.lat,
  lng: places.lng,
};

const toPlace = (row: { id: number; name: string; area: string; lat: number; lng: number }) => ({
  ...row,
  id: String(row.id),
});

/** The kinds in the order a tie is broken: a town before the district and division it names. */
const kindRank = sql`case ${places.kind} when 'area' then 0 when 'district' then 1 else 2 end`;

/**
 * The best place of `country` for a free-text location ("Mirpur 10, Dhaka"). Each comma-separated
 * part, folded as `foldPlaceName` does (accents aside: listing text rarely has them), is matched
 * against places' folded names: whole, as their first words ("Mirpur" for "Mirpur Model Thana"),
 * or by its own first word ("Mirpur 10"). A place whose district the text also names ("Dhaka")
 * beats one elsewhere of the same name; then the earlier part, the closer match, a town before a
 * district.
 */
export const bestPlaceFor = (location: SQL, country: string) => sql`(
  select ${places.id} from unnest(string_to_array(${location}, ',')) with ordinality as part(text, n)
  cross join lateral (select trim(regexp_replace(lower(part.text), '[^[:alnum:]]+', ' ', 'g')) as whole) f
  cross join lateral (select split_part(f.whole, ' ', 1) as first) w
  join ${places} on ${places.countryCode} = ${country} and f.whole <> ''
    and (${places.searchKey} = f.whole
      or left(${places.searchKey}, length(f.whole) + 1) = f.whole || ' '
      or ${places.searchKey} = w.first
      or left(${places.searchKey}, length(w.first) + 1) = w.first || ' ')
  order by
    strpos(lower(${location}), split_part(lower(${places.area}), ' ', 1)) > 0 desc,
    part.n,
    case when ${places.searchKey} = f.whole then 0
      when left(${places.searchKey}, length(f.whole) + 1) = f.whole || ' ' then 1
      else 2 end,
    ${kindRank}, ${places.id}
  limit 1)`;

/** A table whose rows may name a place and copy its point (listings, meeting spots). */
export interface PlacedTable {
  table: PgTable;
  /** The free text a place is read from when a row has none. */
  text: AnyPgColumn;
  placeId: AnyPgColumn;
  lat: AnyPgColumn;
  lng: AnyPgColumn;
}

/**
 * Gives the rows of `target` that have no place and no point the place their text names
 * (`bestPlaceFor`), with its point: the listings and spots made before places existed, once, when
 * the gazetteer is first loaded, and the demo data.
 */
export async function placeUnplacedRows(
  db: Database | Transaction,
  target: PlacedTable,
  country: string,
): Promise<void> {
  await db.execute(sql`update ${target.table}
    set ${sql.identifier(target.placeId.name)} = found.id,
      ${sql.identifier(target.lat.name)} = found.lat,
      ${sql.identifier(target.lng.name)} = found.lng
    from ${places} found
    where ${target.placeId} is null and ${target.lat} is null
      and found.id = ${bestPlaceFor(sql`${target.text}`, country)}`);
}

@Injectable()
export class PlacesRepository {
  constructor(
    @Inject(DATABASE) private readonly db: Database,
    @Inject(READ_DATABASE) private readonly reader: Database,
  ) {}

  /**
   * Places of `country` whose folded name starts with `prefix`, or has a word that does ("model"
   * finds "Mirpur Model Thana"): whole-name matches first, then name prefixes, then word
   * prefixes; within each, towns before districts and divisions, then shorter names.
   */
  async search(country: string, prefix: string, limit: number): Promise<Place[]> {
    const folded = foldPlaceName(prefix);
    const pattern = `${folded.replace(/[\\%_]/g, (match) => `\\${match}`)}%`;
    const rank = sql`case when ${places.searchKey} = ${folded} then 0 when ${places.searchKey} like ${pattern} then 1 else 2 end`;
    const rows = await this.reader
      .select(placeColumns)
      .from(places)
      .where(
        and(
          eq(places.countryCode, country),
          sql`(${places.searchKey} like ${pattern} or ${places.searchKey} like ${`% ${pattern}`})`,
        ),
      )
      .orderBy(rank, kindRank, sql`length(${places.name})`, places.name, places.id)
      .limit(limit);
    return rows.map(toPlace);
  }

  async findById(id: number): Promise<Place | undefined> {
    const [row] = await this.db.select(placeColumns).from(places).where(eq(places.id, id));
    return row && toPlace(row);
  }

  async countOf(country: string): Promise<number> {
    const [row] = await this.db
      .select({ total: count() })
      .from(places)
      .where(eq(places.countryCode, country));
    return row?.total ?? 0;
  }

  /**
   * Writes the gazetteer of `country`: new places are added, known ones (by their data key)
   * updated, so a newer data file changes names and points in place and never an id.
   */
  async upsert(country: string, entries: GazetteerEntry[]): Promise<void> {
    await this.db.transaction(async (tx) => {
      await tx
        .insert(places)
        .values(
          entries.map((entry) => ({
            sourceKey: entry.key,
            name: entry.name,
            area: entry.area,
            kind: entry.kind,
            countryCode: country,
            lat: entry.lat,
            lng: entry.lng,
            searchKey: foldPlaceName(entry.name),
          })),
        )
        .onConflictDoUpdate({
          target: places.sourceKey,
          set: {
            name: sql`excluded.name`,
            area: sql`excluded.area`,
            kind: sql`excluded.kind`,
            lat: sql`excluded.lat`,
            lng: sql`excluded.lng`,
            searchKey: sql`excluded.search_key`,
          },
        });
      // Parents by data key, now that every place has an id.
      const parents = entries.filter((entry) => entry.parent);
      if (parents.length) {
        const pairs = sql.join(
          parents.map((entry) => sql`(${entry.key}, ${entry.parent})`),
          sql`, `,
        );
        await tx.execute(sql`update ${places} set parent_id = parent.id
          from (values ${pairs}) as link(child_key, parent_key)
          join ${places} parent on parent.source_key = link.parent_key
          where ${places.sourceKey} = link.child_key`);
      }
    });
  }
}
