import {
  type CallHandler,
  type ExecutionContext,
  Injectable,
  type NestInterceptor,
  createParamDecorator,
} from '@nestjs/common';
import { type PageQuery, TOTAL_COUNT_HEADER, pageQuerySchema } from '@marketplace/contracts';
import { BadRequestException } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { type Observable, map } from 'rxjs';

/** A page of a list: the body stays the array the spec's clients read; the total goes in a header. */
export class Page<T> {
  constructor(
    readonly items: T[],
    readonly total: number,
    readonly query: PageQuery,
  ) {}
}

/** `?limit=&offset=` (default 50, at most 100), validated. */
export const PageParams = createParamDecorator((_: unknown, context: ExecutionContext): PageQuery => {
  const request = context.switchToHttp().getRequest<FastifyRequest>();
  const { limit, offset } = (request.query ?? {}) as Record<string, unknown>;
  const parsed = pageQuerySchema.safeParse({ limit, offset });
  if (!parsed.success) {
    throw new BadRequestException(
      parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`),
    );
  }
  return parsed.data;
});

function linkHeader(request: FastifyRequest, page: Page<unknown>): string | undefined {
  const { limit, offset } = page.query;
  const url = new URL(request.url, 'http://placeholder');
  const link = (rel: string, at: number) => {
    url.searchParams.set('limit', String(limit));
    url.searchParams.set('offset', String(at));
    return `<${url.pathname}${url.search}>; rel="${rel}"`;
  };
  const links: string[] = [];
  if (offset + limit < page.total) links.push(link('next', offset + limit));
  if (offset > 0) links.push(link('prev', Math.max(0, offset - limit)));
  return links.length ? links.join(', ') : undefined;
}

/** Turns a returned `Page` into its array body plus `X-Total-Count` and `Link`. */
@Injectable()
export class PageInterceptor implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    return next.handle().pipe(
      map((result: unknown) => {
        if (!(result instanceof Page)) return result;
        const http = context.switchToHttp();
        const reply = http.getResponse<FastifyReply>();
        void reply.header(TOTAL_COUNT_HEADER, String(result.total));
        const link = linkHeader(http.getRequest<FastifyRequest>(), result);
        if (link) void reply.header('Link', link);
        return result.items;
      }),
    );
  }
}
