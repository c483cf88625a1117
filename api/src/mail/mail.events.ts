import { Injectable, type OnModuleInit } from '@nestjs/common';
import { DEAL_EMAILS_ON_ARRIVAL } from '@marketplace/contracts';
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

  /**
   * Whoever the deal's declaration says is told of a state (DEAL_EMAILS_ON_ARRIVAL: the seller of
   * a request, the buyer of its answer or its expiry), never of a confirmation alone.
   */
  private async emailOrderChange(change: OrderChange) {
    if (change.from === change.status) return;
    for (const party of DEAL_EMAILS_ON_ARRIVAL[change.status] ?? []) {
      const recipient = party === 'buyer' ? change.buyerId : change.sellerId;
      if (recipient) await this.enqueueOrderEmail(recipient, change);
    }
  }

  /** The email of the state an order arrived in. */
  private enqueueOrderEmail(recipient: number, change: OrderChange) {
    const { productName, buyerName, closeReason } = change;
    switch (change.status) {
      case 'requested':
        return this.emails.enqueue(recipient, 'order-requested', { productName, buyerName });
      case 'accepted':
        return this.emails.enqueue(recipient, 'order-accepted', { productName });
      case 'declined':
        return this.emails.enqueue(recipient, 'order-declined', {
          productName,
          reason: closeReason,
        });
      case 'expired':
        return this.emails.enqueue(recipient, 'order-expired', { productName });
      default:
        throw new Error(`The deal emails on ${change.status}, which has no email template`);
    }
  }
}
