import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.js';
import { users } from './accounts.js';

/** One account blocking another (the blocks domain): neither may reach the other again. */
export const userBlocks = pgTable(
  'user_blocks',
  {
    blockerId: bigint('blocker_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    blockedId: bigint('blocked_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: 'user_blocks_pkey', columns: [t.blockerId, t.blockedId] }),
    index('user_blocks_blocked_idx').on(t.blockedId, t.blockerId),
    check('user_blocks_not_self_check', sql`${t.blockerId} <> ${t.blockedId}`),
  ],
);
