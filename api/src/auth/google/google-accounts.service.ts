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
import { users } from '../../database/schema.js';
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
  ) {}

  async accountFor(identity: ProviderIdentity): Promise<UserRow> {
    const known = await this.findBySubject(identity.subject);
    if (known) return known;

    const email = emailSchema.safeParse(identity.email);
    if (!email.success) {
      throw new BadRequestException(
        'Google did not share a usable email address, so no account was made.',
      );
    }
    const existing = await this.users.findByEmail(email.data);
    if (existing) return this.link(existing, identity);
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
    });
    // Null when a sign-in in another tab made the same account a moment ago.
    return created ?? this.existingOrConflict(identity.subject);
  }

  private async link(account: UserRow, identity: ProviderIdentity): Promise<UserRow> {
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
    const [linked] = await this.db
      .update(users)
      .set({ oidcSubject: identity.subject })
      .where(and(eq(users.id, account.id), isNull(users.oidcSubject)))
      .returning();
    return linked ?? this.existingOrConflict(identity.subject);
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
