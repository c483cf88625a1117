import { Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { and, eq, gt, inArray, isNull, lt, ne, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { createHash, randomBytes } from 'node:crypto';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { DATABASE, type Database } from '../database/database.js';
import { prepareStatement } from '../database/prepared.js';
import { sessions, users } from '../database/schema.js';
import { type NotificationChannels, Notifications } from '../cluster/notifications.js';
import { JobScheduler } from '../scheduling/job-scheduler.js';
import type { SessionUser } from './session-user.js';

export const SESSION_COOKIE = 'sid';

const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url');

/**
 * How long a resolved session is reused without asking the database. A change to a session or an
 * account (logout, deletion, suspension, verification, profile) drops it at once in this process
 * and, through the `sessions.changed` notification, in every other one within milliseconds; a lost
 * notification connection drops them all. The reuse saves a query on every signed-in request
 * (measured in api/README.md).
 */
export const SESSION_REUSE_MS = 5_000;
const MAX_REUSED_SESSIONS = 10_000;
const EXPIRED_SWEEP_SECONDS = 3_600;

/** The account of a live session, by its token's hash (`tokenHash`) at the time `now`. */
const sessionUserQuery = (db: Database) =>
  db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      image: users.image,
      role: users.role,
      isAdmin: users.isAdmin,
      verify: users.verify,
      emailVerified: sql<boolean>`${users.emailVerifiedAt} is not null`,
      expiresAt: sessions.expiresAt,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, sql.placeholder('tokenHash')),
        gt(sessions.expiresAt, sql.placeholder('now')),
        // Suspension deletes the sessions; this also stops one started in the same instant.
        isNull(users.suspendedAt),
      ),
    )
    .limit(1);

/**
 * Server-side sessions: the cookie holds a random token, the table only its hash, so sessions can
 * be revoked (logout, account deletion) and a leaked table cannot be replayed.
 */
@Injectable()
export class SessionsService implements OnModuleInit {
  private readonly logger = new Logger(SessionsService.name);
  private readonly reused = new Map<string, { user: SessionUser; until: number }>();
  /** Prepared (database/prepared.ts): a signed-in request not reused below runs it. */
  private readonly sessionUser: ReturnType<ReturnType<typeof sessionUserQuery>['prepare']>;

  constructor(
    @Inject(DATABASE) private readonly db: Database,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly scheduler: JobScheduler,
    private readonly notifications: Notifications,
  ) {
    this.sessionUser = prepareStatement(sessionUserQuery(db));
    notifications.subscribe('sessions.changed', ({ tokenHashes = [], userIds = [] }) => {
      for (const tokenHash of tokenHashes) this.reused.delete(tokenHash);
      for (const userId of userIds) this.dropReusedOf(userId);
    });
    notifications.onResync(() => this.reused.clear());
  }

  /** Expired sessions are deleted hourly, by one process of the deployment (the scheduler). */
  onModuleInit(): void {
    this.scheduler.register({
      name: 'sessions.delete-expired',
      periodSeconds: EXPIRED_SWEEP_SECONDS,
      run: (tx) => this.deleteExpired(tx),
    });
  }

  private get ttlMs(): number {
    return this.config.SESSION_TTL_HOURS * 3_600_000;
  }

  /** Starts a fresh session (a new token at every sign-in) and sets its cookie. */
  async start(userId: number, request: FastifyRequest, reply: FastifyReply): Promise<void> {
    const token = randomBytes(32).toString('base64url');
    const expiresAt = new Date(Date.now() + this.ttlMs);
    await this.db.insert(sessions).values({ tokenHash: hashToken(token), userId, expiresAt });
    const previous = request.cookies[SESSION_COOKIE];
    if (previous) await this.revokeToken(previous);
    void reply.setCookie(SESSION_COOKIE, token, {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: this.isSecure(request),
      expires: expiresAt,
    });
  }

  async resolve(token: string | undefined): Promise<SessionUser | null> {
    if (!token || token.length > 100) return null;
    const tokenHash = hashToken(token);
    const now = Date.now();
    const reused = this.reused.get(tokenHash);
    if (reused && reused.until > now) return reused.user;
    const [row] = await this.sessionUser.execute({
      tokenHash,
      now: new Date(now).toISOString(),
    });
    if (!row) {
      this.reused.delete(tokenHash);
      return null;
    }
    const { expiresAt, ...user } = row;
    if (this.reused.size >= MAX_REUSED_SESSIONS) this.reused.clear();
    this.reused.set(tokenHash, {
      user,
      until: Math.min(now + SESSION_REUSE_MS, expiresAt.getTime()),
    });
    return user;
  }

  /** Stops every process reusing the account's sessions, after the account changed. */
  forgetUser(userId: number): void {
    this.dropReusedOf(userId);
    void this.announce({ userIds: [userId] });
  }

  private dropReusedOf(userId: number): void {
    for (const [tokenHash, { user }] of this.reused) {
      if (user.id === userId) this.reused.delete(tokenHash);
    }
  }

  /** Other processes hear of a change within milliseconds; this one has already applied it. */
  private async announce(change: NotificationChannels['sessions.changed']): Promise<void> {
    try {
      await this.notifications.publish('sessions.changed', change);
    } catch (error) {
      // Undelivered, the other processes' copies still expire within SESSION_REUSE_MS.
      this.logger.warn(`Session change not announced: ${String(error)}`);
    }
  }

  /**
   * Ends every session of the account (a suspension), within the caller's transaction. Call
   * forgetUser once it commits.
   */
  async revokeAll(userId: number, executor: Database = this.db): Promise<void> {
    await executor.delete(sessions).where(eq(sessions.userId, userId));
  }

  async end(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    const token = request.cookies[SESSION_COOKIE];
    if (token) await this.revokeToken(token);
    void reply.clearCookie(SESSION_COOKIE, { path: '/' });
  }

  /** Signs the account out everywhere (its password was reset). */
  async endAllOf(userId: number): Promise<void> {
    await this.db.delete(sessions).where(eq(sessions.userId, userId));
    this.forgetUser(userId);
  }

  /** Signs the account out everywhere but in this request's session (its password was changed). */
  async endOthersOf(userId: number, request: FastifyRequest): Promise<void> {
    const token = request.cookies[SESSION_COOKIE] ?? '';
    await this.db
      .delete(sessions)
      .where(and(eq(sessions.userId, userId), ne(sessions.tokenHash, hashToken(token))));
    this.forgetUser(userId);
  }

  /** Which of these tokens still name a live session (for long-lived streams opened with them). */
  async liveTokens(tokens: string[]): Promise<Set<string>> {
    if (tokens.length === 0) return new Set();
    const byHash = new Map(tokens.map((token) => [hashToken(token), token]));
    const rows = await this.db
      .select({ tokenHash: sessions.tokenHash })
      .from(sessions)
      .where(
        and(inArray(sessions.tokenHash, [...byHash.keys()]), gt(sessions.expiresAt, new Date())),
      );
    return new Set(rows.map((row) => byHash.get(row.tokenHash)!));
  }

  async deleteExpired(executor: Pick<Database, 'delete'> = this.db): Promise<void> {
    await executor.delete(sessions).where(lt(sessions.expiresAt, new Date()));
  }

  private async revokeToken(token: string): Promise<void> {
    const tokenHash = hashToken(token);
    this.reused.delete(tokenHash);
    await this.db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
    await this.announce({ tokenHashes: [tokenHash] });
  }

  private isSecure(request: FastifyRequest): boolean {
    return request.protocol === 'https' || Boolean(this.config.PUBLIC_URL?.startsWith('https:'));
  }
}
