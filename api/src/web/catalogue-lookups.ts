import { Injectable } from '@nestjs/common';
import { CategoriesRepository, toCategory } from '../categories/categories.repository.js';
import { parseId } from '../common/id.pipe.js';
import { ProductsRepository } from '../products/products.repository.js';
import { ProductsService } from '../products/products.service.js';
import { ProfilesService } from '../reputation/profiles.service.js';
import {
  ALL_CATEGORIES,
  type Category,
  type ListPage,
  type PageQuery,
  type Product,
  type ProductSearchParams,
  type Profile,
  type SearchPage,
  productSearchSchema,
  searchRequestOf,
} from '@marketplace/contracts';
import type { CatalogueLookups, ListingPreview } from './page-answers.js';
import type { SitemapSource } from './sitemap.js';

/** What the page answers and the sitemap read of the catalogue, through its own repositories. */
@Injectable()
export class CatalogueLookupsService implements CatalogueLookups, SitemapSource {
  constructor(
    private readonly products: ProductsRepository,
    private readonly productsService: ProductsService,
    private readonly categories: CategoriesRepository,
    private readonly profiles: ProfilesService,
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

  async category(name: string): Promise<Category | undefined> {
    const row = await this.categories.findByName(name);
    return row && toCategory(row);
  }

  /** What the API's category list answers (`publiclyListed`, newest first), read the same way. */
  async categoryListings(category: Category, page: PageQuery): Promise<ListPage<Product>> {
    return listed(
      await this.products.list({ kind: 'category', categoryId: Number(category._id) }, page),
    );
  }

  /** What the API's advertised list answers, read the same way. */
  async advertisedListings(page: PageQuery): Promise<ListPage<Product>> {
    return listed(await this.products.list({ kind: 'advertised' }, page));
  }

  /** What the API's category list answers the storefront's request for them all. */
  async allCategories(): Promise<ListPage<Category>> {
    return listed(await this.categories.list(ALL_CATEGORIES));
  }

  /**
   * What `GET /products/search` answers the storefront's first request for `search`, found the
   * same way; undefined when the API would refuse the request (its 400).
   */
  async searchResults(search: ProductSearchParams): Promise<SearchPage | undefined> {
    const query = productSearchSchema.safeParse(searchRequestOf(search));
    if (!query.success) return undefined;
    const { items, total, capped, nextCursor } = await this.productsService.search(
      query.data,
      null,
    );
    return { items, total, capped, nextCursor };
  }

  /**
   * What the API answers for a seller's profile and a page of their listings for sale, the id
   * as an address spells it; rejects as the API does (no such seller, a suspended one).
   */
  async sellerPage(
    id: string,
    page: PageQuery,
  ): Promise<{ profile: Profile; listings: ListPage<Product> }> {
    const sellerId = parseId(id, 'Seller');
    const [profile, listings] = await Promise.all([
      this.profiles.seller(sellerId),
      this.productsService.listSellerForSale(sellerId, page, null),
    ]);
    return { profile, listings: listed(listings) };
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

/** A list as a client reads the API's answer: its counts are exact (`new Page`'s default). */
const listed = <T>({ items, total }: { items: T[]; total: number }): ListPage<T> => ({
  items,
  total,
  capped: false,
});
