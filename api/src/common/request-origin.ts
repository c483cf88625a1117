import { type ExecutionContext, createParamDecorator } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';

/**
 * The origin the request came to (`https://market.example`), for links in emails when PUBLIC_URL
 * is not set. It comes from the Host header, which a client chooses: production sets PUBLIC_URL.
 */
export const RequestOrigin = createParamDecorator(
  (_: unknown, context: ExecutionContext): string => {
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    return `${request.protocol}://${request.host}`;
  },
);
