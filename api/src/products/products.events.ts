import { Injectable, type OnModuleInit } from '@nestjs/common';
import { DomainEvents } from '../events/domain-events.js';
import { ProductsRepository } from './products.repository.js';

/**
 * The products domain's part in other domains' events. Its listings follow their orders in the
 * database, in the statement that changes the order (migration 0014's `products_follow_orders`).
 */
@Injectable()
export class ProductsEventHandlers implements OnModuleInit {
  constructor(
    private readonly events: DomainEvents,
    private readonly products: ProductsRepository,
  ) {}

  onModuleInit(): void {
    // The seller's cards change (its verified badge), or its listings leave or rejoin the lists.
    this.events.on('seller.verified', ({ sellerId }, tx) =>
      this.products.sellerChanged(tx, sellerId),
    );
    this.events.on('user.suspension-changed', ({ userId }, tx) =>
      this.products.sellerChanged(tx, userId),
    );
    // A deleted seller's listings go before the account, announced as any deletion is.
    this.events.on('user.deleted', async ({ userId }, tx) => {
      const productIds = await this.products.idsOfSeller(tx, userId);
      if (!productIds.length) return;
      await this.events.emit('product.deleted', { productIds }, tx);
      await this.products.deleteMany(tx, productIds);
    });
  }
}
