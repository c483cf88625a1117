import { Injectable, type OnModuleInit } from '@nestjs/common';
import { DomainEvents } from '../events/domain-events.js';
import { EmailsService } from '../mail/emails.service.js';
import { PeopleReportsService } from './people-reports.service.js';
import { ReportsRepository } from './reports.repository.js';

/** The reports domain's part in other domains' events. */
@Injectable()
export class ReportsEventHandlers implements OnModuleInit {
  constructor(
    private readonly events: DomainEvents,
    private readonly reports: ReportsRepository,
    private readonly peopleReports: PeopleReportsService,
    private readonly emails: EmailsService,
  ) {}

  onModuleInit(): void {
    // Before `product.deleted` closes them: each account with an open report on it hears.
    this.events.on('product.removed-by-admin', async ({ productId, productName, origin }, tx) => {
      for (const reporterId of await this.reports.openReporterIds(productId, tx)) {
        await this.emails.enqueue(
          reporterId,
          'reported-listing-removed',
          { productName },
          { origin, executor: tx },
        );
      }
    });
    this.events.on('product.deleted', ({ productIds }, tx) =>
      this.reports.closeForProducts(tx, productIds),
    );
    this.events.on('user.suspension-changed', async ({ userId }, tx) => {
      await this.peopleReports.closeOnSuspension(userId, tx);
    });
  }
}
