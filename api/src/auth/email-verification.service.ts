import {
  BadRequestException,
  ConflictException,
  Inject,
  Injectable,
  type OnModuleInit,
} from '@nestjs/common';
import { API_ERROR_CODES } from '@marketplace/contracts';
import { and, eq, isNull, lt } from 'drizzle-orm';
import { createHash, randomBytes } from 'node:crypto';
import { type RateLimit, RateLimits } from '../cluster/rate-limits.js';
import { DATABASE, type Database } from '../database/database.js';
import { emailVerificationTokens, users } from '../database/schema.js';
import { JobQueue } from '../jobs/job-queue.js';
import { EmailsService } from '../mail/emails.service.js';
import type { SessionUser } from '../access/session-user.js';
import { SessionsService } from '../access/sessions.service.js';

const HOUR_SECONDS = 3_600;
export const VERIFICATION_TOKEN_VALID_HOURS = 48;
/** Links one account may ask for again in an hour, besides the one sent at registration. */
export const VERIFICATION_RESENDS_PER_HOUR = 3;
const VERIFICATION_EMAIL_JOB = 'email-verification-email';

const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url');

interface VerificationEmailJob {
  userId: number;
  origin: string;
}

export const EMAIL_VERIFIED_ALREADY = 'Your email is already verified.';
/** A 400 names its field (`token`); the page says it in its own words, chosen by the code. */
const linkUsed = () =>
  new BadRequestException({
    message: 'token was already used or never sent: ask for a new link',
    code: API_ERROR_CODES.verificationLinkUsed,
  });
const linkExpired = () =>
  new BadRequestException({
    message: 'token has expired: ask for a new link',
    code: API_ERROR_CODES.verificationLinkExpired,
  });

/**
 * Proves that a password account's owner reads its email. Registration and a resend only queue a
 * job; the job makes the token and sends it, so the token exists only in the email and the table
 * keeps its hash (as for password resets). Until the email is proven the account keeps to
 * UNVERIFIED_LIMITS, and a Google sign-in with the same address ends its password.
 */
@Injectable()
export class EmailVerificationService implements OnModuleInit {
  private readonly resendsPerAccount: RateLimit;

  constructor(
    @Inject(DATABASE) private readonly db: Database,
    private readonly queue: JobQueue,
    private readonly emails: EmailsService,
    private readonly sessions: SessionsService,
    limits: RateLimits,
  ) {
    this.resendsPerAccount = limits.create(
      'email-verification-resend',
      VERIFICATION_RESENDS_PER_HOUR,
      HOUR_SECONDS,
    );
  }

  onModuleInit(): void {
    this.queue.define<VerificationEmailJob>({
      kind: VERIFICATION_EMAIL_JOB,
      maxAttempts: 5,
      run: (job) => this.sendLink(job),
    });
  }

  /** Queues the link for a new account; `origin` is the request's, for the link's address. */
  async sendFirstLink(userId: number, origin: string): Promise<void> {
    await this.queue.enqueue<VerificationEmailJob>(VERIFICATION_EMAIL_JOB, {
      userId,
      origin: this.emails.linkOrigin(origin),
    });
  }

  /** A new link for the signed-in account: 409 once proven, 429 past the hourly resends. */
  async resend(viewer: SessionUser, origin: string): Promise<void> {
    if (viewer.emailVerified) throw new ConflictException(EMAIL_VERIFIED_ALREADY);
    await this.resendsPerAccount.consume(
      String(viewer.id),
      `You can ask for ${VERIFICATION_RESENDS_PER_HOUR} new links an hour. Look for the last one in your inbox and spam folder; try again later`,
    );
    await this.sendFirstLink(viewer.id, origin);
  }

  /** Marks the token's account proven. Any link of the account works once, until it expires. */
  async confirm(token: string): Promise<void> {
    // Deleting the row is what makes the token single-use, even for two confirms at once.
    const [used] = await this.db
      .delete(emailVerificationTokens)
      .where(eq(emailVerificationTokens.tokenHash, hashToken(token)))
      .returning({
        userId: emailVerificationTokens.userId,
        expiresAt: emailVerificationTokens.expiresAt,
      });
    if (!used) throw linkUsed();
    if (used.expiresAt.getTime() <= Date.now()) throw linkExpired();
    await this.db.transaction(async (tx) => {
      await tx
        .update(users)
        .set({ emailVerifiedAt: new Date() })
        .where(and(eq(users.id, used.userId), isNull(users.emailVerifiedAt)));
      await tx
        .delete(emailVerificationTokens)
        .where(eq(emailVerificationTokens.userId, used.userId));
    });
    // Sessions reused in any process learn of the proof now, not within SESSION_REUSE_MS.
    this.sessions.forgetUser(used.userId);
  }

  private async sendLink({ userId, origin }: VerificationEmailJob): Promise<void> {
    const [user] = await this.db
      .select({ name: users.name, email: users.email, verifiedAt: users.emailVerifiedAt })
      .from(users)
      .where(eq(users.id, userId))
      .limit(1);
    // Deleted, or proven (by an earlier link or Google) since this was queued.
    if (!user || user.verifiedAt) return;
    const token = randomBytes(32).toString('base64url');
    const now = Date.now();
    await this.db.transaction(async (tx) => {
      // Expired tokens go as a new one comes: the table never grows past a few rows an account.
      await tx
        .delete(emailVerificationTokens)
        .where(
          and(
            eq(emailVerificationTokens.userId, userId),
            lt(emailVerificationTokens.expiresAt, new Date(now)),
          ),
        );
      await tx.insert(emailVerificationTokens).values({
        tokenHash: hashToken(token),
        userId,
        expiresAt: new Date(now + VERIFICATION_TOKEN_VALID_HOURS * HOUR_SECONDS * 1000),
      });
    });
    await this.emails.sendNow(
      user,
      'email-verification',
      { token, validHours: VERIFICATION_TOKEN_VALID_HOURS },
      origin,
    );
  }
}
