import { Inject, Injectable } from '@nestjs/common';
import type { MeetingSpot, MeetingSpotInput, PageQuery } from '@marketplace/contracts';
import { type SQL, asc, count, eq, ilike, or, sql } from 'drizzle-orm';
import { isUniqueViolation } from '../common/http-errors.js';
import { DATABASE, type Database } from '../database/database.js';
import { containsPattern } from '../database/like-pattern.js';
import { meetingSpots } from '../database/schema.js';

type MeetingSpotRow = typeof meetingSpots.$inferSelect;

export const toMeetingSpot = (row: MeetingSpotRow): MeetingSpot => ({
  _id: String(row.id),
  name: row.name,
  area: row.area,
  address: row.address,
  note: row.note,
});

const isNameTaken = (error: unknown) => isUniqueViolation(error, 'meeting_spots_name_lower_key');

export type SpotWriteOutcome<T> = { kind: 'done'; value: T } | { kind: 'name-taken' };

@Injectable()
export class MeetingSpotsRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  /**
   * Spots whose name, area or address contains `q`; with `near` (a listing's location, such as
   * "Mirpur 10, Dhaka"), the spots whose area that location names come first. Then by name.
   */
  async list(
    filter: { q?: string | undefined; near?: string | undefined },
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
    const [rows, [totals]] = await Promise.all([
      this.db
        .select()
        .from(meetingSpots)
        .where(where)
        .orderBy(...(nearFirst ? [nearFirst] : []), asc(meetingSpots.name), asc(meetingSpots.id))
        .limit(page.limit)
        .offset(page.offset),
      this.db.select({ total: count() }).from(meetingSpots).where(where),
    ]);
    return { items: rows.map(toMeetingSpot), total: totals?.total ?? 0 };
  }

  async findById(id: number, executor: Database = this.db): Promise<MeetingSpotRow | undefined> {
    const [row] = await executor.select().from(meetingSpots).where(eq(meetingSpots.id, id));
    return row;
  }

  async insert(
    input: MeetingSpotInput,
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
    input: MeetingSpotInput,
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
