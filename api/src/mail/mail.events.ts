import { Injectable, type OnModuleInit } from '@nestjs/common';
import type { OrderStatus } from '@marketplace/contracts';
import { DomainEvents, type OrderChange } from '../events/domain-events.js';
import type { Transaction } from '../database/database.js';
import type { EmailTemplateName } from './email-templates.js';
import { EmailsService } from './emails.service.js';

/** Which party hears of an order moving to each state, by which email. */
const ORDER_EMAILS: Partial<
  Record<OrderStatus, { to: 'buyerId' | 'sellerId'; template: EmailTemplateName }>
> = {
  requested: { to: 'sellerId', template: 'order-requested' },
  accepted: { to: 'buyerId', template: 'order-accepted' },
  declined: { to: 'buyerId', template: 'order-declined' },
  expired: { to: 'buyerId', template: 'order-expired' },
};

/**
 * The emails other domains' events call for, queued in the event's transaction: nothing is sent
 * for a change that rolls back. Whether the recipient wants each kind is read when it is sent.
 */
@Injectable()
export class MailEventHandlers implements OnModuleInit {
  constructor(
    private readonly events: DomainEvents,
    private readonly emails: EmailsService,
  ) {}

  onModuleInit(): void {
    this.events.on('order.changed', async ({ changes }, tx) => {
      for (const change of changes) await this.emailOrderChange(change, tx);
    });
    this.events.on('message.unread', ({ conversationId, recipientId, ...names }, tx) =>
      this.emails.enqueue(
        recipientId,
        'new-message',
        { conversationId, ...names },
        { executor: tx },
      ),
    );
  }

  private async emailOrderChange(change: OrderChange, tx: Transaction) {
    const email = ORDER_EMAILS[change.status];
    const recipientId = email && change[email.to];
    if (!email || !recipientId) return;
    const { productName, buyerName, closeReason } = change;
    const data =
      email.template === 'order-requested'
        ? { productName, buyerName }
        : email.template === 'order-declined'
          ? { productName, reason: closeReason }
          : { productName };
    await this.emails.enqueue(recipientId, email.template, data as never, { executor: tx });
  }
}
