import { Injectable, type OnModuleInit } from '@nestjs/common';
import { DomainEvents } from '../events/domain-events.js';
import { ReputationRepository } from './reputation.repository.js';

/** The reputation domain's part in other domains' events: completed deals count on profiles. */
@Injectable()
export class ReputationEventHandlers implements OnModuleInit {
  constructor(
    private readonly events: DomainEvents,
    private readonly reputation: ReputationRepository,
  ) {}

  onModuleInit(): void {
    this.events.on('order.changed', ({ changes }, tx) =>
      this.reputation.countCompletedDeals(tx, changes),
    );
  }
}
