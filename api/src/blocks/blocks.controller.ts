import { z } from 'zod';
import { Controller, Delete, Get, HttpCode, Param, Put } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { blockedPersonSchema, updateResultSchema } from '@marketplace/contracts';
import { CurrentUser } from '../access/current-user.decorator.js';
import type { SessionUser } from '../access/session-user.js';
import { IdPipe } from '../common/id.pipe.js';
import { Answer } from '../openapi/answers.js';
import { BlocksService } from './blocks.service.js';

/** Signed in (the global guard's default): the viewer's own blocks. */
@ApiTags('blocks')
@Controller('blocks')
export class BlocksController {
  constructor(private readonly blocks: BlocksService) {}

  @ApiOperation({ summary: 'The people the signed-in account blocked' })
  @Answer(200, z.array(blockedPersonSchema))
  @Get()
  list(@CurrentUser() viewer: SessionUser) {
    return this.blocks.list(viewer);
  }

  @ApiOperation({ summary: 'Block a person' })
  @Answer(200, updateResultSchema)
  @Answer(400, 'Blocking oneself')
  @Answer(403, 'Blocking an administrator')
  @Answer(404)
  @Answer(409, 'Too many people blocked')
  @Answer(429)
  @Put(':userId')
  block(@Param('userId', new IdPipe('User')) userId: number, @CurrentUser() viewer: SessionUser) {
    return this.blocks.block(userId, viewer);
  }

  @ApiOperation({ summary: 'Unblock a person' })
  @Answer(200, updateResultSchema)
  @Answer(404, 'Not blocked')
  @Delete(':userId')
  @HttpCode(200)
  unblock(@Param('userId', new IdPipe('User')) userId: number, @CurrentUser() viewer: SessionUser) {
    return this.blocks.unblock(userId, viewer);
  }
}
