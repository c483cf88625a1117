import { Inject, Injectable } from '@nestjs/common';
import { and, eq, gt, lt } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { createHash, randomBytes } from 'node:crypto';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { DATABASE, type Database } from '../database/database.js';
import { sessions, users } from '../database/schema.js';
import type { SessionUser } from './session-user.js';

export const SESSION_COOKIE = 'sid';

const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url');

/**
 * Server-side sessions: the cookie holds a random token, the table only its hash, so sessions can
 * be revoked (logout, account deletion) and a leaked table cannot be replayed.
 */
@Injectable()
export class SessionsService {
  constructor(
    @Inject(DATABASE) private readonly db: Database,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

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
    const [row] = await this.db
      .select({
        id: users.id,
        name: users.name,
        email: users.email,
        image: users.image,
        role: users.role,
        isAdmin: users.isAdmin,
        verify: users.verify,
      })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(and(eq(sessions.tokenHash, hashToken(token)), gt(sessions.expiresAt, new Date())))
      .limit(1);
    return row ?? null;
  }

  async end(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    const token = request.cookies[SESSION_COOKIE];
    if (token) await this.revokeToken(token);
    void reply.clearCookie(SESSION_COOKIE, { path: '/' });
  }

  async revokeAllFor(userId: number): Promise<void> {
    await this.db.delete(sessions).where(eq(sessions.userId, userId));
  }

  async deleteExpired(): Promise<void> {
    await this.db.delete(sessions).where(lt(sessions.expiresAt, new Date()));
  }

  private async revokeToken(token: string): Promise<void> {
    await this.db.delete(sessions).where(eq(sessions.tokenHash, hashToken(token)));
  }

  private isSecure(request: FastifyRequest): boolean {
    return request.protocol === 'https' || Boolean(this.config.PUBLIC_URL?.startsWith('https:'));
  }
}
