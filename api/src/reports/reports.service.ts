import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import type { PageQuery, ReportInput, ReportedProduct } from '@marketplace/contracts';
import { AuditService } from '../audit/audit.service.js';
import type { SessionUser } from '../auth/session-user.js';
import { Page } from '../common/pagination.js';
import { updated } from '../common/write-results.js';
import { ReportsRepository } from './reports.repository.js';

@Injectable()
export class ReportsService {
  constructor(
    private readonly reports: ReportsRepository,
    private readonly audit: AuditService,
  ) {}

  /**
   * Anyone may report (SPEC.md section 6): a signed-in user once per product, a visitor once per
   * product per address. Reporting again is acknowledged and changes nothing.
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
    // SPEC.md's client sends no body: a report without a reason is `other`, without words.
    const outcome = await this.reports.add(productId, reporter, {
      reason: input?.reason ?? 'other',
      details: input?.details || null,
    });
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
