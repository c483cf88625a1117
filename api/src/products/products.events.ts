import { Injectable, type OnModuleInit } from '@nestjs/common';
import { DomainEvents } from '../events/domain-events.js';
import { ListingRemovals } from './listing-removals.repository.js';

/**
 * The products domain's part in other domains' events. Its listings follow their orders in the
 * database, in the statement that changes the order (orders/deal.sql), and the database announces
 * the pages a seller's suspension or badge makes stale (listing-announcements.sql).
 */
@Injectable()
export class ProductsEventHandlers implements OnModuleInit {
  constructor(
    private readonly events: DomainEvents,
    private readonly removals: ListingRemovals,
  ) {}

  onModuleInit(): void {
    // A deleted seller's listings go before the account, announced as any deletion is.
    this.events.on('user.deleted', async ({ userId }, tx) => {
      const productIds = await this.removals.idsOfSeller(tx, userId);
      if (!productIds.length) return;
      await this.events.emit('product.deleted', { productIds }, tx);
      await this.removals.deleteMany(tx, productIds);
    });
  }
}
