import { Controller, Delete, Get, Param, Put } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
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
  @Get()
  list(@CurrentUser() viewer: SessionUser, @PageParams() page: PageQuery) {
    return this.favourites.list(viewer, page);
  }

  /** Which listings the account keeps, to draw the hearts on any page of cards. */
  @SignedIn()
  @Get('ids')
  productIds(@CurrentUser() viewer: SessionUser) {
    return this.favourites.productIds(viewer);
  }

  @SignedIn()
  @Put(':productId')
  add(
    @Param('productId', new IdPipe('Product')) productId: number,
    @CurrentUser() viewer: SessionUser,
  ) {
    return this.favourites.add(productId, viewer);
  }

  @SignedIn()
  @Delete(':productId')
  remove(
    @Param('productId', new IdPipe('Product')) productId: number,
    @CurrentUser() viewer: SessionUser,
  ) {
    return this.favourites.remove(productId, viewer);
  }
}
