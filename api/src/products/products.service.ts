import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import type { AdminProduct, PageQuery, Product, ProductInput } from '@marketplace/contracts';
import type { SessionUser } from '../auth/session-user.js';
import { CategoriesRepository } from '../categories/categories.repository.js';
import { AuditService } from '../audit/audit.service.js';
import { assertOwner, assertOwnerOrAdmin } from '../common/ownership.js';
import { Page } from '../common/pagination.js';
import { deleted, inserted, updated } from '../common/write-results.js';
import { UsersRepository } from '../users/users.repository.js';
import { type ProductListFilter, ProductsRepository } from './products.repository.js';

@Injectable()
export class ProductsService {
  constructor(
    private readonly products: ProductsRepository,
    private readonly categories: CategoriesRepository,
    private readonly users: UsersRepository,
    private readonly audit: AuditService,
  ) {}

  /** A category's products that can still be ordered, newest first. */
  async listCategory(name: string, page: PageQuery): Promise<Page<Product>> {
    const category = await this.categories.findByName(name);
    if (!category) throw new NotFoundException('Category not found');
    return this.page({ kind: 'category', categoryId: category.id }, page);
  }

  /** Advertised products that can still be ordered, newest first. */
  listAdvertised(page: PageQuery): Promise<Page<Product>> {
    return this.page({ kind: 'advertised' }, page);
  }

  /** Everything a seller lists, ordered or not, newest first. */
  async listSeller(email: string, page: PageQuery): Promise<Page<Product>> {
    const seller = await this.users.findByEmail(email);
    if (!seller) throw new NotFoundException('User not found');
    return this.page({ kind: 'seller', sellerId: seller.id }, page);
  }

  async listForAdmin(search: string | undefined, page: PageQuery): Promise<Page<AdminProduct>> {
    const { items, total } = await this.products.listForAdmin(search, page);
    return new Page(items, total, page);
  }

  /** A suspended seller's listing is gone for everyone but administrators. */
  async detail(id: number, viewer: SessionUser): Promise<Product> {
    const found = await this.products.findById(id);
    if (!found || (found.sellerSuspended && !viewer.isAdmin)) {
      throw new NotFoundException('Product not found');
    }
    return found.product;
  }

  /** The seller, the date and the time come from the session and the clock, never from the body. */
  async create(input: ProductInput, seller: SessionUser) {
    const category = await this.categories.findByName(input.category);
    if (!category) {
      throw new BadRequestException([`category: there is no category named "${input.category}"`]);
    }
    const id = await this.products.insert({
      sellerId: seller.id,
      categoryId: category.id,
      name: input.productName,
      image: input.productImage,
      location: input.location,
      originalPrice: input.orginalPrice,
      resellPrice: input.resellPrice,
      yearsOfUse: input.yearsOfUsed,
      phone: input.phone,
    });
    return inserted(id);
  }

  /** Only the product's own seller advertises it; doing it again changes nothing. */
  async advertise(id: number, viewer: SessionUser) {
    const sellerId = await this.products.findSellerId(id);
    if (sellerId === undefined) throw new NotFoundException('Product not found');
    assertOwner(viewer, sellerId, 'You may only advertise your own products');
    const changed = await this.products.advertise(id);
    return updated(1, changed ? 1 : 0);
  }

  async delete(id: number, viewer: SessionUser) {
    const sellerId = await this.products.findSellerId(id);
    if (sellerId === undefined) throw new NotFoundException('Product not found');
    assertOwnerOrAdmin(viewer, sellerId, 'You may only delete your own products');
    const count =
      viewer.id === sellerId
        ? await this.products.delete(id)
        : await this.deleteAsAdmin(id, viewer);
    if (!count) throw new NotFoundException('Product not found');
    return deleted(count);
  }

  /** An administrator removing someone else's listing: an audited action. */
  private async deleteAsAdmin(id: number, admin: SessionUser): Promise<number> {
    const found = await this.products.findById(id);
    return this.audit.run(admin, async (tx, log) => {
      const count = await this.products.delete(id, tx);
      if (count && found) {
        await log({
          action: 'product.delete',
          target: { type: 'product', id, name: found.product.productName },
        });
      }
      return count;
    });
  }

  private async page(filter: ProductListFilter, page: PageQuery): Promise<Page<Product>> {
    const { items, total } = await this.products.list(filter, page);
    return new Page(items, total, page);
  }
}
