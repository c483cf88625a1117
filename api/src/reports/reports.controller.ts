import { Controller, Get, Ip, Param, Put } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { PageQuery } from '@marketplace/contracts';
import { AdminsOnly, Public } from '../auth/access.decorator.js';
import { CurrentUser } from '../auth/current-user.decorator.js';
import type { SessionUser } from '../auth/session-user.js';
import { IdPipe } from '../common/id.pipe.js';
import { PageParams } from '../common/pagination.js';
import { ReportsService } from './reports.service.js';

@ApiTags('reports')
@Controller()
export class ReportsController {
  constructor(private readonly reports: ReportsService) {}

  @Public()
  @Put('reports/:productId')
  report(
    @Param('productId', new IdPipe('Product')) productId: number,
    @CurrentUser() viewer: SessionUser | null,
    @Ip() ip: string,
  ) {
    return this.reports.report(productId, viewer, ip);
  }

  @AdminsOnly()
  @Get('products/reports')
  reported(@PageParams() page: PageQuery) {
    return this.reports.listReported(page);
  }
}
