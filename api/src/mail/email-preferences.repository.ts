import { Inject, Injectable } from '@nestjs/common';
import {
  EMAIL_PREFERENCES,
  type EmailPreference,
  type EmailPreferences,
} from '@marketplace/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { DATABASE, type Database } from '../database/database.js';
import { prepareStatement } from '../database/prepared.js';
import { emailOptOuts } from '../database/schema.js';

const optOutQuery = (db: Database) =>
  db
    .select({ kind: emailOptOuts.kind })
    .from(emailOptOuts)
    .where(
      and(
        eq(emailOptOuts.userId, sql.placeholder('userId')),
        eq(emailOptOuts.kind, sql.placeholder('kind')),
      ),
    )
    .limit(1);

/** Which emails each account gets: every kind, except those it opted out of. */
@Injectable()
export class EmailPreferencesRepository {
  /** Prepared: every email the job worker sends asks it first. */
  private readonly optOut: ReturnType<ReturnType<typeof optOutQuery>['prepare']>;

  constructor(@Inject(DATABASE) private readonly db: Database) {
    this.optOut = prepareStatement(optOutQuery(db));
  }

  async get(userId: number): Promise<EmailPreferences> {
    const rows = await this.db
      .select({ kind: emailOptOuts.kind })
      .from(emailOptOuts)
      .where(eq(emailOptOuts.userId, userId));
    const optedOut = new Set(rows.map((row) => row.kind));
    return Object.fromEntries(
      EMAIL_PREFERENCES.map((kind) => [kind, !optedOut.has(kind)]),
    ) as EmailPreferences;
  }

  async wants(userId: number, kind: EmailPreference): Promise<boolean> {
    const [row] = await this.optOut.execute({ userId, kind });
    return !row;
  }

  /** Replaces the account's choices; answers whether anything changed. */
  async set(userId: number, preferences: EmailPreferences): Promise<boolean> {
    const before = await this.get(userId);
    const changed = EMAIL_PREFERENCES.some((kind) => before[kind] !== preferences[kind]);
    if (!changed) return false;
    const optOuts = EMAIL_PREFERENCES.filter((kind) => !preferences[kind]);
    await this.db.transaction(async (tx) => {
      await tx.delete(emailOptOuts).where(eq(emailOptOuts.userId, userId));
      if (optOuts.length)
        await tx.insert(emailOptOuts).values(optOuts.map((kind) => ({ userId, kind })));
    });
    return true;
  }
}
