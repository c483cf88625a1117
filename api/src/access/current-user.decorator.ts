import { type ExecutionContext, createParamDecorator } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import type { SessionUser } from './session-user.js';

/** The signed-in user (routes the guard lets through signed-in only), or null on public routes. */
export const CurrentUser = createParamDecorator(
  (_: unknown, context: ExecutionContext): SessionUser | null =>
    context.switchToHttp().getRequest<FastifyRequest>().sessionUser ?? null,
);
