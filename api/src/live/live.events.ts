import { Injectable, type OnModuleInit } from '@nestjs/common';
import { DomainEvents } from '../events/domain-events.js';
import { LivePublisher } from './live-publisher.js';

/**
 * Tells both parties' open pages that an order changed, once the change has committed (a
 * committed event, delivered by the job worker), so no page hears of a change that was rolled
 * back, or before it commits.
 */
@Injectable()
export class LiveEventHandlers implements OnModuleInit {
  constructor(
    private readonly events: DomainEvents,
    private readonly live: LivePublisher,
  ) {}

  onModuleInit(): void {
    this.events.afterCommit('order.changed', async ({ orderId, status, buyerId, sellerId }) => {
      const userIds = [buyerId, sellerId].filter((id): id is number => id !== null);
      await Promise.all(
        userIds.map((userId) =>
          this.live.publish(userId, 'order', { orderId: String(orderId), status }),
        ),
      );
    });
  }
}
