import {
  BadRequestException,
  ConflictException,
  ForbiddenException,
  Inject,
  Injectable,
  NotFoundException,
} from '@nestjs/common';
import {
  type AccountWarning,
  type PageQuery,
  PERSON_REPORT_REASONS,
  type PersonReportInput,
  REPORTED_MESSAGE_CONTEXT,
  type ReportedMessage,
  type ReportedPerson,
} from '@marketplace/contracts';
import type { SessionUser } from '../access/session-user.js';
import { AuditService } from '../audit/audit.service.js';
import { type RateLimit, RateLimits } from '../cluster/rate-limits.js';
import { Page } from '../common/pagination.js';
import { updated } from '../common/write-results.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { ConversationsService } from '../conversations/conversations.service.js';
import type { Database } from '../database/database.js';
import { EmailsService } from '../mail/emails.service.js';
import { UsersRepository } from '../users/users.repository.js';
import { PeopleReportsRepository, type RawReportedPerson } from './people-reports.repository.js';
import { tallyReports } from './report-tally.js';

const toReportedPerson = (row: RawReportedPerson): ReportedPerson => ({
  _id: String(row.id),
  name: row.name,
  email: row.email,
  image: row.image || null,
  reportCount: Number(row.report_count),
  ...tallyReports(row.reasons, row.details, PERSON_REPORT_REASONS),
  lastReportedAt: new Date(row.last_reported_at).toISOString(),
});

/**
 * Reports of people and of their messages, and what a moderator does with them: dismiss, warn
 * (an email and a notice on the person's dashboard until they acknowledge it) or suspend (the
 * users domain's suspension, which closes the reports through `user.suspension-changed`).
 */
@Injectable()
export class PeopleReportsService {
  /** Shares RATE_LIMIT_REPORTS_PER_HOUR with listing reports, in a bucket of its own. */
  private readonly reportLimit: RateLimit;

  constructor(
    private readonly reports: PeopleReportsRepository,
    private readonly users: UsersRepository,
    private readonly conversations: ConversationsService,
    private readonly emails: EmailsService,
    private readonly audit: AuditService,
    @Inject(APP_CONFIG) config: AppConfig,
    rateLimits: RateLimits,
  ) {
    this.reportLimit = rateLimits.create(
      'people-reports',
      config.RATE_LIMIT_REPORTS_PER_HOUR,
      3600,
    );
  }

  /** Reports a person: not oneself (400); again while open changes nothing and costs nothing. */
  async reportPerson(targetId: number, input: PersonReportInput, viewer: SessionUser) {
    if (targetId === viewer.id) throw new BadRequestException('You cannot report yourself');
    if (!(await this.users.findById(targetId))) throw new NotFoundException('User not found');
    return this.record({ reportedId: targetId, messageId: null }, input, viewer);
  }

  /** Reports a message of one of the viewer's conversations, written by the other party. */
  async reportMessage(messageId: number, input: PersonReportInput, viewer: SessionUser) {
    const { senderId } = await this.conversations.reportableMessage(messageId, viewer);
    if (senderId === null)
      throw new ConflictException("This message's sender has removed their account");
    return this.record({ reportedId: senderId, messageId }, input, viewer);
  }

  private async record(
    about: { reportedId: number; messageId: number | null },
    input: PersonReportInput,
    viewer: SessionUser,
  ) {
    const key = `user:${viewer.id}`;
    await this.reportLimit.consume(key);
    const added = await this.reports.add({
      ...about,
      reporterId: viewer.id,
      reason: input.reason,
      details: input.details || null,
    });
    if (!added) await this.reportLimit.refundAll([key]);
    return updated(1, added ? 1 : 0);
  }

  async listPeople(page: PageQuery): Promise<Page<ReportedPerson>> {
    const { items, total } = await this.reports.listPeople(page);
    return new Page(items.map(toReportedPerson), total, page);
  }

  /** Reported messages, each amid REPORTED_MESSAGE_CONTEXT messages before and after it. */
  async listMessages(page: PageQuery): Promise<Page<ReportedMessage>> {
    const { items, total } = await this.reports.listMessages(page);
    const shown = await Promise.all(
      items.map(async (row): Promise<ReportedMessage | undefined> => {
        const around = await this.conversations.threadAround(
          row.messageId,
          REPORTED_MESSAGE_CONTEXT,
        );
        if (!around) return undefined;
        const reported = around.thread.find((message) => message.reported);
        return {
          _id: String(row.messageId),
          conversationId: String(around.conversationId),
          productName: around.productName,
          sender: {
            _id: row.senderId === null ? null : String(row.senderId),
            name: reported?.senderName ?? 'Removed account',
          },
          reportCount: row.reportCount,
          ...tallyReports(row.reasons, row.details, PERSON_REPORT_REASONS),
          lastReportedAt: row.lastReportedAt.toISOString(),
          thread: around.thread,
        };
      }),
    );
    return new Page(
      shown.filter((item): item is ReportedMessage => item !== undefined),
      total,
      page,
    );
  }

  /** Closes the reports of a person (not of their messages); 409 when none are open. */
  async dismissPerson(userId: number, reason: string | undefined, admin: SessionUser) {
    const person = await this.person(userId);
    return this.audit.run(admin, async (tx, log) => {
      const closed = await this.reports.closeOfPerson(userId, tx);
      if (!closed) throw new ConflictException('This person has no open reports');
      await log({ action: 'person-reports.dismiss', target: person, reason });
      return updated(closed, closed);
    });
  }

  /** Closes the reports of one message; 404 unknown, 409 when none are open. */
  async dismissMessage(messageId: number, reason: string | undefined, admin: SessionUser) {
    const around = await this.conversations.threadAround(messageId, 0);
    if (!around) throw new NotFoundException('Message not found');
    return this.audit.run(admin, async (tx, log) => {
      const closed = await this.reports.closeOfMessage(messageId, tx);
      if (!closed) throw new ConflictException('This message has no open reports');
      const name = around.thread[0]?.text.slice(0, 80) ?? '';
      await log({
        action: 'message-reports.dismiss',
        target: { type: 'message', id: messageId, name },
        reason,
      });
      return updated(closed, closed);
    });
  }

  /**
   * Warns a reported person: their open reports (of them and of their messages) close, they get
   * the `account-warning` email and see the words on their dashboard until they acknowledge them.
   * 404 unknown, 403 an administrator, 409 nothing reported.
   */
  async warn(userId: number, text: string, admin: SessionUser, origin: string) {
    const person = await this.person(userId);
    return this.audit.run(admin, async (tx, log) => {
      const closed = await this.reports.closeAllAbout(userId, tx);
      if (!closed) throw new ConflictException('This person has no open reports');
      await this.reports.addWarning(tx, userId, text);
      await this.emails.enqueue(userId, 'account-warning', { text }, { origin, executor: tx });
      await log({ action: 'user.warn', target: person, reason: text });
      return updated(closed, closed);
    });
  }

  warnings(viewer: SessionUser): Promise<AccountWarning[]> {
    return this.reports.openWarnings(viewer.id);
  }

  /** The viewer has read a warning: it leaves the dashboard. 404 unknown, 403 someone else's. */
  async acknowledge(id: number, viewer: SessionUser) {
    const outcome = await this.reports.acknowledge(id, viewer.id);
    if (!outcome) throw new NotFoundException('Warning not found');
    if (outcome.ownerId !== viewer.id) throw new ForbiddenException('This warning is not yours');
    return updated(1, outcome.acknowledged ? 1 : 0);
  }

  /** A suspension decided on the account answers its reports. */
  closeOnSuspension(userId: number, tx: Database) {
    return this.reports.closeAllAbout(userId, tx);
  }

  /** The audit target of a person a moderator acts on; administrators are not theirs to act on. */
  private async person(userId: number) {
    const row = await this.users.findById(userId);
    if (!row) throw new NotFoundException('User not found');
    if (row.isAdmin) throw new ForbiddenException('Administrators are managed with npm run admin');
    return { type: 'user', id: row.id, name: `${row.name} <${row.email}>` } as const;
  }
}
