import { BadRequestException, Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { and, eq, lt, sql } from 'drizzle-orm';
import { createHash, randomBytes } from 'node:crypto';
import { type RateLimit, RateLimits } from '../cluster/rate-limits.js';
import { assertPasswordAllowed } from './password-policy.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { DATABASE, type Database } from '../database/database.js';
import { passwordResetTokens, users } from '../database/schema.js';
import { JobQueue } from '../jobs/job-queue.js';
import { EmailsService } from '../mail/emails.service.js';
import { UsersRepository } from '../users/users.repository.js';
import { hashPassword } from '../access/passwords.js';
import { SessionsService } from '../access/sessions.service.js';

const HOUR_SECONDS = 3_600;
export const RESET_TOKEN_VALID_MINUTES = 30;
const RESET_EMAILS_PER_ADDRESS_PER_HOUR = 3;
const RESET_EMAIL_JOB = 'password-reset-email';

const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url');

interface ResetEmailJob {
  email: string;
  origin: string;
}

/**
 * Forgot password. A request only queues a job, whatever the email: the answer and the work done
 * in the request are the same for an account and for no account. The job looks the account up,
 * makes the token and sends it, so the token exists only in the email; the table keeps its hash.
 */
@Injectable()
export class PasswordResetService implements OnModuleInit {
  private readonly requestsPerIp: RateLimit;
  private readonly requestsPerEmail: RateLimit;
  private readonly confirmsPerIp: RateLimit;

  constructor(
    @Inject(DATABASE) private readonly db: Database,
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly queue: JobQueue,
    private readonly emails: EmailsService,
    private readonly users: UsersRepository,
    private readonly sessions: SessionsService,
    limits: RateLimits,
  ) {
    const perIp = config.RATE_LIMIT_PASSWORD_RESET_PER_IP_PER_HOUR;
    this.requestsPerIp = limits.create('password-reset-ip', perIp, HOUR_SECONDS);
    this.requestsPerEmail = limits.create(
      'password-reset-email',
      RESET_EMAILS_PER_ADDRESS_PER_HOUR,
      HOUR_SECONDS,
    );
    this.confirmsPerIp = limits.create('password-reset-confirm-ip', perIp, HOUR_SECONDS);
  }

  onModuleInit(): void {
    this.queue.define<ResetEmailJob>({
      kind: RESET_EMAIL_JOB,
      maxAttempts: 5,
      run: (job) => this.sendResetEmail(job),
    });
  }

  async request(email: string, ip: string, origin: string): Promise<void> {
    await this.requestsPerIp.consume(ip);
    await this.requestsPerEmail.consume(email);
    await this.queue.enqueue<ResetEmailJob>(RESET_EMAIL_JOB, {
      email,
      origin: this.emails.linkOrigin(origin),
    });
  }

  /**
   * Sets the password of the token's account and ends every session of it. Opening the emailed
   * link also proves the email, as the verification link would.
   */
  async confirm(token: string, password: string, ip: string): Promise<void> {
    // Before the token is spent: a refused password leaves the link working for a better one.
    assertPasswordAllowed(password);
    await this.confirmsPerIp.consume(ip);
    // Deleting the row is what makes the token single-use, even for two confirms at once.
    const [used] = await this.db
      .delete(passwordResetTokens)
      .where(eq(passwordResetTokens.tokenHash, hashToken(token)))
      .returning({ userId: passwordResetTokens.userId, expiresAt: passwordResetTokens.expiresAt });
    if (!used || used.expiresAt.getTime() <= Date.now()) {
      throw new BadRequestException('token is invalid or has expired: ask for a new link');
    }
    const passwordHash = await hashPassword(password);
    await this.db.transaction(async (tx) => {
      await tx
        .update(users)
        .set({ passwordHash, emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())` })
        .where(eq(users.id, used.userId));
      await tx.delete(passwordResetTokens).where(eq(passwordResetTokens.userId, used.userId));
    });
    await this.sessions.endAllOf(used.userId);
  }

  private async sendResetEmail({ email, origin }: ResetEmailJob): Promise<void> {
    const user = await this.users.findByEmail(email);
    if (!user) return;
    const token = randomBytes(32).toString('base64url');
    const now = Date.now();
    await this.db.transaction(async (tx) => {
      // The account's expired tokens go as a new one comes: the table never grows past a few rows each.
      await tx
        .delete(passwordResetTokens)
        .where(
          and(
            eq(passwordResetTokens.userId, user.id),
            lt(passwordResetTokens.expiresAt, new Date(now)),
          ),
        );
      await tx.insert(passwordResetTokens).values({
        tokenHash: hashToken(token),
        userId: user.id,
        expiresAt: new Date(now + RESET_TOKEN_VALID_MINUTES * 60_000),
      });
    });
    await this.emails.sendNow(
      user,
      'password-reset',
      { token, validMinutes: RESET_TOKEN_VALID_MINUTES },
      origin,
    );
  }
}
