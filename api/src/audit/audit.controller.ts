import { Controller, Get, Query, Req, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  type AuditEntry,
  type AuditLogQuery,
  TOTAL_COUNT_HEADER,
  auditLogQuerySchema,
} from '@marketplace/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AdminsOnly } from '../auth/access.decorator.js';
import { AuditService } from './audit.service.js';

@ApiTags('audit')
@Controller('audit-log')
export class AuditController {
  constructor(private readonly audit: AuditService) {}

  /**
   * Newest first, a page at a time by keyset (`?before=<id of the last entry seen>`), so a deep
   * page costs what the first does. `Link` names the next page; `X-Total-Count` the whole log.
   */
  @AdminsOnly()
  @Get()
  async list(
    @Query({ schema: auditLogQuerySchema }) query: AuditLogQuery,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<AuditEntry[]> {
    const { items, total } = await this.audit.list(query);
    void reply.header(TOTAL_COUNT_HEADER, String(total));
    const last = items.at(-1);
    if (last && items.length === query.limit) {
      const next = new URL(request.url, 'http://placeholder');
      next.searchParams.set('before', last._id);
      next.searchParams.set('limit', String(query.limit));
      void reply.header('Link', `<${next.pathname}${next.search}>; rel="next"`);
    }
    return items;
  }
}
