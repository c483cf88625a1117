import { Injectable, type OnModuleInit } from '@nestjs/common';
import { DomainEvents } from '../events/domain-events.js';
import { ListingChanges } from './listing-changes.js';
import { ListingRemovals } from './listing-removals.repository.js';

/**
 * The products domain's part in other domains' events. Its listings follow their orders in the
 * database, in the statement that changes the order (migration 0014's `products_follow_orders`).
 */
@Injectable()
export class ProductsEventHandlers implements OnModuleInit {
  constructor(
    private readonly events: DomainEvents,
    private readonly changes: ListingChanges,
    private readonly removals: ListingRemovals,
  ) {}

  onModuleInit(): void {
    // The seller's cards change (its verified badge), or its listings leave or rejoin the lists.
    this.events.on('seller.verified', ({ sellerId }, tx) =>
      this.changes.sellerChanged(tx, sellerId),
    );
    this.events.on('user.suspension-changed', ({ userId }, tx) =>
      this.changes.sellerChanged(tx, userId),
    );
    // A deleted seller's listings go before the account, announced as any deletion is.
    this.events.on('user.deleted', async ({ userId }, tx) => {
      const productIds = await this.removals.idsOfSeller(tx, userId);
      if (!productIds.length) return;
      await this.events.emit('product.deleted', { productIds }, tx);
      await this.removals.deleteMany(tx, productIds);
    });
  }
}
