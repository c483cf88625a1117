import { Inject, Injectable } from '@nestjs/common';
import {
  type DealParty,
  type PageQuery,
  type ReportReason,
  type ReportedReview,
  type Review,
} from '@marketplace/contracts';
import { and, countDistinct, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import { DATABASE, type Database, READ_DATABASE, type Transaction } from '../database/database.js';
import { reviewReports, reviews, users } from '../database/schema.js';
import { tallyReports } from '../reports/report-tally.js';

type ReviewRow = typeof reviews.$inferSelect;

export type NewReview = Omit<typeof reviews.$inferInsert, 'id' | 'createdAt' | 'hiddenAt'>;

export type ReviewReportOutcome = 'recorded' | 'already-reported' | 'unknown-review';

const toReview = (row: ReviewRow): Review => ({
  _id: String(row.id),
  stars: row.stars,
  comment: row.comment,
  authorName: row.authorName,
  authorParty: row.authorParty,
  product: row.productName,
  createdAt: row.createdAt.toISOString(),
});

const isVisible = isNull(reviews.hiddenAt);
const openReports = isNull(reviewReports.closedAt);

@Injectable()
export class ReviewsRepository {
  constructor(
    @Inject(DATABASE) private readonly db: Database,
    /** The reviews a profile shows: on a replica when there are replicas (see ReadReplicas). */
    @Inject(READ_DATABASE) private readonly reader: Database,
  ) {}

  /** The new review's id, or undefined when this side of the order had already rated. */
  async insert(tx: Transaction, review: NewReview): Promise<number | undefined> {
    const [row] = await tx
      .insert(reviews)
      .values(review)
      .onConflictDoNothing()
      .returning({ id: reviews.id });
    return row?.id;
  }

  async hasRated(orderId: number, party: DealParty): Promise<boolean> {
    const [row] = await this.db
      .select({ id: reviews.id })
      .from(reviews)
      .where(and(eq(reviews.orderId, orderId), eq(reviews.authorParty, party)));
    return Boolean(row);
  }

  /** Visible reviews about `subjectId`, newest first, older than the review `before`. */
  async listAbout(subjectId: number, before: number | undefined, limit: number) {
    const where = and(
      eq(reviews.subjectId, subjectId),
      isVisible,
      before === undefined ? undefined : lt(reviews.id, before),
    );
    const rows = await this.reader
      .select()
      .from(reviews)
      .where(where)
      .orderBy(desc(reviews.id))
      .limit(limit);
    return rows.map(toReview);
  }

  /** The visible reviews about `subjectId` with the deal each is for, newest first. */
  async listReceived(subjectId: number, page: PageQuery) {
    const where = and(eq(reviews.subjectId, subjectId), isVisible);
    const [rows, [count]] = await Promise.all([
      this.reader
        .select()
        .from(reviews)
        .where(where)
        .orderBy(desc(reviews.id))
        .limit(page.limit)
        .offset(page.offset),
      this.reader
        .select({ total: sql<number>`count(*)::int` })
        .from(reviews)
        .where(where),
    ]);
    return {
      items: rows.map((row) => ({
        ...toReview(row),
        orderId: row.orderId === null ? null : String(row.orderId),
      })),
      total: count?.total ?? 0,
    };
  }

  /**
   * One open report per review per reporter. The review row is locked against deletion until
   * the report is in. Hidden reviews are gone for everyone but the admin: reporting one is 404.
   */
  async report(
    reviewId: number,
    reporterId: number,
    report: { reason: ReportReason; details: string | null },
  ): Promise<ReviewReportOutcome> {
    return this.db.transaction(async (tx) => {
      const [review] = await tx
        .select({ id: reviews.id })
        .from(reviews)
        .where(and(eq(reviews.id, reviewId), isVisible))
        .for('key share');
      if (!review) return 'unknown-review';
      const added = await tx
        .insert(reviewReports)
        .values({ reviewId, reporterId, ...report })
        .onConflictDoNothing()
        .returning({ id: reviewReports.id });
      return added.length ? 'recorded' : 'already-reported';
    });
  }

  /** The review, locked until the admin's transaction ends. */
  async findForModeration(tx: Database, id: number): Promise<ReviewRow | undefined> {
    const [row] = await tx.select().from(reviews).where(eq(reviews.id, id)).for('update');
    return row;
  }

  async hide(tx: Database, id: number): Promise<void> {
    await tx
      .update(reviews)
      .set({ hiddenAt: sql`now()` })
      .where(eq(reviews.id, id));
  }

  /** Closes the review's open reports; how many closed. */
  async closeReports(tx: Database, reviewId: number): Promise<number> {
    const closed = await tx
      .update(reviewReports)
      .set({ closedAt: sql`now()` })
      .where(and(eq(reviewReports.reviewId, reviewId), openReports))
      .returning({ id: reviewReports.id });
    return closed.length;
  }

  /** Reviews with open reports, the most reported first, then the most recently reported. */
  async listReported(page: PageQuery): Promise<{ items: ReportedReview[]; total: number }> {
    const tally = this.db
      .select({
        reviewId: reviewReports.reviewId,
        reportCount: sql<number>`count(*)::int`.as('report_count'),
        lastReportedAt: sql`max(${reviewReports.createdAt})`.as('last_reported_at'),
        reasons: sql<ReportReason[]>`array_agg(${reviewReports.reason}::text)`.as('reasons'),
        details: sql<
          Array<string | null>
        >`array_agg(${reviewReports.details} order by ${reviewReports.createdAt} desc)`.as(
          'details',
        ),
      })
      .from(reviewReports)
      .where(openReports)
      .groupBy(reviewReports.reviewId)
      .as('tally');
    const [rows, [totals]] = await Promise.all([
      this.db
        .select({
          review: reviews,
          subjectName: users.name,
          reportCount: tally.reportCount,
          reasons: tally.reasons,
          details: tally.details,
        })
        .from(tally)
        .innerJoin(reviews, eq(reviews.id, tally.reviewId))
        .innerJoin(users, eq(users.id, reviews.subjectId))
        .orderBy(desc(tally.reportCount), desc(tally.lastReportedAt), desc(reviews.id))
        .limit(page.limit)
        .offset(page.offset),
      this.db
        .select({ total: countDistinct(reviewReports.reviewId) })
        .from(reviewReports)
        .where(openReports),
    ]);
    return {
      items: rows.map(({ review, subjectName, reportCount, reasons, details }) => ({
        _id: String(review.id),
        stars: review.stars,
        comment: review.comment,
        authorName: review.authorName,
        subjectId: String(review.subjectId),
        subjectName,
        reportCount: Number(reportCount),
        ...tallyReports(reasons, details),
        createdAt: review.createdAt.toISOString(),
      })),
      total: totals?.total ?? 0,
    };
  }
}
