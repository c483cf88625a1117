import {
  ConflictException,
  ForbiddenException,
  Inject,
  Injectable,
  NotFoundException,
} from '@nestjs/common';
import type {
  AdminRole,
  PageQuery,
  PublicUser,
  SellerRole,
  User,
  UserProfileInput,
} from '@marketplace/contracts';
import type { SessionUser } from '../access/session-user.js';
import { SessionsService } from '../access/sessions.service.js';
import { Page } from '../common/pagination.js';
import { deleted, updated } from '../common/write-results.js';
import { AuditService } from '../audit/audit.service.js';
import { type RateLimit, RateLimits } from '../cluster/rate-limits.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { DomainEvents } from '../events/domain-events.js';
import { type AccountRow, UsersRepository, toUser } from './users.repository.js';

/** How the audit log names an account: by name, and by email, which tells two namesakes apart. */
export const accountTarget = (row: AccountRow) =>
  ({ type: 'user', id: row.id, name: `${row.name} <${row.email}>` }) as const;

/**
 * One administrator cannot lock the others out: administrators are granted and withdrawn on the
 * server (`npm run admin`), never suspended or deleted through the API.
 */
function refuseAnotherAdministrator(row: AccountRow, action: 'suspended' | 'deleted'): void {
  if (row.isAdmin) {
    throw new ForbiddenException(
      `An administrator cannot be ${action} here: administrators are managed with npm run admin`,
    );
  }
}

@Injectable()
export class UsersService {
  /** Lookups of others by email, per account: enough to read sellers, too few to test a mailing list. */
  private readonly lookupLimit: RateLimit;

  constructor(
    private readonly users: UsersRepository,
    private readonly sessions: SessionsService,
    private readonly audit: AuditService,
    private readonly events: DomainEvents,
    @Inject(APP_CONFIG) config: AppConfig,
    rateLimits: RateLimits,
  ) {
    this.lookupLimit = rateLimits.create(
      'user-lookups',
      config.RATE_LIMIT_USER_LOOKUPS_PER_HOUR,
      3600,
    );
  }

  /**
   * The whole record to its owner and to admins; to anyone else only `verify`, what SPEC.md's
   * product page reads, within a per-account limit, so the lookup cannot sort emails into those
   * with an account and those without (the password reset answers both alike).
   */
  async lookup(email: string, viewer: SessionUser): Promise<User | PublicUser> {
    const own = viewer.email.toLowerCase() === email.toLowerCase();
    if (!viewer.isAdmin && !own) await this.lookupLimit.consume(`user:${viewer.id}`);
    const row = await this.users.findByEmail(email);
    if (!row) throw new NotFoundException('User not found');
    if (viewer.isAdmin || own) return toUser(row);
    return { verify: row.verify };
  }

  /**
   * Registration step 4 of SPEC.md: the account already exists (step 2), so this saves the
   * profile fields on the caller's own record. Repeating it changes nothing more; `verify` and
   * admin rights are never taken from here, and a seller stays one ("Start selling" is one-way).
   */
  async saveProfile(input: UserProfileInput, viewer: SessionUser) {
    if (input.email !== viewer.email.toLowerCase()) {
      throw new ForbiddenException('You may only save your own profile');
    }
    const row = await this.users.update(viewer.id, {
      name: input.name,
      image: input.image,
      role: viewer.role === 'seller' ? 'seller' : input.role,
      ...(input.location ? { location: input.location } : {}),
    });
    if (!row) throw new NotFoundException('User not found');
    this.sessions.forgetUser(viewer.id);
    return { acknowledged: true as const, insertedId: String(row.id) };
  }

  /**
   * Verifies a seller; the audit entry and the `seller.verified` event (the mail domain queues the
   * seller's email) go in the same transaction.
   */
  async verifySeller(id: number, admin: SessionUser, origin: string, reason?: string) {
    // The badge is another person's word that the seller is who they say.
    if (id === admin.id) {
      throw new ForbiddenException(
        'Administrators cannot verify their own seller account: another administrator does',
      );
    }
    const row = await this.users.findById(id);
    if (!row) throw new NotFoundException('User not found');
    if (row.role !== 'seller') throw new NotFoundException('Seller not found');
    if (row.verify) return updated(1, 0);
    await this.audit.run(admin, async (tx, log) => {
      await this.users.update(id, { verify: true }, tx);
      await log({ action: 'seller.verify', target: accountTarget(row), reason });
      await this.events.emit('seller.verified', { sellerId: id, origin }, tx);
    });
    this.sessions.forgetUser(id);
    return updated(1, 1);
  }

  async delete(id: number, admin: SessionUser, reason?: string) {
    if (id === admin.id)
      throw new ForbiddenException('Administrators cannot delete their own account here');
    const row = await this.users.findById(id);
    if (!row) throw new NotFoundException('User not found');
    refuseAnotherAdministrator(row, 'deleted');
    const count = await this.audit.run(admin, async (tx, log) => {
      const removed = await this.users.delete(id, tx);
      if (removed) await log({ action: 'user.delete', target: accountTarget(row), reason });
      return removed;
    });
    this.sessions.forgetUser(id);
    if (!count) throw new NotFoundException('User not found');
    return deleted(count);
  }

  /**
   * Suspension instead of deletion: the account's sessions end, it cannot sign in, and its
   * listings leave every public list (products.repository's `publiclyListed`) until it is lifted.
   */
  async suspend(id: number, reason: string, admin: SessionUser) {
    if (id === admin.id)
      throw new ForbiddenException('Administrators cannot suspend their own account');
    const row = await this.users.findById(id);
    if (!row) throw new NotFoundException('User not found');
    refuseAnotherAdministrator(row, 'suspended');
    await this.audit.run(admin, async (tx, log) => {
      if (!(await this.users.suspend(id, reason, tx))) {
        throw new ConflictException('This account is already suspended');
      }
      await this.sessions.revokeAll(id, tx);
      await this.events.emit('user.suspension-changed', { userId: id }, tx);
      await log({ action: 'user.suspend', target: accountTarget(row), reason });
    });
    this.sessions.forgetUser(id);
    return updated(1, 1);
  }

  async unsuspend(id: number, admin: SessionUser, reason?: string) {
    if (id === admin.id)
      throw new ForbiddenException('Administrators cannot lift their own suspension');
    const row = await this.users.findById(id);
    if (!row) throw new NotFoundException('User not found');
    await this.audit.run(admin, async (tx, log) => {
      if (!(await this.users.unsuspend(id, tx))) {
        throw new ConflictException('This account is not suspended');
      }
      await this.events.emit('user.suspension-changed', { userId: id }, tx);
      await log({ action: 'user.unsuspend', target: accountTarget(row), reason });
    });
    return updated(1, 1);
  }

  async list(role: 'seller' | undefined, page: PageQuery): Promise<Page<User>> {
    const { items, total } = await this.users.list(role ? { role } : {}, page);
    return new Page(items, total, page);
  }

  async adminRole(email: string): Promise<AdminRole> {
    const row = await this.users.findByEmail(email);
    return { isAdmin: Boolean(row?.isAdmin) };
  }

  async sellerRole(email: string): Promise<SellerRole> {
    const row = await this.users.findByEmail(email);
    return { isSeller: row?.role === 'seller' };
  }
}
