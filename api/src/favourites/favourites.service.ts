import { ConflictException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import { FAVOURITES_MAX, type Favourite, type PageQuery } from '@marketplace/contracts';
import type { SessionUser } from '../access/session-user.js';
import { assertNotOwner } from '../access/ownership.js';
import { type RateLimit, RateLimits } from '../cluster/rate-limits.js';
import { Page } from '../common/pagination.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { deleted, updated } from '../common/write-results.js';
import { ProductsRepository } from '../products/products.repository.js';
import { BlocksService } from '../blocks/blocks.service.js';
import { FavouritesRepository } from './favourites.repository.js';

@Injectable()
export class FavouritesService {
  /** Keeps and drops per account: each is a write, and a loop of them is no reader's. */
  private readonly changesPerAccount: RateLimit;

  constructor(
    private readonly favourites: FavouritesRepository,
    private readonly products: ProductsRepository,
    private readonly blocks: BlocksService,
    @Inject(APP_CONFIG) config: AppConfig,
    limits: RateLimits,
  ) {
    this.changesPerAccount = limits.create(
      'favourite-changes',
      config.RATE_LIMIT_FAVOURITE_CHANGES_PER_HOUR,
      3600,
    );
  }

  private countChange(viewer: SessionUser): Promise<void> {
    return this.changesPerAccount.consume(
      `user:${viewer.id}`,
      'Too many favourite changes, try again later',
    );
  }

  /** Keeps a listing; keeping it again changes nothing. A seller cannot keep their own. */
  async add(productId: number, viewer: SessionUser) {
    const product = await this.products.findSnapshot(productId);
    if (!product) throw new NotFoundException('Product not found');
    assertNotOwner(viewer, product.sellerId, 'You cannot keep your own listing as a favourite');
    await this.countChange(viewer);
    const outcome = await this.favourites.add(
      {
        userId: viewer.id,
        productId,
        productName: product.name,
        image: product.image,
        price: product.resellPrice,
      },
      FAVOURITES_MAX,
    );
    if (outcome === 'full') {
      throw new ConflictException(
        `You keep ${FAVOURITES_MAX} favourites already; remove some to keep this one`,
      );
    }
    return updated(1, outcome === 'added' ? 1 : 0);
  }

  async remove(productId: number, viewer: SessionUser) {
    await this.countChange(viewer);
    return deleted(await this.favourites.remove(viewer.id, productId));
  }

  productIds(viewer: SessionUser): Promise<string[]> {
    return this.favourites.productIds(viewer.id);
  }

  /** A favourite whose seller is in a block with the viewer reads as removed, as its page does. */
  async list(viewer: SessionUser, page: PageQuery): Promise<Page<Favourite>> {
    const blocked = await this.blocks.relatedTo(viewer.id);
    const { items, total } = await this.favourites.list(viewer.id, page, blocked);
    return new Page(items, total, page);
  }
}
