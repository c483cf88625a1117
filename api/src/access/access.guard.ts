import {
  type CanActivate,
  type ExecutionContext,
  ForbiddenException,
  Injectable,
  UnauthorizedException,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { FastifyRequest } from 'fastify';
import { ACCESS_RULE, type AccessRule } from './access.decorator.js';
import { SESSION_COOKIE, SessionsService } from './sessions.service.js';

const SIGNED_IN: AccessRule = { kind: 'signed-in' };

/** The one place that decides who may call what (see access.decorator.ts). */
@Injectable()
export class AccessGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly sessions: SessionsService,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const rule =
      this.reflector.getAllAndOverride<AccessRule>(ACCESS_RULE, [
        context.getHandler(),
        context.getClass(),
      ]) ?? SIGNED_IN;
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    const user = await this.sessions.resolve(request.cookies?.[SESSION_COOKIE]);
    request.sessionUser = user;

    if (rule.kind === 'anyone') return true;
    if (!user) throw new UnauthorizedException('Sign in to continue');
    switch (rule.kind) {
      case 'signed-in':
        return true;
      case 'seller':
        if (user.role === 'seller') return true;
        throw new ForbiddenException('Only seller accounts may do this');
      case 'admin':
        if (user.isAdmin) return true;
        throw new ForbiddenException('Only administrators may do this');
      case 'self-or-admin': {
        const values = (request[rule.source] ?? {}) as Record<string, unknown>;
        const email = typeof values.email === 'string' ? values.email.trim().toLowerCase() : '';
        if (user.isAdmin || email === user.email.toLowerCase()) return true;
        throw new ForbiddenException('You may only see your own records');
      }
    }
  }
}
