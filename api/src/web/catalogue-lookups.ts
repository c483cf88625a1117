import { Injectable } from '@nestjs/common';
import { CategoriesRepository } from '../categories/categories.repository.js';
import { ProductsRepository } from '../products/products.repository.js';
import type { PageQuery, Product } from '@marketplace/contracts';
import type { CatalogueLookups, ListedPage, ListingPreview } from './page-answers.js';
import type { SitemapSource } from './sitemap.js';

/** What the page answers and the sitemap read of the catalogue, through its own repositories. */
@Injectable()
export class CatalogueLookupsService implements CatalogueLookups, SitemapSource {
  constructor(
    private readonly products: ProductsRepository,
    private readonly categories: CategoriesRepository,
  ) {}

  /** A suspended seller's listing is hidden, not removed: it may come back (404, not 410). */
  async listing(id: number): Promise<ListingPreview | 'removed' | undefined> {
    const found = await this.products.findById(id);
    if (!found) return (await this.products.wasIssued(id)) ? 'removed' : undefined;
    if (found.sellerSuspended) return undefined;
    const { product } = found;
    return {
      name: product.productName,
      price: product.resellPrice,
      location: product.location,
      category: product.category,
      status: product.status,
      cover: product.productImage,
    };
  }

  async categoryName(name: string): Promise<string | undefined> {
    return (await this.categories.findByName(name))?.name;
  }

  /** The same rows the API's category list answers (`publiclyListed`, newest first). */
  async categoryListings(name: string, page: PageQuery): Promise<ListedPage> {
    const category = await this.categories.findByName(name);
    if (!category) return { items: [], total: 0 };
    return listed(await this.products.list({ kind: 'category', categoryId: category.id }, page));
  }

  async advertisedListings(page: PageQuery): Promise<ListedPage> {
    return listed(await this.products.list({ kind: 'advertised' }, page));
  }

  highestListingId(): Promise<number> {
    return this.products.highestId();
  }

  listedIdsBetween(after: number, upTo: number, limit: number) {
    return this.products.listedIdsBetween(after, upTo, limit);
  }

  categoryNames(): Promise<string[]> {
    return this.categories.allNames();
  }
}

const listed = ({ items, total }: { items: Product[]; total: number }): ListedPage => ({
  items: items.map((product) => ({
    id: product._id,
    name: product.productName,
    image: product.productImage,
    price: product.resellPrice,
    availability: product.status,
  })),
  total,
});
