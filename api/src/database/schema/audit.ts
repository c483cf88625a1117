import { bigint, pgTable, text } from 'drizzle-orm/pg-core';
import { id, createdAt } from './columns.js';

/**
 * Every administrator action: who, what, when, on what, and why. Append-only: a trigger refuses
 * UPDATE, DELETE and TRUNCATE (migration 0006). No foreign keys, so the entry outlives the
 * accounts and records it names; the names are copied as they were.
 */
export const auditLog = pgTable('audit_log', {
  id: id(),
  createdAt: createdAt(),
  actorId: bigint('actor_id', { mode: 'number' }),
  actorName: text('actor_name').notNull(),
  actorEmail: text('actor_email').notNull(),
  action: text('action').notNull(),
  targetType: text('target_type').notNull(),
  targetId: text('target_id').notNull(),
  targetName: text('target_name').notNull(),
  reason: text('reason'),
});

/**
 * Exact totals of the admin's tables, kept by statement triggers of migration 0013:
 * `users:<role>` and `audit_log`.
 */
export const rowCounts = pgTable('row_counts', {
  key: text('key').primaryKey(),
  total: bigint('total', { mode: 'number' }).notNull().default(0),
});
