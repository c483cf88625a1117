import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { FAVOURITES_MAX, type Favourite, type PageQuery } from '@marketplace/contracts';
import type { SessionUser } from '../access/session-user.js';
import { assertNotOwner } from '../access/ownership.js';
import { Page } from '../common/pagination.js';
import { deleted, updated } from '../common/write-results.js';
import { ProductsRepository } from '../products/products.repository.js';
import { FavouritesRepository } from './favourites.repository.js';

@Injectable()
export class FavouritesService {
  constructor(
    private readonly favourites: FavouritesRepository,
    private readonly products: ProductsRepository,
  ) {}

  /** Keeps a listing; keeping it again changes nothing. A seller cannot keep their own. */
  async add(productId: number, viewer: SessionUser) {
    const product = await this.products.findSnapshot(productId);
    if (!product) throw new NotFoundException('Product not found');
    assertNotOwner(viewer, product.sellerId, 'You cannot keep your own listing as a favourite');
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
    return deleted(await this.favourites.remove(viewer.id, productId));
  }

  productIds(viewer: SessionUser): Promise<string[]> {
    return this.favourites.productIds(viewer.id);
  }

  async list(viewer: SessionUser, page: PageQuery): Promise<Page<Favourite>> {
    const { items, total } = await this.favourites.list(viewer.id, page);
    return new Page(items, total, page);
  }
}
