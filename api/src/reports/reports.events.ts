import { Injectable, type OnModuleInit } from '@nestjs/common';
import { DomainEvents } from '../events/domain-events.js';
import { ReportsRepository } from './reports.repository.js';

/** The reports domain's part in other domains' events. */
@Injectable()
export class ReportsEventHandlers implements OnModuleInit {
  constructor(
    private readonly events: DomainEvents,
    private readonly reports: ReportsRepository,
  ) {}

  onModuleInit(): void {
    this.events.on('product.deleted', ({ productIds }, tx) =>
      this.reports.closeForProducts(tx, productIds),
    );
  }
}
