import {
  ConflictException,
  ForbiddenException,
  Inject,
  Injectable,
  NotFoundException,
} from '@nestjs/common';
import type {
  DealParty,
  PageQuery,
  RatingInput,
  ReceivedReview,
  ReportInput,
  ReportedReview,
} from '@marketplace/contracts';
import { AuditService } from '../audit/audit.service.js';
import type { SessionUser } from '../access/session-user.js';
import { CatalogueChanges, CatalogueTags } from '../cluster/catalogue-changes.js';
import { type RateLimit, RateLimits } from '../cluster/rate-limits.js';
import { Page } from '../common/pagination.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { inserted, updated } from '../common/write-results.js';
import { DATABASE, type Database } from '../database/database.js';
import { OrdersRepository } from '../orders/orders.repository.js';
import { ReputationRepository } from './reputation.repository.js';
import { ReviewsRepository } from './reviews.repository.js';

/** Reports of reviews one account may send in an hour: enough for a reader, not for a flood. */
const REVIEW_REPORTS_PER_HOUR = 30;

/** Ratings after a completed deal, their reports, and the admin's hiding of a review. */
@Injectable()
export class ReviewsService {
  private readonly reportsPerUser: RateLimit;
  private readonly ratingsPerUser: RateLimit;

  constructor(
    @Inject(DATABASE) private readonly db: Database,
    private readonly reviews: ReviewsRepository,
    private readonly reputation: ReputationRepository,
    private readonly orders: OrdersRepository,
    private readonly audit: AuditService,
    private readonly catalogueChanges: CatalogueChanges,
    @Inject(APP_CONFIG) config: AppConfig,
    limits: RateLimits,
  ) {
    this.reportsPerUser = limits.create('review-reports', REVIEW_REPORTS_PER_HOUR, 3600);
    this.ratingsPerUser = limits.create('ratings', config.RATE_LIMIT_REVIEWS_PER_HOUR, 3600);
  }

  /**
   * Each side of a completed deal rates the other once. The unique index on (order, side) makes
   * "once" hold against two requests at the same time; the rated account's figures move in the
   * same transaction.
   */
  async rate(orderId: number, input: RatingInput, viewer: SessionUser) {
    const order = await this.orders.findById(orderId);
    if (!order) throw new NotFoundException('Order not found');
    const party: DealParty | undefined =
      viewer.id === order.buyerId ? 'buyer' : viewer.id === order.sellerId ? 'seller' : undefined;
    if (!party) throw new ForbiddenException('Only the buyer or the seller may rate this deal');
    if (order.status !== 'completed') {
      throw new ConflictException(
        `This order is ${order.status}: only a completed deal can be rated`,
      );
    }
    const subjectId = party === 'buyer' ? order.sellerId : order.buyerId;
    if (subjectId === null) {
      throw new ConflictException('The other side of this deal deleted their account');
    }
    await this.ratingsPerUser.consume(
      `user:${viewer.id}`,
      'Too many ratings written, try again later',
    );
    const reviewId = await this.db.transaction(async (tx) => {
      const id = await this.reviews.insert(tx, {
        orderId,
        authorParty: party,
        authorId: viewer.id,
        authorName: viewer.name,
        subjectId,
        productName: order.productName,
        stars: input.stars,
        comment: input.comment || null,
      });
      if (id !== undefined) await this.reputation.countRating(tx, subjectId, input.stars, 1);
      return id;
    });
    if (reviewId === undefined) throw new ConflictException('You have already rated this deal');
    this.profileChanged(subjectId);
    return inserted(reviewId);
  }

  /** A signed-in user reports a review once (until an admin acts on the reports). */
  async report(reviewId: number, input: ReportInput, viewer: SessionUser) {
    await this.reportsPerUser.consume(`user:${viewer.id}`);
    const outcome = await this.reviews.report(reviewId, viewer.id, {
      reason: input.reason,
      details: input.details || null,
    });
    if (outcome === 'unknown-review') throw new NotFoundException('Review not found');
    return updated(1, outcome === 'recorded' ? 1 : 0);
  }

  /** Hides a review from its profile and its subject's average, closing its reports; logged. */
  async hide(reviewId: number, reason: string | undefined, admin: SessionUser) {
    return this.audit.run(admin, async (tx, log) => {
      const review = await this.reviews.findForModeration(tx, reviewId);
      if (!review) throw new NotFoundException('Review not found');
      if (review.hiddenAt) throw new ConflictException('This review is already hidden');
      await this.reviews.hide(tx, reviewId);
      await this.reviews.closeReports(tx, reviewId);
      await this.reputation.countRating(tx, review.subjectId, review.stars, -1);
      this.profileChanged(review.subjectId);
      await log({
        action: 'review.hide',
        target: { type: 'review', id: reviewId, name: reviewName(review) },
        reason,
      });
      return updated(1, 1);
    });
  }

  /** Closes a review's open reports and keeps the review; logged. 409 when none are open. */
  async dismiss(reviewId: number, reason: string | undefined, admin: SessionUser) {
    return this.audit.run(admin, async (tx, log) => {
      const review = await this.reviews.findForModeration(tx, reviewId);
      if (!review) throw new NotFoundException('Review not found');
      const closed = await this.reviews.closeReports(tx, reviewId);
      if (!closed) throw new ConflictException('This review has no open reports');
      await log({
        action: 'review-reports.dismiss',
        target: { type: 'review', id: reviewId, name: reviewName(review) },
        reason,
      });
      return updated(closed, closed);
    });
  }

  /** The rated account's profile page shows its reviews and rating: stale once this commits. */
  private profileChanged(subjectId: number): void {
    this.catalogueChanges.record([CatalogueTags.seller(subjectId)]);
  }

  /** What the other side of each completed deal said of the signed-in account. */
  async listReceived(viewer: SessionUser, page: PageQuery): Promise<Page<ReceivedReview>> {
    const { items, total } = await this.reviews.listReceived(viewer.id, page);
    return new Page(items, total, page);
  }

  async listReported(page: PageQuery): Promise<Page<ReportedReview>> {
    const { items, total } = await this.reviews.listReported(page);
    return new Page(items, total, page);
  }
}

/** How the audit log names a review: its stars, its author and the start of its words. */
const reviewName = (review: { stars: number; authorName: string; comment: string | null }) => {
  const words = review.comment ? `: “${review.comment.slice(0, 60)}”` : '';
  return `${review.stars} ★ by ${review.authorName}${words}`;
};
