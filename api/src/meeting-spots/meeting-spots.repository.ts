import { Inject, Injectable } from '@nestjs/common';
import type { MeetingSpot, MeetingSpotInput, PageQuery, Point } from '@marketplace/contracts';
import { type SQL, asc, count, eq, ilike, or, sql } from 'drizzle-orm';
import { isUniqueViolation } from '../common/http-errors.js';
import { DATABASE, type Database } from '../database/database.js';
import { containsPattern } from '../database/like-pattern.js';
import { meetingSpots } from '../database/schema.js';
import { type PlacedTable, placeUnplacedRows } from '../places/places.repository.js';
import { haversineKm, shownDistanceKm } from '../places/distance.js';

type MeetingSpotRow = typeof meetingSpots.$inferSelect;

export const toMeetingSpot = (row: MeetingSpotRow): MeetingSpot => ({
  _id: String(row.id),
  name: row.name,
  area: row.area,
  address: row.address,
  note: row.note,
  ...(row.placeId === null ? {} : { placeId: String(row.placeId) }),
});

/** A spot as an administrator writes it: the form's fields, and the picked place with its point. */
export type MeetingSpotValues = Omit<MeetingSpotInput, 'placeId'> & {
  placeId: number | null;
  lat: number | null;
  lng: number | null;
};

const isNameTaken = (error: unknown) => isUniqueViolation(error, 'meeting_spots_name_lower_key');

/** A spot's place is read from its address ("Road 1, Section 2, Mirpur, Dhaka"). */
export const meetingSpotPlaceColumns: PlacedTable = {
  table: meetingSpots,
  text: meetingSpots.address,
  placeId: meetingSpots.placeId,
  lat: meetingSpots.lat,
  lng: meetingSpots.lng,
};

export type SpotWriteOutcome<T> = { kind: 'done'; value: T } | { kind: 'name-taken' };

@Injectable()
export class MeetingSpotsRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  /**
   * Spots whose name, area or address contains `q`; with `near` (a listing's location, such as
   * "Mirpur 10, Dhaka"), the spots whose area that location names come first. Then by name.
   */
  async list(
    filter: { q?: string | undefined; near?: string | undefined; from?: Point | undefined },
    page: PageQuery,
  ): Promise<{ items: MeetingSpot[]; total: number }> {
    let where: SQL | undefined;
    if (filter.q) {
      const pattern = containsPattern(filter.q);
      where = or(
        ilike(meetingSpots.name, pattern),
        ilike(meetingSpots.area, pattern),
        ilike(meetingSpots.address, pattern),
      );
    }
    const nearFirst = filter.near
      ? sql`(strpos(lower(${filter.near}), lower(${meetingSpots.area})) = 0)`
      : undefined;
    // From a listing's point: the spots with a point nearest first, then the others.
    const distance = filter.from && haversineKm(meetingSpots.lat, meetingSpots.lng, filter.from);
    const [rows, [totals]] = await Promise.all([
      this.db
        .select({ spot: meetingSpots, distanceKm: distance ?? sql<null>`null::float8` })
        .from(meetingSpots)
        .where(where)
        .orderBy(
          ...(distance ? [sql`${distance} asc nulls last`] : []),
          ...(nearFirst ? [nearFirst] : []),
          asc(meetingSpots.name),
          asc(meetingSpots.id),
        )
        .limit(page.limit)
        .offset(page.offset),
      this.db.select({ total: count() }).from(meetingSpots).where(where),
    ]);
    return {
      items: rows.map(({ spot, distanceKm }) => ({
        ...toMeetingSpot(spot),
        ...(distanceKm === null ? {} : { distanceKm: shownDistanceKm(distanceKm) }),
      })),
      total: totals?.total ?? 0,
    };
  }

  /** Spots made before places existed get the place their address names (see PlacesService). */
  placeUnplaced(country: string): Promise<void> {
    return placeUnplacedRows(this.db, meetingSpotPlaceColumns, country);
  }

  async findById(id: number, executor: Database = this.db): Promise<MeetingSpotRow | undefined> {
    const [row] = await executor.select().from(meetingSpots).where(eq(meetingSpots.id, id));
    return row;
  }

  async insert(
    input: MeetingSpotValues,
    executor: Database = this.db,
  ): Promise<SpotWriteOutcome<number>> {
    try {
      // A savepoint, so a refused name leaves the caller's transaction usable.
      const [row] = await executor.transaction((tx) =>
        tx.insert(meetingSpots).values(input).returning({ id: meetingSpots.id }),
      );
      return { kind: 'done', value: row!.id };
    } catch (error) {
      if (isNameTaken(error)) return { kind: 'name-taken' };
      throw error;
    }
  }

  /** The row as it was before, or undefined when there is no such spot. */
  async update(
    id: number,
    input: MeetingSpotValues,
    executor: Database = this.db,
  ): Promise<SpotWriteOutcome<MeetingSpotRow | undefined>> {
    try {
      return await executor.transaction(async (tx) => {
        const [before] = await tx
          .select()
          .from(meetingSpots)
          .where(eq(meetingSpots.id, id))
          .for('update');
        if (before) await tx.update(meetingSpots).set(input).where(eq(meetingSpots.id, id));
        return { kind: 'done', value: before } as const;
      });
    } catch (error) {
      if (isNameTaken(error)) return { kind: 'name-taken' };
      throw error;
    }
  }

  /** The removed row, or undefined. Orders that named it keep the note they copied. */
  async delete(id: number, executor: Database = this.db): Promise<MeetingSpotRow | undefined> {
    const [row] = await executor.delete(meetingSpots).where(eq(meetingSpots.id, id)).returning();
    return row;
  }
}
