import {
  BadRequestException,
  ConflictException,
  ForbiddenException,
  Inject,
  Injectable,
  Logger,
} from '@nestjs/common';
import { emailSchema } from '@marketplace/contracts';
import { and, eq, isNull } from 'drizzle-orm';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { DATABASE, type Database } from '../../database/database.js';
import { emailVerificationTokens, users } from '../../database/schema.js';
import { SessionsService } from '../../access/sessions.service.js';
import { AuditService } from '../../audit/audit.service.js';
import { DomainEvents } from '../../events/domain-events.js';
import { ImagesService } from '../../images/images.service.js';
import { type UserRow, UsersRepository } from '../../users/users.repository.js';
import type { ProviderIdentity } from './google-sign-in.service.js';

const NAME_MAX_LENGTH = 80;

/**
 * Turns a verified provider identity into an account. Accounts are keyed on the provider's
 * subject, never on the email, which a person can change at the provider; an existing password
 * account is joined only when the provider vouches for the email.
 */
@Injectable()
export class GoogleAccountsService {
  private readonly logger = new Logger(GoogleAccountsService.name);

  constructor(
    @Inject(DATABASE) private readonly db: Database,
    private readonly users: UsersRepository,
    private readonly images: ImagesService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly sessions: SessionsService,
    private readonly audit: AuditService,
    private readonly events: DomainEvents,
  ) {}

  /** `origin`: the site address the sign-in came to, for the links of an email it may cause. */
  async accountFor(identity: ProviderIdentity, origin: string): Promise<UserRow> {
    const known = await this.findBySubject(identity.subject);
    if (known) return known;

    const email = emailSchema.safeParse(identity.email);
    if (!email.success) {
      throw new BadRequestException(
        'Google did not share a usable email address, so no account was made.',
      );
    }
    const existing = await this.users.findByEmail(email.data);
    if (existing) return this.link(existing, identity, origin);
    if (!identity.emailVerified) {
      // An unverified address could be someone else's, and would keep them from registering.
      throw new ForbiddenException(
        'Google has not verified this email address, so no account was made from it.',
      );
    }
    const name = identity.name?.slice(0, NAME_MAX_LENGTH) ?? email.data.split('@')[0]!;
    const created = await this.users.insert({
      name,
      email: email.data,
      oidcSubject: identity.subject,
      image: (await this.copyPicture(identity.picture, name)).url,
      role: 'user',
      emailVerifiedAt: new Date(),
    });
    // Null when a sign-in in another tab made the same account a moment ago.
    return created ?? this.existingOrConflict(identity.subject);
  }

  /**
   * Joins the identity to the account with its email. An account whose email was proven is
   * joined as it is. One nobody proved may have been registered by someone else before its owner
   * came (pre-hijacking): Google's proof wins, so its password and every session end, the owner
   * is emailed and the audit log keeps the event, all in one transaction.
   */
  private async link(
    account: UserRow,
    identity: ProviderIdentity,
    origin: string,
  ): Promise<UserRow> {
    if (account.oidcSubject) {
      throw new ConflictException(
        'The account with this email is already joined to another Google account.',
      );
    }
    if (!identity.emailVerified) {
      throw new ConflictException(
        'An account with this email already exists, and Google has not verified that the email is yours, so they were not joined. Sign in with your password.',
      );
    }
    if (account.emailVerifiedAt) {
      const [linked] = await this.db
        .update(users)
        .set({ oidcSubject: identity.subject })
        .where(and(eq(users.id, account.id), isNull(users.oidcSubject)))
        .returning();
      return linked ?? this.existingOrConflict(identity.subject);
    }
    const claimed = await this.audit.run(account, async (tx, log) => {
      const [row] = await tx
        .update(users)
        .set({ oidcSubject: identity.subject, passwordHash: null, emailVerifiedAt: new Date() })
        .where(
          and(eq(users.id, account.id), isNull(users.oidcSubject), isNull(users.emailVerifiedAt)),
        )
        .returning();
      if (!row) return undefined;
      await this.sessions.revokeAll(row.id, tx);
      await tx.delete(emailVerificationTokens).where(eq(emailVerificationTokens.userId, row.id));
      await this.events.emit('user.google-claimed', { userId: row.id, origin }, tx);
      await log({
        action: 'user.google-claimed',
        target: { type: 'user', id: row.id, name: row.name },
        reason:
          'Signed in with Google while the email was unproven: the password set at registration and every session ended',
      });
      return row;
    });
    if (!claimed) return this.existingOrConflict(identity.subject);
    this.sessions.forgetUser(claimed.id);
    return claimed;
  }

  /** The provider's picture copied through the image service, or a generated one if that fails. */
  private async copyPicture(picture: string | undefined, name: string) {
    if (picture) {
      try {
        // The provider's own origin is trusted as configured; any other address must be public https.
        return await this.images.copyFromUrl(picture, new URL(this.config.OIDC_ISSUER).origin);
      } catch (error) {
        this.logger.warn(`Copying the picture ${picture} failed, using initials: ${String(error)}`);
      }
    }
    return this.images.storeInitialsAvatar(name);
  }

  private async findBySubject(subject: string): Promise<UserRow | undefined> {
    const [row] = await this.db.select().from(users).where(eq(users.oidcSubject, subject)).limit(1);
    return row;
  }

  private async existingOrConflict(subject: string): Promise<UserRow> {
    const row = await this.findBySubject(subject);
    if (!row) throw new ConflictException('An account with this email already exists.');
    return row;
  }
}
