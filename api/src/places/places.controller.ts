import { Controller, Get, Query, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { type PlacesQuery, placesAnswerSchema, placesQuerySchema } from '@marketplace/contracts';
import { Public } from '../access/access.decorator.js';
import { Answer } from '../openapi/answers.js';
import { PlacesService } from './places.service.js';

@ApiTags('places')
@Controller('places')
export class PlacesController {
  constructor(private readonly places: PlacesService) {}

  /**
   * The type-ahead: places whose name (or a word of it) starts with `q`, accents and case aside.
   * The gazetteer changes only with a release, so browsers and proxies may keep answers an hour.
   */
  @Public()
  @Get()
  @ApiOperation({ summary: 'Places whose name starts with the typed text' })
  @Answer(200, placesAnswerSchema)
  async search(
    @Query({ schema: placesQuerySchema }) query: PlacesQuery,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    reply.header('Cache-Control', 'public, max-age=3600');
    return this.places.search(query);
  }
}
