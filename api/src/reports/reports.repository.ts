import { Inject, Injectable } from '@nestjs/common';
import type { PageQuery, ReportedProduct } from '@marketplace/contracts';
import { and, countDistinct, desc, eq, inArray, isNotNull, isNull, max, sql } from 'drizzle-orm';
import { DATABASE, type Database, type Transaction } from '../database/database.js';
import { products, reports, users } from '../database/schema.js';

/** Who reports: the account when signed in, otherwise the address the request came from. */
export interface Reporter {
  key: string;
  userId: number | null;
}

export type ReportOutcome = 'recorded' | 'already-reported' | 'unknown-product';

const openReports = and(isNull(reports.closedAt), isNotNull(reports.productId));

@Injectable()
export class ReportsRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  /**
   * Records one report per product per reporter. The product row is locked against deletion
   * (`for key share`) until the report is in, so a report never points at a vanished product.
   */
  async add(productId: number, reporter: Reporter): Promise<ReportOutcome> {
    return this.db.transaction(async (tx) => {
      const [product] = await tx
        .select({ id: products.id })
        .from(products)
        .where(eq(products.id, productId))
        .for('key share');
      if (!product) return 'unknown-product';
      const added = await tx
        .insert(reports)
        .values({ productId, reporterId: reporter.userId, reporterKey: reporter.key })
        .onConflictDoNothing()
        .returning({ id: reports.id });
      return added.length ? 'recorded' : 'already-reported';
    });
  }

  /** Products with open reports, the most reported first, then the most recently reported. */
  async listReported(page: PageQuery): Promise<{ items: ReportedProduct[]; total: number }> {
    const tally = this.db
      .select({
        productId: reports.productId,
        reportCount: sql<number>`count(*)::int`.as('report_count'),
        lastReportedAt: max(reports.createdAt).as('last_reported_at'),
      })
      .from(reports)
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
      })),
      total: totals?.total ?? 0,
    };
  }

  /** Closes the open reports on listings being deleted. */
  async closeForProducts(tx: Transaction, productIds: number[]): Promise<void> {
    await tx
      .update(reports)
      .set({ closedAt: new Date() })
      .where(and(inArray(reports.productId, productIds), isNull(reports.closedAt)));
  }
}
