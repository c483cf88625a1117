import { bigint, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { users } from './accounts.js';

/** The kinds of email an account chose not to get; every kind is sent unless listed here. */
export const emailOptOuts = pgTable(
  'email_opt_outs',
  {
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.kind] })],
);
