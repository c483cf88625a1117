import { Inject, Injectable } from '@nestjs/common';
import type { AuditAction, AuditLogQuery, AuditTargetType } from '@marketplace/contracts';
import type { SessionUser } from '../access/session-user.js';
import { DATABASE, type Database, type Transaction } from '../database/database.js';
import { AuditRepository } from './audit.repository.js';

/**
 * What an administrator did, to what, and why; or what a sign-in did to an account that an
 * administrator must be able to trace (`user.google-claimed`, its owner the actor).
 */
export interface AuditRecord {
  action: AuditAction;
  target: { type: AuditTargetType; id: number | string; name: string };
  reason?: string | null | undefined;
}

/** Writes the entry within the action's transaction. */
export type AuditLogger = (record: AuditRecord) => Promise<void>;

/**
 * The one way an administrator's action is carried out: its writes and its audit entry commit
 * together or not at all, so no action goes unlogged and no entry describes something that did
 * not happen.
 */
@Injectable()
export class AuditService {
  constructor(
    @Inject(DATABASE) private readonly db: Database,
    private readonly entries: AuditRepository,
  ) {}

  /**
   * Runs `work` in one transaction, giving it the transaction to pass to the repositories it
   * calls and `log` to record what it did. Throwing rolls back both.
   */
  run<T>(
    actor: Pick<SessionUser, 'id' | 'name' | 'email'>,
    work: (tx: Transaction, log: AuditLogger) => Promise<T>,
  ): Promise<T> {
    return this.db.transaction((tx) =>
      work(tx, (record) =>
        this.entries.insert(tx, {
          actorId: actor.id,
          actorName: actor.name,
          actorEmail: actor.email,
          action: record.action,
          targetType: record.target.type,
          targetId: String(record.target.id),
          targetName: record.target.name,
          reason: record.reason ?? null,
        }),
      ),
    );
  }

  list(query: AuditLogQuery) {
    return this.entries.list(query.before, query.limit);
  }
}
