import { Inject, Injectable } from '@nestjs/common';
import { eq, sql } from 'drizzle-orm';
import { DATABASE, type Database, READ_DATABASE, type Transaction } from '../database/database.js';
import { userReputation } from '../database/schema.js';

/** An account's kept figures; zeros for an account nothing has happened to yet. */
export interface Reputation {
  ratingSum: number;
  ratingCount: number;
  completedSales: number;
  completedPurchases: number;
}

const NOTHING_YET: Reputation = {
  ratingSum: 0,
  ratingCount: 0,
  completedSales: 0,
  completedPurchases: 0,
};

/** Average stars to one decimal, null before the first rating. */
export const averageRating = ({ ratingSum, ratingCount }: Reputation): number | null =>
  ratingCount ? Math.round((ratingSum / ratingCount) * 10) / 10 : null;

/**
 * `user_reputation`: per-account figures moved in the same transaction as what changes them, so
 * they are always exact and reading one costs a primary-key lookup. A completed deal counts in
 * the statement that completes it (migration 0014's `reputation_count_completed_deal`).
 */
@Injectable()
export class ReputationRepository {
  constructor(
    @Inject(DATABASE) private readonly db: Database,
    /** Profiles' figures: on a replica when there are replicas (see ReadReplicas). */
    @Inject(READ_DATABASE) private readonly reader: Database,
  ) {}

  async find(userId: number): Promise<Reputation> {
    const [row] = await this.reader
      .select()
      .from(userReputation)
      .where(eq(userReputation.userId, userId));
    return row ?? NOTHING_YET;
  }

  /** Adds (`sign` 1) or takes away (`sign` -1, a hidden review) one rating of `stars`. */
  async countRating(
    tx: Transaction | Database,
    userId: number,
    stars: number,
    sign: 1 | -1,
  ): Promise<void> {
    await this.add(tx, userId, { ratingSum: sign * stars, ratingCount: sign });
  }

  private async add(
    tx: Transaction | Database,
    userId: number,
    delta: Partial<Reputation>,
  ): Promise<void> {
    const values = { ...NOTHING_YET, ...delta };
    await tx
      .insert(userReputation)
      .values({ userId, ...values })
      .onConflictDoUpdate({
        target: userReputation.userId,
        set: {
          ratingSum: sql`${userReputation.ratingSum} + ${values.ratingSum}`,
          ratingCount: sql`${userReputation.ratingCount} + ${values.ratingCount}`,
          completedSales: sql`${userReputation.completedSales} + ${values.completedSales}`,
          completedPurchases: sql`${userReputation.completedPurchases} + ${values.completedPurchases}`,
        },
      });
  }
}
