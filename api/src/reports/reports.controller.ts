import { Answer } from '../openapi/answers.js';
import { z } from 'zod';
import { Body, Controller, Get, HttpCode, Ip, Param, Post, Put } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  type ReasonInput,
  type PageQuery,
  type ReportInput,
  reasonInputSchema,
  reportInputSchema,
  reportedProductSchema,
  updateResultSchema,
} from '@marketplace/contracts';
import { AdminsOnly, Public } from '../access/access.decorator.js';
import { CurrentUser } from '../access/current-user.decorator.js';
import type { SessionUser } from '../access/session-user.js';
import { IdPipe } from '../common/id.pipe.js';
import { PageParams } from '../common/pagination.js';
import { ReportsService } from './reports.service.js';

/** SPEC.md's clients send these calls without a body. */
const optionalReportInputSchema = reportInputSchema.optional();

@ApiTags('reports')
@Controller()
export class ReportsController {
  constructor(private readonly reports: ReportsService) {}

  @Public()
  @ApiOperation({ summary: 'Report a listing' })
  @Answer(200, updateResultSchema)
  @Answer(429)
  @Put('reports/:productId')
  report(
    @Param('productId', new IdPipe('Product')) productId: number,
    @Body({ schema: optionalReportInputSchema }) input: ReportInput | undefined,
    @CurrentUser() viewer: SessionUser | null,
    @Ip() ip: string,
  ) {
    return this.reports.report(productId, input, viewer, ip);
  }

  @AdminsOnly()
  @ApiOperation({ summary: "Close a listing's reports and keep it" })
  @Answer(200, updateResultSchema)
  @Answer(409, 'The listing has no open reports')
  @Post('reports/:productId/dismiss')
  @HttpCode(200)
  dismiss(
    @Param('productId', new IdPipe('Product')) productId: number,
    @Body({ schema: reasonInputSchema }) input: ReasonInput,
    @CurrentUser() admin: SessionUser,
  ) {
    return this.reports.dismiss(productId, input?.reason || undefined, admin);
  }

  @AdminsOnly()
  @ApiOperation({ summary: 'Reported listings' })
  @Answer(200, z.array(reportedProductSchema))
  @Get('products/reports')
  reported(@PageParams() page: PageQuery) {
    return this.reports.listReported(page);
  }
}
