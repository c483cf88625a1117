import { Injectable, type OnModuleInit } from '@nestjs/common';
import { DomainEvents, type OrderChange } from '../events/domain-events.js';
import { EmailsService } from './emails.service.js';

/**
 * The emails other domains' events call for, queued in the event's transaction or, for an order,
 * once its change has committed: nothing is sent for a change that rolls back. Whether the
 * recipient wants each kind is read when it is sent.
 */
@Injectable()
export class MailEventHandlers implements OnModuleInit {
  constructor(
    private readonly events: DomainEvents,
    private readonly emails: EmailsService,
  ) {}

  onModuleInit(): void {
    this.events.afterCommit('order.changed', (change) => this.emailOrderChange(change));
    this.events.on('message.unread', ({ conversationId, recipientId, ...names }, tx) =>
      this.emails.enqueue(
        recipientId,
        'new-message',
        { conversationId, ...names },
        { executor: tx },
      ),
    );
    this.events.on('user.google-claimed', ({ userId, origin }, tx) =>
      this.emails.enqueue(userId, 'google-claimed', {}, { origin, executor: tx }),
    );
    this.events.on('seller.verified', ({ sellerId, origin }, tx) =>
      this.emails.enqueue(sellerId, 'seller-verified', {}, { origin, executor: tx }),
    );
    this.events.on('product.removed-by-admin', ({ sellerId, productName, origin }, tx) =>
      this.emails.enqueue(sellerId, 'listing-removed', { productName }, { origin, executor: tx }),
    );
  }

  /** The seller hears of a request; the buyer of its answer or its expiry, not of confirmations. */
  private async emailOrderChange(change: OrderChange) {
    const { productName, buyerName, closeReason, buyerId, sellerId } = change;
    if (change.from === change.status) return;
    switch (change.status) {
      case 'requested':
        if (sellerId)
          await this.emails.enqueue(sellerId, 'order-requested', { productName, buyerName });
        return;
      case 'accepted':
        if (buyerId) await this.emails.enqueue(buyerId, 'order-accepted', { productName });
        return;
      case 'declined':
        if (buyerId)
          await this.emails.enqueue(buyerId, 'order-declined', {
            productName,
            reason: closeReason,
          });
        return;
      case 'expired':
        if (buyerId) await this.emails.enqueue(buyerId, 'order-expired', { productName });
        return;
      default:
        return;
    }
  }
}
