import { Answer } from '../openapi/answers.js';
import { z } from 'zod';
import { Body, Controller, Delete, Get, Param, Post, Put, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  type MeetingSpotInput,
  type MeetingSpotQuery,
  type PageQuery,
  meetingSpotInputSchema,
  meetingSpotQuerySchema,
  deleteResultSchema,
  insertResultSchema,
  meetingSpotSchema,
  updateResultSchema,
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
  @ApiOperation({ summary: 'Safe meeting spots' })
  @Answer(200, z.array(meetingSpotSchema))
  @Get()
  list(
    @Query({ schema: meetingSpotQuerySchema }) query: MeetingSpotQuery,
    @PageParams() page: PageQuery,
  ) {
    return this.spots.list(query, page);
  }

  @AdminsOnly()
  @ApiOperation({ summary: 'Add a meeting spot' })
  @Answer(201, insertResultSchema)
  @Answer(409, 'A meeting spot with this name already exists')
  @Post()
  create(
    @Body({ schema: meetingSpotInputSchema }) input: MeetingSpotInput,
    @CurrentUser() admin: SessionUser,
  ) {
    return this.spots.create(input, admin);
  }

  @AdminsOnly()
  @ApiOperation({ summary: 'Change a meeting spot' })
  @Answer(200, updateResultSchema)
  @Answer(409, 'A meeting spot with this name already exists')
  @Put(':id')
  update(
    @Param('id', new IdPipe('Meeting spot')) id: number,
    @Body({ schema: meetingSpotInputSchema }) input: MeetingSpotInput,
    @CurrentUser() admin: SessionUser,
  ) {
    return this.spots.update(id, input, admin);
  }

  @AdminsOnly()
  @ApiOperation({ summary: 'Remove a meeting spot' })
  @Answer(200, deleteResultSchema)
  @Delete(':id')
  delete(@Param('id', new IdPipe('Meeting spot')) id: number, @CurrentUser() admin: SessionUser) {
    return this.spots.delete(id, admin);
  }
}
