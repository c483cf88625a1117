import { Injectable, type OnModuleInit } from '@nestjs/common';
import { DomainEvents } from '../events/domain-events.js';
import { PeopleReportsService } from './people-reports.service.js';
import { ReportsRepository } from './reports.repository.js';

/** The reports domain's part in other domains' events. */
@Injectable()
export class ReportsEventHandlers implements OnModuleInit {
  constructor(
    private readonly events: DomainEvents,
    private readonly reports: ReportsRepository,
    private readonly peopleReports: PeopleReportsService,
  ) {}

  onModuleInit(): void {
    this.events.on('product.deleted', ({ productIds }, tx) =>
      this.reports.closeForProducts(tx, productIds),
    );
    this.events.on('user.suspension-changed', async ({ userId }, tx) => {
      await this.peopleReports.closeOnSuspension(userId, tx);
    });
  }
}
