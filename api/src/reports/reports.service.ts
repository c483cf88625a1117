import { ConflictException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import type { PageQuery, ReportInput, ReportedProduct } from '@marketplace/contracts';
import { AuditService } from '../audit/audit.service.js';
import type { SessionUser } from '../access/session-user.js';
import { type RateLimit, RateLimits } from '../cluster/rate-limits.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { Page } from '../common/pagination.js';
import { updated } from '../common/write-results.js';
import { ReportsRepository } from './reports.repository.js';

@Injectable()
export class ReportsService {
  /** Reports per account and per address across products: one reporter cannot flood the queue. */
  private readonly reportLimit: RateLimit;

  constructor(
    private readonly reports: ReportsRepository,
    private readonly audit: AuditService,
    @Inject(APP_CONFIG) config: AppConfig,
    rateLimits: RateLimits,
  ) {
    this.reportLimit = rateLimits.create('reports', config.RATE_LIMIT_REPORTS_PER_HOUR, 3600);
  }

  /**
   * Anyone may report (SPEC.md section 6): a signed-in user once per product, a visitor once per
   * product per address. Reporting again is acknowledged and changes nothing. Each new report
   * counts against its account and its address (429 past RATE_LIMIT_REPORTS_PER_HOUR); a repeat
   * or an unknown product is taken back off the count.
   */
  async report(
    productId: number,
    input: ReportInput | undefined,
    viewer: SessionUser | null,
    ip: string,
  ) {
    const reporter = viewer
      ? { key: `user:${viewer.id}`, userId: viewer.id }
      : { key: `ip:${ip}`, userId: null };
    const limitKeys = viewer ? [reporter.key, `ip:${ip}`] : [reporter.key];
    await this.reportLimit.consumeAll(limitKeys);
    // SPEC.md's client sends no body: a report without a reason is `other`, without words.
    const outcome = await this.reports.add(productId, reporter, {
      reason: input?.reason ?? 'other',
      details: input?.details || null,
    });
    if (outcome !== 'recorded') await this.reportLimit.refundAll(limitKeys);
    if (outcome === 'unknown-product') throw new NotFoundException('Product not found');
    return updated(1, outcome === 'recorded' ? 1 : 0);
  }

  /** Closes the listing's open reports and keeps the listing; 409 when none are open. */
  async dismiss(productId: number, reason: string | undefined, admin: SessionUser) {
    return this.audit.run(admin, async (tx, log) => {
      const outcome = await this.reports.dismiss(productId, tx);
      if (!outcome) throw new NotFoundException('Product not found');
      if (!outcome.closed) throw new ConflictException('This product has no open reports');
      await log({
        action: 'reports.dismiss',
        target: { type: 'product', id: productId, name: outcome.productName },
        reason,
      });
      return updated(outcome.closed, outcome.closed);
    });
  }

  async listReported(page: PageQuery): Promise<Page<ReportedProduct>> {
    const { items, total } = await this.reports.listReported(page);
    return new Page(items, total, page);
  }
}
