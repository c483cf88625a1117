import { Answer } from '../openapi/answers.js';
import { z } from 'zod';
import { deleteResultSchema, favouriteSchema, updateResultSchema } from '@marketplace/contracts';
import { Controller, Delete, Get, Param, Put } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { PageQuery } from '@marketplace/contracts';
import { SignedIn } from '../access/access.decorator.js';
import { CurrentUser } from '../access/current-user.decorator.js';
import type { SessionUser } from '../access/session-user.js';
import { IdPipe } from '../common/id.pipe.js';
import { PageParams } from '../common/pagination.js';
import { FavouritesService } from './favourites.service.js';

/** The signed-in account's kept listings (added; not in SPEC.md). */
@ApiTags('favourites')
@Controller('favourites')
export class FavouritesController {
  constructor(private readonly favourites: FavouritesService) {}

  @SignedIn()
  @ApiOperation({ summary: "The account's kept listings" })
  @Answer(200, z.array(favouriteSchema))
  @Get()
  list(@CurrentUser() viewer: SessionUser, @PageParams() page: PageQuery) {
    return this.favourites.list(viewer, page);
  }

  /** Which listings the account keeps, to draw the hearts on any page of cards. */
  @SignedIn()
  @ApiOperation({ summary: 'The ids of every kept listing' })
  @Answer(200, z.array(z.string()))
  @Get('ids')
  productIds(@CurrentUser() viewer: SessionUser) {
    return this.favourites.productIds(viewer);
  }

  @SignedIn()
  @ApiOperation({ summary: 'Keep a listing' })
  @Answer(200, updateResultSchema)
  @Answer(409, 'Too many kept listings')
  @Answer(429)
  @Put(':productId')
  add(
    @Param('productId', new IdPipe('Product')) productId: number,
    @CurrentUser() viewer: SessionUser,
  ) {
    return this.favourites.add(productId, viewer);
  }

  @SignedIn()
  @ApiOperation({ summary: 'Stop keeping a listing' })
  @Answer(200, deleteResultSchema)
  @Answer(429)
  @Delete(':productId')
  remove(
    @Param('productId', new IdPipe('Product')) productId: number,
    @CurrentUser() viewer: SessionUser,
  ) {
    return this.favourites.remove(productId, viewer);
  }
}
