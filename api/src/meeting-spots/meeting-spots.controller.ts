import { Body, Controller, Delete, Get, Param, Post, Put, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  type MeetingSpotInput,
  type MeetingSpotQuery,
  type PageQuery,
  meetingSpotInputSchema,
  meetingSpotQuerySchema,
} from '@marketplace/contracts';
import { AdminsOnly, Public } from '../access/access.decorator.js';
import { CurrentUser } from '../access/current-user.decorator.js';
import type { SessionUser } from '../access/session-user.js';
import { IdPipe } from '../common/id.pipe.js';
import { PageParams } from '../common/pagination.js';
import { MeetingSpotsService } from './meeting-spots.service.js';

@ApiTags('meeting-spots')
@Controller('meeting-spots')
export class MeetingSpotsController {
  constructor(private readonly spots: MeetingSpotsService) {}

  /** `?q=` matches name, area or address; `?near=<a listing's location>` puts its area first. */
  @Public()
  @Get()
  list(
    @Query({ schema: meetingSpotQuerySchema }) query: MeetingSpotQuery,
    @PageParams() page: PageQuery,
  ) {
    return this.spots.list(query, page);
  }

  @AdminsOnly()
  @Post()
  create(
    @Body({ schema: meetingSpotInputSchema }) input: MeetingSpotInput,
    @CurrentUser() admin: SessionUser,
  ) {
    return this.spots.create(input, admin);
  }

  @AdminsOnly()
  @Put(':id')
  update(
    @Param('id', new IdPipe('Meeting spot')) id: number,
    @Body({ schema: meetingSpotInputSchema }) input: MeetingSpotInput,
    @CurrentUser() admin: SessionUser,
  ) {
    return this.spots.update(id, input, admin);
  }

  @AdminsOnly()
  @Delete(':id')
  delete(@Param('id', new IdPipe('Meeting spot')) id: number, @CurrentUser() admin: SessionUser) {
    return this.spots.delete(id, admin);
  }
}
