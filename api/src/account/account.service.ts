import {
  BadRequestException,
  ConflictException,
  ForbiddenException,
  Injectable,
  NotFoundException,
} from '@nestjs/common';
import type {
  AccountProfile,
  AccountProfileInput,
  EmailPreferences,
  PasswordChangeInput,
} from '@marketplace/contracts';
import type { FastifyRequest } from 'fastify';
import { hashPassword, verifyPassword } from '../access/passwords.js';
import type { SessionUser } from '../access/session-user.js';
import { SessionsService } from '../access/sessions.service.js';
import { AuditService } from '../audit/audit.service.js';
import { assertPasswordAllowed } from '../auth/password-policy.js';
import { type RateLimit, RateLimits } from '../cluster/rate-limits.js';
import { localPhone } from '../common/market-phones.js';
import { updated } from '../common/write-results.js';
import { EmailPreferencesRepository } from '../mail/email-preferences.repository.js';
import { UsersRepository } from '../users/users.repository.js';
import { accountTarget } from '../users/users.service.js';
import { LastPhoneRepository } from './last-phone.repository.js';

const QUARTER_HOUR_SECONDS = 900;
const WRONG_CURRENT_PASSWORDS_PER_15_MIN = 5;
const DAY_SECONDS = 86_400;
/** Becoming a seller is one-way: a few tries a day leave room for a lost answer, not a loop. */
const START_SELLING_ATTEMPTS_PER_DAY = 3;

/** Settings: the signed-in account's own profile, password and email choices. */
@Injectable()
export class AccountService {
  /** A stolen session must not become a way to guess the password. */
  private readonly wrongPasswordsPerUser: RateLimit;
  private readonly startSellingPerUser: RateLimit;

  constructor(
    private readonly users: UsersRepository,
    private readonly sessions: SessionsService,
    private readonly preferences: EmailPreferencesRepository,
    private readonly audit: AuditService,
    private readonly lastPhones: LastPhoneRepository,
    limits: RateLimits,
  ) {
    this.startSellingPerUser = limits.create(
      'start-selling',
      START_SELLING_ATTEMPTS_PER_DAY,
      DAY_SECONDS,
    );
    this.wrongPasswordsPerUser = limits.create(
      'password-change-wrong',
      WRONG_CURRENT_PASSWORDS_PER_15_MIN,
      QUARTER_HOUR_SECONDS,
    );
  }

  async profile(viewer: SessionUser): Promise<AccountProfile> {
    const [row, lastPhone] = await Promise.all([
      this.users.findById(viewer.id),
      this.lastPhones.find(viewer.id),
    ]);
    if (!row) throw new NotFoundException('User not found');
    return {
      name: row.name,
      email: row.email,
      image: row.image,
      location: row.location,
      hasPassword: row.hasPassword,
      lastPhone: lastPhone && localPhone(lastPhone),
    };
  }

  async updateProfile(input: AccountProfileInput, viewer: SessionUser) {
    const before = await this.users.findById(viewer.id);
    if (!before) throw new NotFoundException('User not found');
    const changes = Object.fromEntries(
      Object.entries(input).filter(
        ([field, value]) => before[field as keyof AccountProfileInput] !== value,
      ),
    );
    if (Object.keys(changes).length === 0) return updated(1, 0);
    await this.users.update(viewer.id, changes);
    // The navbar and dashboard read the session's user: the next request must see the change.
    this.sessions.forgetUser(viewer.id);
    return updated(1, 1);
  }

  /** Checks the current password, sets the new one, and ends every other session. */
  async changePassword(input: PasswordChangeInput, viewer: SessionUser, request: FastifyRequest) {
    assertPasswordAllowed(input.newPassword, 'newPassword');
    const key = String(viewer.id);
    await this.wrongPasswordsPerUser.check(key);
    const hash = await this.users.passwordHashOf(viewer.id);
    if (hash === undefined) throw new NotFoundException('User not found');
    if (hash === null) {
      throw new ConflictException(
        'This account signs in with Google and has no password; use Forgot password to set one',
      );
    }
    if (!(await verifyPassword(hash, input.currentPassword))) {
      await this.wrongPasswordsPerUser.hit(key);
      throw new BadRequestException('currentPassword does not match your current password');
    }
    await this.wrongPasswordsPerUser.reset(key);
    await this.users.update(viewer.id, { passwordHash: await hashPassword(input.newPassword) });
    await this.sessions.endOthersOf(viewer.id, request);
    return updated(1, 1);
  }

  /**
   * "Start selling": the buyer's account becomes an unverified seller, as registration makes
   * sellers; its orders, favourites and messages stay, being the same account. Administrators'
   * roles are managed on the server (`npm run admin`).
   */
  async startSelling(viewer: SessionUser) {
    await this.startSellingPerUser.consume(String(viewer.id));
    if (viewer.isAdmin) {
      throw new ForbiddenException(
        "An administrator's account is managed with npm run admin, not from Settings",
      );
    }
    const row = await this.users.findById(viewer.id);
    if (!row) throw new NotFoundException('User not found');
    await this.audit.run(viewer, async (tx, log) => {
      if (!(await this.users.becomeSeller(viewer.id, tx))) {
        throw new ConflictException('This account is already a seller');
      }
      await log({ action: 'user.start-selling', target: accountTarget(row) });
    });
    // Guards and the navbar read the session's roles: the next request must see the seller.
    this.sessions.forgetUser(viewer.id);
    return updated(1, 1);
  }

  emailPreferences(viewer: SessionUser): Promise<EmailPreferences> {
    return this.preferences.get(viewer.id);
  }

  async setEmailPreferences(preferences: EmailPreferences, viewer: SessionUser) {
    const changed = await this.preferences.set(viewer.id, preferences);
    return updated(1, changed ? 1 : 0);
  }
}
