import {
  ConflictException,
  ForbiddenException,
  Inject,
  Injectable,
  UnauthorizedException,
} from '@nestjs/common';
import type { AuthUser, LoginInput, RegisterInput } from '@marketplace/contracts';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { RateLimiter } from '../common/rate-limiter.js';
import { UsersRepository, type UserRow } from '../users/users.repository.js';
import { hashPassword, verifyPassword } from './passwords.js';
import type { SessionUser } from './session-user.js';

const HOUR = 3_600_000;
const QUARTER_HOUR = 900_000;

export const toAuthUser = (user: SessionUser | UserRow): AuthUser => ({
  displayName: user.name,
  email: user.email,
  photoURL: user.image,
  isAdmin: user.isAdmin,
  isSeller: user.role === 'seller',
  verify: user.verify,
});

/**
 * A suspended account cannot sign in by any means. Said only after the password (or the
 * provider) proved who is asking, so nobody learns another person's standing.
 */
export function assertNotSuspended(user: UserRow): void {
  if (user.suspendedAt) {
    throw new ForbiddenException(
      `This account is suspended: ${user.suspensionReason ?? 'no reason was given'}. Write to the marketplace's administrators if you think this is a mistake.`,
    );
  }
}

/** Email and password accounts. Every limit is checked before any password is hashed. */
@Injectable()
export class AuthService {
  private readonly registrationsPerIp: RateLimiter;
  private readonly registrationsPerEmail: RateLimiter;
  private readonly loginsPerIp: RateLimiter;
  private readonly loginFailuresPerEmail: RateLimiter;

  constructor(
    private readonly users: UsersRepository,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.registrationsPerIp = new RateLimiter(config.RATE_LIMIT_REGISTER_PER_IP_PER_HOUR, HOUR);
    this.registrationsPerEmail = new RateLimiter(5, HOUR);
    this.loginsPerIp = new RateLimiter(config.RATE_LIMIT_LOGIN_PER_IP_PER_15_MIN, QUARTER_HOUR);
    this.loginFailuresPerEmail = new RateLimiter(
      config.RATE_LIMIT_LOGIN_FAILURES_PER_EMAIL_PER_15_MIN,
      QUARTER_HOUR,
    );
  }

  async register(input: RegisterInput, ip: string): Promise<UserRow> {
    this.registrationsPerIp.consume(ip);
    this.registrationsPerEmail.consume(input.email);
    if (await this.users.findByEmail(input.email)) throw this.emailTaken();
    const user = await this.users.insert({
      name: input.name,
      email: input.email,
      image: input.image,
      role: input.role,
      passwordHash: await hashPassword(input.password),
    });
    if (!user) throw this.emailTaken();
    return user;
  }

  async login(input: LoginInput, ip: string): Promise<UserRow> {
    this.loginsPerIp.consume(ip);
    this.loginFailuresPerEmail.check(input.email);
    const user = await this.users.findByEmail(input.email);
    if (!(await verifyPassword(user?.passwordHash ?? null, input.password)) || !user) {
      this.loginFailuresPerEmail.hit(input.email);
      throw new UnauthorizedException('Invalid email or password');
    }
    this.loginFailuresPerEmail.reset(input.email);
    assertNotSuspended(user);
    return user;
  }

  private emailTaken() {
    return new ConflictException('An account with this email already exists');
  }
}
