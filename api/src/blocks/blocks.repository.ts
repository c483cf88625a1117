import { Inject, Injectable } from '@nestjs/common';
import type { BlockedPerson } from '@marketplace/contracts';
import { and, count, desc, eq, or, sql } from 'drizzle-orm';
import { DATABASE, type Database, type Transaction, queryRows } from '../database/database.js';
import { userBlocks, users } from '../database/schema.js';

@Injectable()
export class BlocksRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  /** Records the block; false when it was there already. */
  async add(tx: Transaction, blockerId: number, blockedId: number): Promise<boolean> {
    const added = await tx
      .insert(userBlocks)
      .values({ blockerId, blockedId })
      .onConflictDoNothing()
      .returning({ blockedId: userBlocks.blockedId });
    return added.length > 0;
  }

  async remove(blockerId: number, blockedId: number): Promise<boolean> {
    const removed = await this.db
      .delete(userBlocks)
      .where(and(eq(userBlocks.blockerId, blockerId), eq(userBlocks.blockedId, blockedId)))
      .returning({ blockedId: userBlocks.blockedId });
    return removed.length > 0;
  }

  async countBy(tx: Transaction, blockerId: number): Promise<number> {
    const [row] = await tx
      .select({ total: count() })
      .from(userBlocks)
      .where(eq(userBlocks.blockerId, blockerId));
    return row?.total ?? 0;
  }

  /** The people `blockerId` blocked, the latest first, with their current name and photo. */
  async list(blockerId: number): Promise<BlockedPerson[]> {
    const rows = await this.db
      .select({
        id: users.id,
        name: users.name,
        image: users.image,
        blockedAt: userBlocks.createdAt,
      })
      .from(userBlocks)
      .innerJoin(users, eq(users.id, userBlocks.blockedId))
      .where(eq(userBlocks.blockerId, blockerId))
      .orderBy(desc(userBlocks.createdAt));
    return rows.map((row) => ({
      _id: String(row.id),
      name: row.name,
      image: row.image || null,
      blockedAt: row.blockedAt.toISOString(),
    }));
  }

  /** Everyone in a block with `userId`, whichever of the two made it: one read of two indexes. */
  async relatedTo(userId: number): Promise<number[]> {
    const rows = await queryRows<{ id: string | number }>(
      this.db,
      sql`select blocked_id as id from user_blocks where blocker_id = ${userId}
          union
          select blocker_id from user_blocks where blocked_id = ${userId}`,
    );
    return rows.map((row) => Number(row.id));
  }

  async between(a: number, b: number): Promise<boolean> {
    const [row] = await this.db
      .select({ blockerId: userBlocks.blockerId })
      .from(userBlocks)
      .where(
        or(
          and(eq(userBlocks.blockerId, a), eq(userBlocks.blockedId, b)),
          and(eq(userBlocks.blockerId, b), eq(userBlocks.blockedId, a)),
        ),
      )
      .limit(1);
    return row !== undefined;
  }
}
