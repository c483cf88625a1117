import { type ExtraConfigColumn, bigint, numeric, timestamp } from 'drizzle-orm/pg-core';

/** Columns every domain's tables share. */
export const id = () => bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity();
export const createdAt = () =>
  timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
/**
 * Newest first, as every list is ordered. `ORDER BY x DESC` means NULLS FIRST in PostgreSQL, and an
 * index only serves an order whose null placement matches, so the index says it too.
 */
export const newestFirst = (t: { createdAt: ExtraConfigColumn; id: ExtraConfigColumn }) =>
  [t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()] as const;
export const money = (name: string) =>
  numeric(name, { precision: 12, scale: 2, mode: 'number' }).notNull();
