import { Inject, Injectable } from '@nestjs/common';
import type { AccountWarning, PageQuery, PersonReportReason } from '@marketplace/contracts';
import { and, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { DATABASE, type Database, type Transaction, queryRows } from '../database/database.js';
import { accountWarnings, personReports } from '../database/schema.js';

interface NewReport {
  reportedId: number;
  reporterId: number;
  messageId: number | null;
  reason: PersonReportReason;
  details: string | null;
}

/** A reported message's row in the queue, before its thread is read. */
export interface ReportedMessageRow {
  messageId: number;
  senderId: number | null;
  reportCount: number;
  reasons: PersonReportReason[];
  details: Array<string | null>;
  lastReportedAt: Date;
}

const open = isNull(personReports.closedAt);
const ofPerson = and(open, isNull(personReports.messageId));
const ofMessage = and(open, isNotNull(personReports.messageId));

/** Reports of people and of messages, and the warnings sent about them. */
@Injectable()
export class PeopleReportsRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  /** One open report per reporter of a person or of a message; false when it was open already. */
  async add(report: NewReport): Promise<boolean> {
    const added = await this.db
      .insert(personReports)
      .values(report)
      .onConflictDoNothing()
      .returning({ id: personReports.id });
    return added.length > 0;
  }

  /** People with open reports of themselves, the most reported first. */
  async listPeople(page: PageQuery): Promise<{ items: RawReportedPerson[]; total: number }> {
    const [items, [totals]] = await Promise.all([
      queryRows<RawReportedPerson>(
        this.db,
        sql`select u.id, u.name, u.email, u.image, t.report_count, t.reasons, t.details,
                   t.last_reported_at
            from (select reported_id, count(*)::int as report_count,
                         array_agg(reason order by created_at desc) as reasons,
                         array_agg(details order by created_at desc) as details,
                         max(created_at) as last_reported_at
                  from person_reports where ${ofPerson} group by reported_id) t
            join users u on u.id = t.reported_id
            order by t.report_count desc, t.last_reported_at desc, u.id desc
            limit ${page.limit} offset ${page.offset}`,
      ),
      queryRows<{ total: number }>(
        this.db,
        sql`select count(distinct reported_id)::int as total from person_reports where ${ofPerson}`,
      ),
    ]);
    return { items, total: totals?.total ?? 0 };
  }

  /** Messages with open reports, the most reported first. */
  async listMessages(page: PageQuery): Promise<{ items: ReportedMessageRow[]; total: number }> {
    const [rows, [totals]] = await Promise.all([
      queryRows<{
        message_id: number;
        sender_id: number | null;
        report_count: number;
        reasons: PersonReportReason[];
        details: Array<string | null>;
        last_reported_at: Date | string;
      }>(
        this.db,
        sql`select message_id, max(reported_id) as sender_id, count(*)::int as report_count,
                   array_agg(reason order by created_at desc) as reasons,
                   array_agg(details order by created_at desc) as details,
                   max(created_at) as last_reported_at
            from person_reports where ${ofMessage}
            group by message_id
            order by report_count desc, last_reported_at desc, message_id desc
            limit ${page.limit} offset ${page.offset}`,
      ),
      queryRows<{ total: number }>(
        this.db,
        sql`select count(distinct message_id)::int as total from person_reports where ${ofMessage}`,
      ),
    ]);
    return {
      items: rows.map((row) => ({
        messageId: Number(row.message_id),
        senderId: row.sender_id === null ? null : Number(row.sender_id),
        reportCount: Number(row.report_count),
        reasons: row.reasons,
        details: row.details,
        lastReportedAt: new Date(row.last_reported_at),
      })),
      total: totals?.total ?? 0,
    };
  }

  /** Closes the open reports of a person themselves; how many closed. */
  async closeOfPerson(reportedId: number, executor: Database = this.db): Promise<number> {
    const closed = await executor
      .update(personReports)
      .set({ closedAt: new Date() })
      .where(and(ofPerson, eq(personReports.reportedId, reportedId)))
      .returning({ id: personReports.id });
    return closed.length;
  }

  /** Closes the open reports of one message; how many closed. */
  async closeOfMessage(messageId: number, executor: Database = this.db): Promise<number> {
    const closed = await executor
      .update(personReports)
      .set({ closedAt: new Date() })
      .where(and(open, eq(personReports.messageId, messageId)))
      .returning({ id: personReports.id });
    return closed.length;
  }

  /** Closes every open report about a person: of them and of their messages; how many closed. */
  async closeAllAbout(reportedId: number, executor: Database = this.db): Promise<number> {
    const closed = await executor
      .update(personReports)
      .set({ closedAt: new Date() })
      .where(and(open, eq(personReports.reportedId, reportedId)))
      .returning({ id: personReports.id });
    return closed.length;
  }

  async addWarning(tx: Transaction, userId: number, text: string): Promise<void> {
    await tx.insert(accountWarnings).values({ userId, text });
  }

  async openWarnings(userId: number): Promise<AccountWarning[]> {
    const rows = await this.db
      .select()
      .from(accountWarnings)
      .where(and(eq(accountWarnings.userId, userId), isNull(accountWarnings.acknowledgedAt)))
      .orderBy(desc(accountWarnings.id));
    return rows.map((row) => ({
      _id: String(row.id),
      text: row.text,
      createdAt: row.createdAt.toISOString(),
    }));
  }

  /** Marks a warning read; its owner and whether it was unread, or undefined if there is none. */
  async acknowledge(
    id: number,
    userId: number,
  ): Promise<{ ownerId: number; acknowledged: boolean } | undefined> {
    const [moved] = await this.db
      .update(accountWarnings)
      .set({ acknowledgedAt: new Date() })
      .where(
        and(
          eq(accountWarnings.id, id),
          eq(accountWarnings.userId, userId),
          isNull(accountWarnings.acknowledgedAt),
        ),
      )
      .returning({ id: accountWarnings.id });
    if (moved) return { ownerId: userId, acknowledged: true };
    const [row] = await this.db
      .select({ ownerId: accountWarnings.userId })
      .from(accountWarnings)
      .where(eq(accountWarnings.id, id));
    return row && { ownerId: row.ownerId, acknowledged: false };
  }
}

/** A reported person's row as read; `toReportedPerson` in the service shapes it. */
export interface RawReportedPerson {
  id: number;
  name: string;
  email: string;
  image: string;
  report_count: number;
  reasons: PersonReportReason[];
  details: Array<string | null>;
  last_reported_at: Date | string;
}
