import { Injectable, type OnModuleInit } from '@nestjs/common';
import { DomainEvents } from '../events/domain-events.js';
import { JobScheduler } from '../scheduling/job-scheduler.js';
import { OrdersService } from './orders.service.js';

/** The orders domain's part in other domains' events, and its scheduled sweep. */
@Injectable()
export class OrdersEventHandlers implements OnModuleInit {
  constructor(
    private readonly events: DomainEvents,
    private readonly scheduler: JobScheduler,
    private readonly orders: OrdersService,
  ) {}

  onModuleInit(): void {
    this.events.on('user.deleted', ({ userId }, tx) =>
      this.orders.cancelForDeletedBuyer(tx, userId),
    );
    this.events.on('product.deleted', ({ productIds }, tx) =>
      this.orders.cancelForDeletedProducts(tx, productIds),
    );
    this.events.afterCommit('user.blocked', ({ blockerId, blockedId }) =>
      this.orders.endRequestsOnBlock(blockerId, blockedId),
    );
    this.scheduler.register({
      name: ORDERS_SWEEP_JOB,
      run: (tx) => this.orders.sweep(tx),
    });
  }
}

/** Expires unanswered orders and completes deals one side confirmed long ago. */
export const ORDERS_SWEEP_JOB = 'orders.expire-and-auto-complete';
