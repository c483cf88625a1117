import {
  type CallHandler,
  type ExecutionContext,
  Injectable,
  type NestInterceptor,
  createParamDecorator,
} from '@nestjs/common';
import { ApiQuery } from '@nestjs/swagger';
import {
  DEFAULT_PAGE_SIZE,
  MAX_PAGE_SIZE,
  NEXT_CURSOR_HEADER,
  type PageQuery,
  TOTAL_COUNT_CAPPED_HEADER,
  TOTAL_COUNT_HEADER,
  pageQuerySchema,
} from '@marketplace/contracts';
import { BadRequestException } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { type Observable, map } from 'rxjs';

/**
 * A page of a list: the body stays the array the spec's clients read; the total goes in a header.
 * `capped` says the total is a lower bound (counting stopped there).
 */
export class Page<T> {
  constructor(
    readonly items: T[],
    readonly total: number,
    readonly query: PageQuery,
    readonly capped = false,
  ) {}
}

/**
 * A page of a keyset-paged list: the next page is asked for by `?cursor=`, never by a growing
 * offset. `capped` says the total is a lower bound (counting stopped there).
 */
export class CursorPage<T> {
  constructor(
    readonly items: T[],
    readonly total: number,
    readonly capped: boolean,
    readonly nextCursor: string | undefined,
  ) {}
}

/**
 * A page of a list kept newest first by id: the next (older) page is `?before=<last id>`, named
 * in `Link`, so a deep page costs what the first does.
 */
export class BeforePage<T extends { _id: string }> {
  constructor(
    readonly items: T[],
    readonly total: number,
    readonly limit: number,
  ) {}

  /** The `before` of the next page, or null on the last one. */
  get nextBefore(): string | null {
    const last = this.items.at(-1);
    return last && this.items.length === this.limit ? last._id : null;
  }
}

/** The OpenAPI entry of one page parameter, on the handler that takes a page. */
const documentPageParameter =
  (
    name: keyof PageQuery,
    schema: { type: 'integer'; minimum: number; maximum?: number; default: number },
  ): ParameterDecorator =>
  (target, key) => {
    ApiQuery({ name, required: false, schema })(
      target,
      key!,
      Object.getOwnPropertyDescriptor(target, key!)!,
    );
  };

/** `?limit=&offset=` (default 50, at most 100), validated, and listed in the OpenAPI document. */
export const PageParams = createParamDecorator(
  (_: unknown, context: ExecutionContext): PageQuery => {
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    const { limit, offset } = (request.query ?? {}) as Record<string, unknown>;
    const parsed = pageQuerySchema.safeParse({ limit, offset });
    if (!parsed.success) {
      throw new BadRequestException(
        parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`),
      );
    }
    return parsed.data;
  },
  [
    documentPageParameter('limit', {
      type: 'integer',
      minimum: 1,
      maximum: MAX_PAGE_SIZE,
      default: DEFAULT_PAGE_SIZE,
    }),
    documentPageParameter('offset', { type: 'integer', minimum: 0, default: 0 }),
  ],
);

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

function nextCursorLink(request: FastifyRequest, cursor: string): string {
  const url = new URL(request.url, 'http://placeholder');
  url.searchParams.set('cursor', cursor);
  return `<${url.pathname}${url.search}>; rel="next"`;
}

/** Turns a returned `Page` or `CursorPage` into its array body plus `X-Total-Count` and `Link`. */
@Injectable()
export class PageInterceptor implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    return next.handle().pipe(
      map((result: unknown): unknown => {
        const http = context.switchToHttp();
        const reply = http.getResponse<FastifyReply>();
        if (result instanceof CursorPage) {
          void reply.header(TOTAL_COUNT_HEADER, String(result.total));
          if (result.capped) void reply.header(TOTAL_COUNT_CAPPED_HEADER, 'true');
          if (result.nextCursor) {
            void reply.header(NEXT_CURSOR_HEADER, result.nextCursor);
            void reply.header('Link', nextCursorLink(http.getRequest(), result.nextCursor));
          }
          return result.items;
        }
        if (result instanceof BeforePage) {
          void reply.header(TOTAL_COUNT_HEADER, String(result.total));
          if (result.nextBefore) {
            const next = new URL(http.getRequest<FastifyRequest>().url, 'http://placeholder');
            next.searchParams.set('before', result.nextBefore);
            next.searchParams.set('limit', String(result.limit));
            void reply.header('Link', `<${next.pathname}${next.search}>; rel="next"`);
          }
          return result.items;
        }
        if (!(result instanceof Page)) return result;
        void reply.header(TOTAL_COUNT_HEADER, String(result.total));
        if (result.capped) void reply.header(TOTAL_COUNT_CAPPED_HEADER, 'true');
        const link = linkHeader(http.getRequest<FastifyRequest>(), result);
        if (link) void reply.header('Link', link);
        return result.items;
      }),
    );
  }
}
