import { Inject, Injectable } from '@nestjs/common';
import type { AuditAction, AuditEntry, AuditTargetType } from '@marketplace/contracts';
import { desc, lt } from 'drizzle-orm';
import { DATABASE, type Database } from '../database/database.js';
import { keptTotal } from '../database/row-counts.js';
import { auditLog } from '../database/schema.js';

type AuditRow = typeof auditLog.$inferSelect;

const toEntry = (row: AuditRow): AuditEntry => ({
  _id: String(row.id),
  at: row.createdAt.toISOString(),
  actor: {
    _id: row.actorId === null ? null : String(row.actorId),
    name: row.actorName,
    email: row.actorEmail,
  },
  action: row.action as AuditAction,
  target: {
    type: row.targetType as AuditTargetType,
    _id: row.targetId,
    name: row.targetName,
  },
  reason: row.reason,
});

/** The audit log's table. It only ever inserts: the table refuses anything else (0006). */
@Injectable()
export class AuditRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  async insert(executor: Database, values: typeof auditLog.$inferInsert): Promise<void> {
    await executor.insert(auditLog).values(values);
  }

  /** Newest first, from just before the entry `before` (keyset: the primary key serves it). */
  async list(before: number | undefined, limit: number) {
    const [rows, total] = await Promise.all([
      this.db
        .select()
        .from(auditLog)
        .where(before === undefined ? undefined : lt(auditLog.id, before))
        .orderBy(desc(auditLog.id))
        .limit(limit),
      keptTotal(this.db, ['audit_log']),
    ]);
    return { items: rows.map(toEntry), total };
  }
}
