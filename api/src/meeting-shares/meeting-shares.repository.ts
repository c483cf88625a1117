import { Inject, Injectable } from '@nestjs/common';
import { and, count, eq, isNull } from 'drizzle-orm';
import { DATABASE, type Database, type Transaction } from '../database/database.js';
import { meetingShares } from '../database/schema.js';

export type MeetingShareRow = typeof meetingShares.$inferSelect;

/** The trusted contacts of meetings: this domain's one table. */
@Injectable()
export class MeetingSharesRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  /** Adds a contact for one side of an order; undefined when that side already gave this address. */
  async add(
    tx: Transaction,
    share: { orderId: number; sharedBy: number; contactEmail: string },
  ): Promise<MeetingShareRow | undefined> {
    const [row] = await tx.insert(meetingShares).values(share).onConflictDoNothing().returning();
    return row;
  }

  async countFor(orderId: number, sharedBy: number): Promise<number> {
    const [row] = await this.db
      .select({ total: count() })
      .from(meetingShares)
      .where(and(eq(meetingShares.orderId, orderId), eq(meetingShares.sharedBy, sharedBy)));
    return row?.total ?? 0;
  }

  /** One side's contacts for an order, oldest first. */
  listFor(orderId: number, sharedBy: number): Promise<MeetingShareRow[]> {
    return this.db
      .select()
      .from(meetingShares)
      .where(and(eq(meetingShares.orderId, orderId), eq(meetingShares.sharedBy, sharedBy)))
      .orderBy(meetingShares.id);
  }

  async find(id: number): Promise<MeetingShareRow | undefined> {
    const [row] = await this.db
      .select()
      .from(meetingShares)
      .where(eq(meetingShares.id, id))
      .limit(1);
    return row;
  }

  /** Marks the follow-up sent; false when another run already did (it is sent once). */
  async claimFollowUp(tx: Transaction, id: number): Promise<boolean> {
    const claimed = await tx
      .update(meetingShares)
      .set({ followUpSentAt: new Date() })
      .where(and(eq(meetingShares.id, id), isNull(meetingShares.followUpSentAt)))
      .returning({ id: meetingShares.id });
    return claimed.length > 0;
  }
}
