import { Answer } from '../openapi/answers.js';
import { z } from 'zod';
import { Body, Controller, Get, HttpCode, Param, Post, Put } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  type ReasonInput,
  type PageQuery,
  type RatingInput,
  type ReportInput,
  reasonInputSchema,
  receivedReviewSchema,
  ratingInputSchema,
  reviewReportInputSchema,
  insertResultSchema,
  reportedReviewSchema,
  updateResultSchema,
} from '@marketplace/contracts';
import { AdminsOnly, SignedIn } from '../access/access.decorator.js';
import { CurrentUser } from '../access/current-user.decorator.js';
import type { SessionUser } from '../access/session-user.js';
import { IdPipe } from '../common/id.pipe.js';
import { PageParams } from '../common/pagination.js';
import { ReviewsService } from './reviews.service.js';

@ApiTags('reviews')
@Controller()
export class ReviewsController {
  constructor(private readonly reviews: ReviewsService) {}

  @SignedIn()
  @ApiOperation({ summary: 'Rate the other side of a completed deal' })
  @Answer(201, insertResultSchema)
  @Answer(403, 'Not a party of this deal')
  @Answer(409, 'The deal is not completed, or already rated')
  @Answer(429)
  @Post('orders/:id/rating')
  rate(
    @Param('id', new IdPipe('Order')) orderId: number,
    @Body({ schema: ratingInputSchema }) input: RatingInput,
    @CurrentUser() viewer: SessionUser,
  ) {
    return this.reviews.rate(orderId, input, viewer);
  }

  @SignedIn()
  @ApiOperation({ summary: 'Report a review' })
  @Answer(200, updateResultSchema)
  @Answer(429)
  @Put('reviews/:id/report')
  report(
    @Param('id', new IdPipe('Review')) reviewId: number,
    @Body({ schema: reviewReportInputSchema }) input: ReportInput,
    @CurrentUser() viewer: SessionUser,
  ) {
    return this.reviews.report(reviewId, input, viewer);
  }

  @SignedIn()
  @ApiOperation({ summary: 'The ratings the signed-in account was given, newest first' })
  @Answer(200, z.array(receivedReviewSchema))
  @Get('reviews/received')
  received(@CurrentUser() viewer: SessionUser, @PageParams() page: PageQuery) {
    return this.reviews.listReceived(viewer, page);
  }

  @AdminsOnly()
  @ApiOperation({ summary: 'Reported reviews' })
  @Answer(200, z.array(reportedReviewSchema))
  @Get('reviews/reports')
  reported(@PageParams() page: PageQuery) {
    return this.reviews.listReported(page);
  }

  @AdminsOnly()
  @ApiOperation({ summary: 'Hide a review' })
  @Answer(200, updateResultSchema)
  @Answer(409, 'The review is already hidden')
  @Post('reviews/:id/hide')
  @HttpCode(200)
  hide(
    @Param('id', new IdPipe('Review')) reviewId: number,
    @Body({ schema: reasonInputSchema }) input: ReasonInput,
    @CurrentUser() admin: SessionUser,
  ) {
    return this.reviews.hide(reviewId, input?.reason || undefined, admin);
  }

  @AdminsOnly()
  @ApiOperation({ summary: "Close a review's reports and keep it" })
  @Answer(200, updateResultSchema)
  @Answer(409, 'The review has no open reports')
  @Post('reviews/:id/dismiss')
  @HttpCode(200)
  dismiss(
    @Param('id', new IdPipe('Review')) reviewId: number,
    @Body({ schema: reasonInputSchema }) input: ReasonInput,
    @CurrentUser() admin: SessionUser,
  ) {
    return this.reviews.dismiss(reviewId, input?.reason || undefined, admin);
  }
}
