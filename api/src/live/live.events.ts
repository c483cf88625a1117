import { Injectable, type OnModuleInit } from '@nestjs/common';
import type { OrderStatus } from '@marketplace/contracts';
import { DomainEvents } from '../events/domain-events.js';
import { JobQueue } from '../jobs/job-queue.js';
import { LivePublisher } from './live-publisher.js';

const ORDER_CHANGED_JOB = 'live.order-changed';

interface OrderChangedPush {
  userIds: number[];
  orderId: number;
  status: OrderStatus;
}

/**
 * Tells both parties' open pages that an order changed. Queued in the order's transaction and
 * published by a worker, so no page hears of a change that was rolled back, or before it commits.
 */
@Injectable()
export class LiveEventHandlers implements OnModuleInit {
  constructor(
    private readonly events: DomainEvents,
    private readonly queue: JobQueue,
    private readonly live: LivePublisher,
  ) {}

  onModuleInit(): void {
    this.queue.define<OrderChangedPush>({
      kind: ORDER_CHANGED_JOB,
      maxAttempts: 3,
      run: ({ userIds, orderId, status }) =>
        Promise.all(
          userIds.map((userId) =>
            this.live.publish(userId, 'order', { orderId: String(orderId), status }),
          ),
        ).then(() => undefined),
    });
    this.events.on('order.changed', async ({ changes }, tx) => {
      for (const change of changes) {
        const userIds = [change.buyerId, change.sellerId].filter((id): id is number => id !== null);
        if (userIds.length)
          await this.queue.enqueue<OrderChangedPush>(
            ORDER_CHANGED_JOB,
            { userIds, orderId: change.orderId, status: change.status },
            { executor: tx },
          );
      }
    });
  }
}
