import { Controller, Get, Param, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { type ReviewsQuery, reviewsQuerySchema } from '@marketplace/contracts';
import { Public, SignedIn } from '../access/access.decorator.js';
import { CurrentUser } from '../access/current-user.decorator.js';
import type { SessionUser } from '../access/session-user.js';
import { IdPipe } from '../common/id.pipe.js';
import { ProfilesService } from './profiles.service.js';

@ApiTags('profiles')
@Controller()
export class ProfilesController {
  constructor(private readonly profiles: ProfilesService) {}

  @Public()
  @Get('sellers/:id')
  seller(@Param('id', new IdPipe('Seller')) id: number) {
    return this.profiles.seller(id);
  }

  /** Older reviews, newest first, `?before=<id of the last review seen>`. */
  @Public()
  @Get('sellers/:id/reviews')
  sellerReviews(
    @Param('id', new IdPipe('Seller')) id: number,
    @Query({ schema: reviewsQuerySchema }) query: ReviewsQuery,
  ) {
    return this.profiles.sellerReviews(id, query);
  }

  @SignedIn()
  @Get('buyers/:id')
  buyer(@Param('id', new IdPipe('Buyer')) id: number, @CurrentUser() viewer: SessionUser) {
    return this.profiles.buyer(id, viewer);
  }
}
