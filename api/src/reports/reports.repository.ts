import { Inject, Injectable } from '@nestjs/common';
import { type PageQuery, type ReportReason, type ReportedProduct } from '@marketplace/contracts';
import { and, countDistinct, desc, eq, inArray, isNotNull, isNull, max, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { DATABASE, type Database, type Transaction } from '../database/database.js';
import { products, reports, users } from '../database/schema.js';
import { tallyReports } from './report-tally.js';

/** Who reports: the account when signed in, otherwise the address the request came from. */
export interface Reporter {
  key: string;
  userId: number | null;
}

export type ReportOutcome = 'recorded' | 'already-reported' | 'unknown-product';

const openReports = and(isNull(reports.closedAt), isNotNull(reports.productId));
const reporter = alias(users, 'reporter');
/** Who reported a listing, as its row names them: the newest few; the count covers all. */
const MAX_REPORTERS_SHOWN = 5;

@Injectable()
export class ReportsRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  /**
   * Records one report per product per reporter. The product row is locked against deletion
   * (`for key share`) until the report is in, so a report never points at a vanished product.
   */
  async add(
    productId: number,
    reporter: Reporter,
    report: { reason: ReportReason; details: string | null },
  ): Promise<ReportOutcome> {
    return this.db.transaction(async (tx) => {
      const [product] = await tx
        .select({ id: products.id })
        .from(products)
        .where(eq(products.id, productId))
        .for('key share');
      if (!product) return 'unknown-product';
      const added = await tx
        .insert(reports)
        .values({ productId, reporterId: reporter.userId, reporterKey: reporter.key, ...report })
        .onConflictDoNothing()
        .returning({ id: reports.id });
      return added.length ? 'recorded' : 'already-reported';
    });
  }

  /**
   * Closes the product's open reports; the listing stays. Returns the product's name and how many
   * reports closed, or undefined for an unknown product.
   */
  async dismiss(
    productId: number,
    executor: Database = this.db,
  ): Promise<{ productName: string; closed: number } | undefined> {
    const [product] = await executor
      .select({ name: products.name })
      .from(products)
      .where(eq(products.id, productId));
    if (!product) return undefined;
    const closed = await executor
      .update(reports)
      .set({ closedAt: new Date() })
      .where(and(eq(reports.productId, productId), isNull(reports.closedAt)))
      .returning({ id: reports.id });
    return { productName: product.name, closed: closed.length };
  }

  /** Products with open reports, the most reported first, then the most recently reported. */
  async listReported(page: PageQuery): Promise<{ items: ReportedProduct[]; total: number }> {
    const tally = this.db
      .select({
        productId: reports.productId,
        reportCount: sql<number>`count(*)::int`.as('report_count'),
        lastReportedAt: max(reports.createdAt).as('last_reported_at'),
        reasons: sql<ReportReason[]>`array_agg(${reports.reason}::text)`.as('reasons'),
        details: sql<
          Array<string | null>
        >`array_agg(${reports.details} order by ${reports.createdAt} desc)`.as('details'),
        reporters: sql<
          Array<{ name: string | null; reportedAt: string }>
        >`(array_agg(json_build_object('name', ${reporter.name}, 'reportedAt', ${reports.createdAt}) order by ${reports.createdAt} desc))[1:${sql.raw(String(MAX_REPORTERS_SHOWN))}]`.as(
          'reporters',
        ),
      })
      .from(reports)
      .leftJoin(reporter, eq(reporter.id, reports.reporterId))
      .where(openReports)
      .groupBy(reports.productId)
      .as('tally');
    const [rows, [totals]] = await Promise.all([
      this.db
        .select({
          id: products.id,
          name: products.name,
          image: products.image,
          location: products.location,
          resellPrice: products.resellPrice,
          originalPrice: products.originalPrice,
          sellerName: users.name,
          reportCount: tally.reportCount,
          reasons: tally.reasons,
          details: tally.details,
          reporters: tally.reporters,
        })
        .from(tally)
        .innerJoin(products, eq(products.id, tally.productId))
        .innerJoin(users, eq(users.id, products.sellerId))
        .orderBy(desc(tally.reportCount), desc(tally.lastReportedAt), desc(products.id))
        .limit(page.limit)
        .offset(page.offset),
      this.db
        .select({ total: countDistinct(reports.productId) })
        .from(reports)
        .where(openReports),
    ]);
    return {
      items: rows.map((row) => ({
        _id: String(row.id),
        productName: row.name,
        productImage: row.image,
        location: row.location,
        resellPrice: row.resellPrice,
        orginalPrice: row.originalPrice,
        SallerName: row.sellerName,
        reportCount: Number(row.reportCount),
        ...tallyReports(row.reasons, row.details),
        reporters: row.reporters.map(({ name, reportedAt }) => ({
          name,
          reportedAt: new Date(reportedAt).toISOString(),
        })),
      })),
      total: totals?.total ?? 0,
    };
  }

  /** The accounts with an open report on a listing (signed-out reporters have none). */
  async openReporterIds(productId: number, tx: Transaction): Promise<number[]> {
    const rows = await tx
      .selectDistinct({ id: reports.reporterId })
      .from(reports)
      .where(and(eq(reports.productId, productId), isNull(reports.closedAt)));
    return rows.flatMap((row) => (row.id === null ? [] : [row.id]));
  }

  /** Closes the open reports on listings being deleted. */
  async closeForProducts(tx: Transaction, productIds: number[]): Promise<void> {
    await tx
      .update(reports)
      .set({ closedAt: new Date() })
      .where(and(inArray(reports.productId, productIds), isNull(reports.closedAt)));
  }
}
