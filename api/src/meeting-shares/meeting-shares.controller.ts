import { Answer } from '../openapi/answers.js';
import { z } from 'zod';
import { Body, Controller, Get, Param, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  type MeetingShareInput,
  insertResultSchema,
  meetingShareInputSchema,
  meetingShareSchema,
} from '@marketplace/contracts';
import { SignedIn } from '../access/access.decorator.js';
import { CurrentUser } from '../access/current-user.decorator.js';
import type { SessionUser } from '../access/session-user.js';
import { IdPipe } from '../common/id.pipe.js';
import { RequestOrigin } from '../common/public-origin.js';
import { MeetingSharesService } from './meeting-shares.service.js';

/** Added: "Share my meeting" on an accepted deal. Documented in api/docs/domains.md. */
@ApiTags('orders')
@Controller('orders/:id/meeting-shares')
export class MeetingSharesController {
  constructor(private readonly shares: MeetingSharesService) {}

  @SignedIn()
  @ApiOperation({ summary: "Tell a trusted contact where and when the deal's meeting is" })
  @Answer(201, insertResultSchema)
  @Answer(403, 'Not the buyer or the seller of this order')
  @Answer(404, 'No such order')
  @Answer(409, 'The order is not accepted, the address is already told, or three are')
  @Answer(429)
  @Post()
  share(
    @Param('id', new IdPipe('Order')) orderId: number,
    @Body({ schema: meetingShareInputSchema }) input: MeetingShareInput,
    @CurrentUser() viewer: SessionUser,
    @RequestOrigin() origin: string,
  ) {
    return this.shares.share(orderId, input.email, viewer, origin);
  }

  @SignedIn()
  @ApiOperation({ summary: "The contacts the reader shared this deal's meeting with" })
  @Answer(200, z.array(meetingShareSchema))
  @Answer(403, 'Not the buyer or the seller of this order')
  @Answer(404, 'No such order')
  @Get()
  list(@Param('id', new IdPipe('Order')) orderId: number, @CurrentUser() viewer: SessionUser) {
    return this.shares.list(orderId, viewer);
  }
}
