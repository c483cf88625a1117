import {
  ConflictException,
  ForbiddenException,
  Inject,
  Injectable,
  UnauthorizedException,
} from '@nestjs/common';
import type {
  AuthUser,
  LoginInput,
  RegisterCheckInput,
  RegisterInput,
} from '@marketplace/contracts';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { type RateLimit, RateLimits } from '../cluster/rate-limits.js';
import { UsersRepository, type UserRow } from '../users/users.repository.js';
import { assertPasswordAllowed } from './password-policy.js';
import { hashPassword, verifyPassword } from '../access/passwords.js';
import type { SessionUser } from '../access/session-user.js';
import { EmailVerificationService } from './email-verification.service.js';

const HOUR = 3_600;
const QUARTER_HOUR = 900;

export const toAuthUser = (user: SessionUser | UserRow): AuthUser => ({
  id: String(user.id),
  displayName: user.name,
  email: user.email,
  photoURL: user.image,
  isAdmin: user.isAdmin,
  isSeller: user.role === 'seller',
  verify: user.verify,
  emailVerified: 'emailVerified' in user ? user.emailVerified : user.emailVerifiedAt !== null,
});

/** Seconds between attempts for one email from one client while that email is under attack. */
const SLOW_LANE_SECONDS = 10;
/** Failures for one email from all clients together, past which every client takes the slow lane. */
const UNDER_ATTACK_FACTOR = 10;
/**
 * Registrations and checks for one email in an hour, from anywhere: the form checks before it
 * registers, so an honest sign-up spends two and still has room for a retry or two.
 */
const REGISTRATIONS_PER_EMAIL_PER_HOUR = 10;

/**
 * A suspended account cannot sign in by any means. Said only after the password (or the
 * provider) proved who is asking, so nobody learns another person's standing.
 */
export function assertNotSuspended(user: UserRow): void {
  if (user.suspendedAt) {
    throw new ForbiddenException(
      `This account is suspended: ${(user.suspensionReason ?? 'no reason was given').replace(/\.+$/, '')}. Write to the marketplace's administrators if you think this is a mistake.`,
    );
  }
}

/**
 * Email and password accounts. Every limit is checked before any password is hashed, and limits
 * are shared by every API process (see RateLimits).
 *
 * Failed logins lock out the client that failed, not the account: five wrong passwords from one
 * address stop that address for that email, while the owner elsewhere signs in as usual. When an
 * email fails from many addresses at once (a distributed guess), every client, the owner too, is
 * slowed to one attempt per SLOW_LANE_SECONDS for it: slower, never locked out.
 */
@Injectable()
export class AuthService {
  private readonly registrationsPerIp: RateLimit;
  private readonly registrationsPerEmail: RateLimit;
  private readonly loginsPerIp: RateLimit;
  private readonly loginFailuresPerClient: RateLimit;
  private readonly loginFailuresPerEmail: RateLimit;
  private readonly slowLane: RateLimit;

  constructor(
    private readonly users: UsersRepository,
    private readonly verification: EmailVerificationService,
    @Inject(APP_CONFIG) config: AppConfig,
    limits: RateLimits,
  ) {
    const failures = config.RATE_LIMIT_LOGIN_FAILURES_PER_EMAIL_PER_15_MIN;
    this.registrationsPerIp = limits.create(
      'register-ip',
      config.RATE_LIMIT_REGISTER_PER_IP_PER_HOUR,
      HOUR,
    );
    this.registrationsPerEmail = limits.create(
      'register-email',
      REGISTRATIONS_PER_EMAIL_PER_HOUR,
      HOUR,
    );
    this.loginsPerIp = limits.create(
      'login-ip',
      config.RATE_LIMIT_LOGIN_PER_IP_PER_15_MIN,
      QUARTER_HOUR,
    );
    this.loginFailuresPerClient = limits.create('login-fail-client', failures, QUARTER_HOUR);
    this.loginFailuresPerEmail = limits.create(
      'login-fail-email',
      failures * UNDER_ATTACK_FACTOR,
      QUARTER_HOUR,
    );
    this.slowLane = limits.create('login-slow-lane', 1, SLOW_LANE_SECONDS);
  }

  /**
   * Whether `register` would take these details now (limits, email free): the browser asks before
   * it uploads the photo, so a refusal leaves no photo behind. It tells whether an email has an
   * account, so it counts against registration's own limits like a registration does.
   */
  async checkRegistration(input: RegisterCheckInput, ip: string): Promise<void> {
    await this.countAttempt(input, ip);
    if (await this.users.findByEmail(input.email)) throw this.emailTaken();
  }

  /** Makes the account, unproven, and queues the link that proves its email. */
  async register(input: RegisterInput, ip: string, origin: string): Promise<UserRow> {
    await this.countAttempt(input, ip);
    if (await this.users.findByEmail(input.email)) throw this.emailTaken();
    const user = await this.users.insert({
      name: input.name,
      email: input.email,
      image: input.image,
      role: input.role,
      passwordHash: await hashPassword(input.password),
    });
    if (!user) throw this.emailTaken();
    await this.verification.sendFirstLink(user.id, origin);
    return user;
  }

  async login(input: LoginInput, ip: string): Promise<UserRow> {
    const client = `${input.email}|${ip}`;
    await this.loginsPerIp.consume(ip);
    await this.loginFailuresPerClient.check(client);
    if (await this.loginFailuresPerEmail.isExhausted(input.email)) {
      await this.slowLane.consume(client);
    }
    const user = await this.users.findByEmail(input.email);
    if (!(await verifyPassword(user?.passwordHash ?? null, input.password)) || !user) {
      await Promise.all([
        this.loginFailuresPerClient.hit(client),
        this.loginFailuresPerEmail.hit(input.email),
      ]);
      throw new UnauthorizedException('Invalid email or password');
    }
    await this.loginFailuresPerClient.reset(client);
    assertNotSuspended(user);
    return user;
  }

  /**
   * Counts a well-formed attempt against the address's and the email's limits. Only well-formed
   * ones count: a refused password is said first, so nobody spends an email's limit (and locks
   * its owner out of signing up) with attempts that could never succeed.
   */
  private async countAttempt(input: RegisterCheckInput, ip: string): Promise<void> {
    assertPasswordAllowed(input.password);
    await this.registrationsPerIp.consume(ip);
    await this.registrationsPerEmail.consume(input.email);
  }

  private emailTaken() {
    return new ConflictException('An account with this email already exists');
  }
}
