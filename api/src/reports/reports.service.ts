import { Injectable, NotFoundException } from '@nestjs/common';
import type { PageQuery, ReportedProduct } from '@marketplace/contracts';
import type { SessionUser } from '../auth/session-user.js';
import { Page } from '../common/pagination.js';
import { updated } from '../common/write-results.js';
import { ReportsRepository } from './reports.repository.js';

@Injectable()
export class ReportsService {
  constructor(private readonly reports: ReportsRepository) {}

  /**
   * Anyone may report (SPEC.md section 6): a signed-in user once per product, a visitor once per
   * product per address. Reporting again is acknowledged and changes nothing.
   */
  async report(productId: number, viewer: SessionUser | null, ip: string) {
    const reporter = viewer
      ? { key: `user:${viewer.id}`, userId: viewer.id }
      : { key: `ip:${ip}`, userId: null };
    const outcome = await this.reports.add(productId, reporter);
    if (outcome === 'unknown-product') throw new NotFoundException('Product not found');
    return updated(1, outcome === 'recorded' ? 1 : 0);
  }

  async listReported(page: PageQuery): Promise<Page<ReportedProduct>> {
    const { items, total } = await this.reports.listReported(page);
    return new Page(items, total, page);
  }
}
