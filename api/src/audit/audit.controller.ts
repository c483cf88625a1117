import { Answer } from '../openapi/answers.js';
import { z } from 'zod';
import { Controller, Get, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  type AuditEntry,
  type AuditLogQuery,
  auditLogQuerySchema,
  auditEntrySchema,
} from '@marketplace/contracts';
import { AdminsOnly } from '../access/access.decorator.js';
import { BeforePage } from '../common/pagination.js';
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
  @ApiOperation({ summary: "The administrators' audit log, newest first" })
  @Answer(200, z.array(auditEntrySchema))
  @Get()
  async list(
    @Query({ schema: auditLogQuerySchema }) query: AuditLogQuery,
  ): Promise<BeforePage<AuditEntry>> {
    const { items, total } = await this.audit.list(query);
    return new BeforePage(items, total, query.limit);
  }
}
