import { Controller, Get, Query, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { type PlacesQuery, placesQuerySchema } from '@marketplace/contracts';
import { Public } from '../auth/access.decorator.js';
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
  async search(
    @Query({ schema: placesQuerySchema }) query: PlacesQuery,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    reply.header('Cache-Control', 'public, max-age=3600');
    return this.places.search(query);
  }
}
