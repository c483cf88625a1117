import { Body, Controller, Get, HttpCode, Param, Post, Put } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  type DismissInput,
  type PageQuery,
  type RatingInput,
  type ReportInput,
  dismissInputSchema,
  ratingInputSchema,
  reviewReportInputSchema,
} from '@marketplace/contracts';
import { AdminsOnly, SignedIn } from '../access/access.decorator.js';
import { CurrentUser } from '../access/current-user.decorator.js';
import type { SessionUser } from '../access/session-user.js';
import { IdPipe } from '../common/id.pipe.js';
import { PageParams } from '../common/pagination.js';
import { ReviewsService } from './reviews.service.js';

const optionalReasonSchema = dismissInputSchema.optional();

@ApiTags('reviews')
@Controller()
export class ReviewsController {
  constructor(private readonly reviews: ReviewsService) {}

  @SignedIn()
  @Post('orders/:id/rating')
  rate(
    @Param('id', new IdPipe('Order')) orderId: number,
    @Body({ schema: ratingInputSchema }) input: RatingInput,
    @CurrentUser() viewer: SessionUser,
  ) {
    return this.reviews.rate(orderId, input, viewer);
  }

  @SignedIn()
  @Put('reviews/:id/report')
  report(
    @Param('id', new IdPipe('Review')) reviewId: number,
    @Body({ schema: reviewReportInputSchema }) input: ReportInput,
    @CurrentUser() viewer: SessionUser,
  ) {
    return this.reviews.report(reviewId, input, viewer);
  }

  @AdminsOnly()
  @Get('reviews/reports')
  reported(@PageParams() page: PageQuery) {
    return this.reviews.listReported(page);
  }

  @AdminsOnly()
  @Post('reviews/:id/hide')
  @HttpCode(200)
  hide(
    @Param('id', new IdPipe('Review')) reviewId: number,
    @Body({ schema: optionalReasonSchema }) input: DismissInput | undefined,
    @CurrentUser() admin: SessionUser,
  ) {
    return this.reviews.hide(reviewId, input?.reason || undefined, admin);
  }

  @AdminsOnly()
  @Post('reviews/:id/dismiss')
  @HttpCode(200)
  dismiss(
    @Param('id', new IdPipe('Review')) reviewId: number,
    @Body({ schema: optionalReasonSchema }) input: DismissInput | undefined,
    @CurrentUser() admin: SessionUser,
  ) {
    return this.reviews.dismiss(reviewId, input?.reason || undefined, admin);
  }
}
