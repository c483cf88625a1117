import { Inject, Injectable } from '@nestjs/common';
import type { AccountRole, User } from '@marketplace/contracts';
import { and, desc, eq, getTableColumns, isNotNull, isNull, sql } from 'drizzle-orm';
import { DATABASE, type Database, READ_DATABASE, type Transaction } from '../database/database.js';
import { prepareStatement } from '../database/prepared.js';
import { keptTotal } from '../database/row-counts.js';
import { accountRole, users } from '../database/schema.js';
import { DomainEvents } from '../events/domain-events.js';

export type UserRow = typeof users.$inferSelect;

/** An account as lookups by id answer it: without its password hash, which they never need. */
export type AccountRow = Omit<UserRow, 'passwordHash'> & { hasPassword: boolean };

export const toUser = (row: Omit<UserRow, 'passwordHash'>): User => ({
  _id: String(row.id),
  name: row.name,
  email: row.email,
  image: row.image,
  role: row.role,
  verify: row.verify,
  isAdmin: row.isAdmin,
  location: row.location,
  suspendedAt: row.suspendedAt?.toISOString() ?? null,
  suspensionReason: row.suspensionReason,
});

/** Emails are unique without regard to case (users_email_lower_key); this matches that index. */
export const byEmail = (email: string) => eq(sql`lower(${users.email})`, email.toLowerCase());

const { passwordHash, ...accountColumns } = getTableColumns(users);

const byIdQuery = (db: Database) =>
  db
    .select({ ...accountColumns, hasPassword: sql<boolean>`${passwordHash} is not null` })
    .from(users)
    .where(eq(users.id, sql.placeholder('id')))
    .limit(1);

@Injectable()
export class UsersRepository {
  /** Prepared: every email a job sends and every profile looks its account up by id. */
  private readonly byId: ReturnType<ReturnType<typeof byIdQuery>['prepare']>;

  constructor(
    @Inject(DATABASE) private readonly db: Database,
    /** Account lists and lookups by id (profiles): on a replica when there are replicas. */
    @Inject(READ_DATABASE) private readonly reader: Database,
    private readonly events: DomainEvents,
  ) {
    this.byId = prepareStatement(byIdQuery(reader));
  }

  async findByEmail(email: string): Promise<UserRow | undefined> {
    const [row] = await this.db.select().from(users).where(byEmail(email)).limit(1);
    return row;
  }

  async findById(id: number): Promise<AccountRow | undefined> {
    const [row] = await this.byId.execute({ id });
    return row;
  }

  /**
   * The account's password hash, null for an account without a password (Google sign-in), or
   * undefined for no such account; read from the primary, as a password check must see the
   * latest change.
   */
  async passwordHashOf(id: number): Promise<string | null | undefined> {
    const [row] = await this.db
      .select({ passwordHash })
      .from(users)
      .where(eq(users.id, id))
      .limit(1);
    return row?.passwordHash;
  }

  /** Inserts, or returns undefined when the email is taken (compared without regard to case). */
  async insert(values: typeof users.$inferInsert): Promise<UserRow | undefined> {
    const [row] = await this.db.insert(users).values(values).onConflictDoNothing().returning();
    return row;
  }

  async update(
    id: number,
    values: Partial<typeof users.$inferInsert>,
    executor: Database | Transaction = this.db,
  ): Promise<UserRow | undefined> {
    const [row] = await executor.update(users).set(values).where(eq(users.id, id)).returning();
    return row;
  }

  /** Suspends the account; false when it already was (or does not exist). */
  async suspend(id: number, reason: string, executor: Database = this.db): Promise<boolean> {
    const changed = await executor
      .update(users)
      .set({ suspendedAt: new Date(), suspensionReason: reason })
      .where(and(eq(users.id, id), isNull(users.suspendedAt)))
      .returning({ id: users.id });
    return changed.length > 0;
  }

  /** Makes a buyer a seller, unverified; false when the account already sells (or is gone). */
  async becomeSeller(id: number, executor: Database = this.db): Promise<boolean> {
    const changed = await executor
      .update(users)
      .set({ role: 'seller', verify: false })
      .where(and(eq(users.id, id), eq(users.role, 'user')))
      .returning({ id: users.id });
    return changed.length > 0;
  }

  /** Lifts a suspension; false when the account was not suspended. */
  async unsuspend(id: number, executor: Database = this.db): Promise<boolean> {
    const changed = await executor
      .update(users)
      .set({ suspendedAt: null, suspensionReason: null })
      .where(and(eq(users.id, id), isNotNull(users.suspendedAt)))
      .returning({ id: users.id });
    return changed.length > 0;
  }

  async list(
    filter: { role?: AccountRole },
    page: { limit: number; offset: number },
  ): Promise<{ items: User[]; total: number }> {
    const where = filter.role ? eq(users.role, filter.role) : undefined;
    const roles = filter.role ? [filter.role] : accountRole.enumValues;
    const [rows, total] = await Promise.all([
      this.reader
        .select()
        .from(users)
        .where(where)
        .orderBy(desc(users.createdAt), desc(users.id))
        .limit(page.limit)
        .offset(page.offset),
      keptTotal(
        this.reader,
        roles.map((role) => `users:${role}`),
      ),
    ]);
    return { items: rows.map(toUser), total };
  }

  /**
   * Removes an account in one transaction. `user.deleted` goes first, inside it: the other domains
   * cancel the user's open orders and remove the user's listings (completed deals stay, with their
   * own copy of both names); then the cascade takes the sessions.
   */
  async delete(id: number, executor: Database | Transaction = this.db): Promise<number> {
    return executor.transaction(async (tx) => {
      await this.events.emit('user.deleted', { userId: id }, tx);
      const removed = await tx.delete(users).where(eq(users.id, id)).returning({ id: users.id });
      return removed.length;
    });
  }
}
