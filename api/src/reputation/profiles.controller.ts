import { Answer } from '../openapi/answers.js';
import { z } from 'zod';
import { Controller, Get, Param, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  type ReviewsQuery,
  reviewsQuerySchema,
  profileSchema,
  reviewSchema,
} from '@marketplace/contracts';
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
  @ApiOperation({ summary: "A seller's public profile" })
  @Answer(200, profileSchema)
  @Get('sellers/:id')
  seller(@Param('id', new IdPipe('Seller')) id: number) {
    return this.profiles.seller(id);
  }

  /** Older reviews, newest first, `?before=<id of the last review seen>`. */
  @Public()
  @ApiOperation({ summary: 'Older reviews of a seller, newest first' })
  @Answer(200, z.array(reviewSchema))
  @Get('sellers/:id/reviews')
  sellerReviews(
    @Param('id', new IdPipe('Seller')) id: number,
    @Query({ schema: reviewsQuerySchema }) query: ReviewsQuery,
  ) {
    return this.profiles.sellerReviews(id, query);
  }

  @SignedIn()
  @ApiOperation({
    summary: "A buyer's profile, for the seller of one of their open orders and for themself",
  })
  @Answer(200, profileSchema)
  @Answer(403, 'No open order of this buyer on your products')
  @Get('buyers/:id')
  buyer(@Param('id', new IdPipe('Buyer')) id: number, @CurrentUser() viewer: SessionUser) {
    return this.profiles.buyer(id, viewer);
  }
}
