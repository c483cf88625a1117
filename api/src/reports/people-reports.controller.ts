import { z } from 'zod';
import { Body, Controller, Get, HttpCode, Param, Post, Put } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  type ReasonInput,
  type PageQuery,
  type PersonReportInput,
  type WarnInput,
  accountWarningSchema,
  reasonInputSchema,
  personReportInputSchema,
  reportedMessageSchema,
  reportedPersonSchema,
  updateResultSchema,
  warnInputSchema,
} from '@marketplace/contracts';
import { AdminsOnly } from '../access/access.decorator.js';
import { CurrentUser } from '../access/current-user.decorator.js';
import type { SessionUser } from '../access/session-user.js';
import { IdPipe } from '../common/id.pipe.js';
import { PageParams } from '../common/pagination.js';
import { RequestOrigin } from '../common/public-origin.js';
import { Answer } from '../openapi/answers.js';
import { PeopleReportsService } from './people-reports.service.js';

@ApiTags('reports')
@Controller()
export class PeopleReportsController {
  constructor(private readonly reports: PeopleReportsService) {}

  @ApiOperation({ summary: 'Report a person' })
  @Answer(200, updateResultSchema)
  @Answer(400, 'Reporting oneself, or no reason')
  @Answer(404)
  @Answer(429)
  @Put('users/:id/report')
  reportPerson(
    @Param('id', new IdPipe('User')) id: number,
    @Body({ schema: personReportInputSchema }) input: PersonReportInput,
    @CurrentUser() viewer: SessionUser,
  ) {
    return this.reports.reportPerson(id, input, viewer);
  }

  @ApiOperation({ summary: "Report a message of one's conversation" })
  @Answer(200, updateResultSchema)
  @Answer(400, 'Reporting one’s own message, or no reason')
  @Answer(403, 'Not a party of the conversation')
  @Answer(404)
  @Answer(429)
  @Put('messages/:id/report')
  reportMessage(
    @Param('id', new IdPipe('Message')) id: number,
    @Body({ schema: personReportInputSchema }) input: PersonReportInput,
    @CurrentUser() viewer: SessionUser,
  ) {
    return this.reports.reportMessage(id, input, viewer);
  }

  @AdminsOnly()
  @ApiOperation({ summary: 'Reported people' })
  @Answer(200, z.array(reportedPersonSchema))
  @Get('people/reports')
  people(@PageParams() page: PageQuery) {
    return this.reports.listPeople(page);
  }

  @AdminsOnly()
  @ApiOperation({ summary: 'Reported messages, each amid its thread' })
  @Answer(200, z.array(reportedMessageSchema))
  @Get('messages/reports')
  messages(@PageParams() page: PageQuery) {
    return this.reports.listMessages(page);
  }

  @AdminsOnly()
  @ApiOperation({ summary: "Close a person's reports" })
  @Answer(200, updateResultSchema)
  @Answer(409, 'No open reports')
  @Post('people/:id/dismiss')
  @HttpCode(200)
  dismissPerson(
    @Param('id', new IdPipe('User')) id: number,
    @Body({ schema: reasonInputSchema }) input: ReasonInput,
    @CurrentUser() admin: SessionUser,
  ) {
    return this.reports.dismissPerson(id, input?.reason || undefined, admin);
  }

  @AdminsOnly()
  @ApiOperation({ summary: "Close a message's reports" })
  @Answer(200, updateResultSchema)
  @Answer(409, 'No open reports')
  @Post('messages/:id/dismiss')
  @HttpCode(200)
  dismissMessage(
    @Param('id', new IdPipe('Message')) id: number,
    @Body({ schema: reasonInputSchema }) input: ReasonInput,
    @CurrentUser() admin: SessionUser,
  ) {
    return this.reports.dismissMessage(id, input?.reason || undefined, admin);
  }

  @AdminsOnly()
  @ApiOperation({ summary: 'Warn a reported person: an email and a notice on their dashboard' })
  @Answer(200, updateResultSchema)
  @Answer(409, 'No open reports')
  @Post('people/:id/warn')
  @HttpCode(200)
  warn(
    @Param('id', new IdPipe('User')) id: number,
    @Body({ schema: warnInputSchema }) input: WarnInput,
    @CurrentUser() admin: SessionUser,
    @RequestOrigin() origin: string,
  ) {
    return this.reports.warn(id, input.text, admin, origin);
  }

  @ApiOperation({ summary: "The signed-in account's unacknowledged warnings" })
  @Answer(200, z.array(accountWarningSchema))
  @Get('warnings')
  warnings(@CurrentUser() viewer: SessionUser) {
    return this.reports.warnings(viewer);
  }

  @ApiOperation({ summary: 'Acknowledge a warning' })
  @Answer(200, updateResultSchema)
  @Answer(404)
  @Post('warnings/:id/acknowledge')
  @HttpCode(200)
  acknowledge(@Param('id', new IdPipe('Warning')) id: number, @CurrentUser() viewer: SessionUser) {
    return this.reports.acknowledge(id, viewer);
  }
}
