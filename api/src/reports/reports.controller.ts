import { Body, Controller, Get, HttpCode, Ip, Param, Post, Put } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  type DismissInput,
  type PageQuery,
  type ReportInput,
  dismissInputSchema,
  reportInputSchema,
} from '@marketplace/contracts';
import { AdminsOnly, Public } from '../access/access.decorator.js';
import { CurrentUser } from '../access/current-user.decorator.js';
import type { SessionUser } from '../access/session-user.js';
import { IdPipe } from '../common/id.pipe.js';
import { PageParams } from '../common/pagination.js';
import { ReportsService } from './reports.service.js';

/** SPEC.md's clients send these calls without a body. */
const optionalReportInputSchema = reportInputSchema.optional();
const optionalDismissInputSchema = dismissInputSchema.optional();

@ApiTags('reports')
@Controller()
export class ReportsController {
  constructor(private readonly reports: ReportsService) {}

  @Public()
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
  @Post('reports/:productId/dismiss')
  @HttpCode(200)
  dismiss(
    @Param('productId', new IdPipe('Product')) productId: number,
    @Body({ schema: optionalDismissInputSchema }) input: DismissInput | undefined,
    @CurrentUser() admin: SessionUser,
  ) {
    return this.reports.dismiss(productId, input?.reason || undefined, admin);
  }

  @AdminsOnly()
  @Get('products/reports')
  reported(@PageParams() page: PageQuery) {
    return this.reports.listReported(page);
  }
}
