import {
  BadRequestException,
  ConflictException,
  ForbiddenException,
  Inject,
  Injectable,
  type OnApplicationBootstrap,
  type OnModuleInit,
  NotFoundException,
} from '@nestjs/common';
import {
  type AdminProduct,
  type ListingPhone,
  type PageQuery,
  type Product,
  type ListingPreview,
  type ProductDetail,
  type ProductEdit,
  type ProductInput,
  type ProductSearchQuery,
  API_ERROR_CODES,
  DEFAULT_RADIUS_KM,
  SEARCH_EXACT_COUNT_LIMIT,
  UNVERIFIED_LIMITS,
  resalePriceProblem,
} from '@marketplace/contracts';
import type { SessionUser } from '../access/session-user.js';
import { BlocksService } from '../blocks/blocks.service.js';
import { CategoriesRepository } from '../categories/categories.repository.js';
import { AuditService } from '../audit/audit.service.js';
import { type RateLimit, RateLimits } from '../cluster/rate-limits.js';
import { SharedSecrets } from '../cluster/shared-secrets.js';
import { CursorCodec } from '../common/cursor.js';
import { assertOwner, assertOwnerOrAdmin } from '../access/ownership.js';
import { CursorPage, Page } from '../common/pagination.js';
import { deleted, inserted, updated } from '../common/write-results.js';
import { ScamWarningsService } from '../scam-warnings/scam-warnings.service.js';
import { localPhone, toMarketMobile } from '../common/market-phones.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { PlacesService } from '../places/places.service.js';
import { UsersRepository } from '../users/users.repository.js';
import type { ListingRemoval } from '../events/domain-events.js';
import type { DistanceFilter } from './products-distance.js';
import {
  type ProductSearch,
  ProductsSearchRepository,
  type SortKey,
} from './products-search.repository.js';
import { ListingRemovals } from './listing-removals.repository.js';
import type { ProductListFilter } from './product-lists.js';
import {
  type ListingPlace,
  type ProductChanges,
  ProductsRepository,
} from './products.repository.js';

/**
 * A count read up to SEARCH_EXACT_COUNT_LIMIT + 1 as a visitor is told it: exact up to the limit,
 * then the limit and `capped` ("1,000+").
 */
const HOUR = 60 * 60;
const DAY = 24 * HOUR;

const shownCount = (counted: number) =>
  counted > SEARCH_EXACT_COUNT_LIMIT
    ? { total: SEARCH_EXACT_COUNT_LIMIT, capped: true }
    : { total: counted, capped: false };

@Injectable()
export class ProductsService implements OnModuleInit, OnApplicationBootstrap {
  private cursors!: CursorCodec;
  private readonly phoneRevealsPerAccount: RateLimit;
  private readonly listingsPerSeller: RateLimit;

  constructor(
    private readonly products: ProductsRepository,
    private readonly removals: ListingRemovals,
    private readonly productSearch: ProductsSearchRepository,
    private readonly categories: CategoriesRepository,
    private readonly users: UsersRepository,
    private readonly places: PlacesService,
    private readonly audit: AuditService,
    private readonly secrets: SharedSecrets,
    private readonly scamWarnings: ScamWarningsService,
    private readonly blocks: BlocksService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    limits: RateLimits,
  ) {
    // On the shared store, so a harvester gets the same number of phones from every process.
    this.phoneRevealsPerAccount = limits.create(
      'phone-reveal',
      config.RATE_LIMIT_PHONE_REVEALS_PER_HOUR,
      HOUR,
    );
    this.listingsPerSeller = limits.create('new-listings', config.RATE_LIMIT_LISTINGS_PER_DAY, DAY);
  }

  async onModuleInit(): Promise<void> {
    const secret = this.config.CURSOR_SECRET;
    this.cursors = new CursorCodec(
      secret ? Buffer.from(secret) : await this.secrets.get('search-cursor'),
    );
  }

  /** The process that first loads the gazetteer places the listings made before it. */
  async onApplicationBootstrap(): Promise<void> {
    if (await this.places.loaded()) await this.products.placeUnplaced(this.places.country);
  }

  /**
   * Listings for sale matching words and filters, a page at a time by keyset. The first page
   * counts the matches (exactly up to 1,000, then "1,000+", which PostgreSQL's estimate may say
   * without counting); the cursor carries that count on.
   */
  async search(
    query: ProductSearchQuery,
    viewer: SessionUser | null,
  ): Promise<CursorPage<Product>> {
    const search: ProductSearch = {
      text: query.q,
      categoryId: query.category ? await this.categoryId(query.category) : undefined,
      minPrice: query.minPrice,
      maxPrice: query.maxPrice,
      location: query.location,
      condition: query.condition,
      verifiedOnly: query.verifiedOnly,
      distance: await this.distanceFilter(query),
      sort: query.sort ?? (query.q ? 'relevance' : 'newest'),
    };
    const fingerprint = CursorCodec.fingerprint(search);
    // The viewer's blocks narrow the matches inside the query, so every page is full; search is
    // never served from the shared list cache, so nobody else sees this viewer's narrowing. They
    // stay out of the fingerprint: a block made between two pages does not void the cursor.
    search.excludedSellers = await this.excludedFor(viewer);
    const resumed = query.cursor ? this.cursors.decode(query.cursor, fingerprint) : undefined;
    // The first page counts the matches; later ones carry the count in their cursor.
    const { rows, total } = await this.productSearch.search(
      search,
      {
        after: resumed?.after as SortKey | undefined,
        limit: query.limit + 1,
        total: resumed?.total,
      },
      SEARCH_EXACT_COUNT_LIMIT + 1,
    );
    const page = rows.slice(0, query.limit);
    const last = page.at(-1);
    const nextCursor =
      rows.length > query.limit && last
        ? this.cursors.encode(fingerprint, last.key, total)
        : undefined;
    const shown = shownCount(total);
    return new CursorPage(
      page.map((row) => row.product),
      shown.total,
      shown.capped,
      nextCursor,
    );
  }

  /** The point a search measures from (`near`, or a `place`'s), and its radius. */
  private async distanceFilter(query: ProductSearchQuery): Promise<DistanceFilter | undefined> {
    const point = query.place ? await this.places.require(query.place, 'place') : query.near;
    if (!point) return undefined;
    return {
      point: { lat: point.lat, lng: point.lng },
      radiusKm: query.radiusKm ?? DEFAULT_RADIUS_KM,
    };
  }

  /** A listing's place from the body's `placeId` (400 when there is no such place). */
  private async listingPlace(placeId: string): Promise<ListingPlace & { name: string }> {
    const place = await this.places.require(placeId, 'placeId');
    return { id: Number(place.id), lat: place.lat, lng: place.lng, name: place.name };
  }

  /**
   * A category's products that can still be ordered, newest first; with `minDiscountPercent`,
   * only those at least that far below their original price (the home page's promotions).
   */
  async listCategory(
    name: string,
    page: PageQuery,
    minDiscountPercent: number | undefined,
    viewer: SessionUser | null,
  ): Promise<Page<Product>> {
    const category = await this.categories.findByName(name);
    if (!category) throw new NotFoundException('Category not found');
    return this.page(
      {
        kind: 'category',
        categoryId: category.id,
        minDiscountPercent,
        excludedSellers: await this.excludedFor(viewer),
      },
      page,
    );
  }

  /** Advertised products that can still be ordered, newest first. */
  async listAdvertised(page: PageQuery, viewer: SessionUser | null): Promise<Page<Product>> {
    return this.page({ kind: 'advertised', excludedSellers: await this.excludedFor(viewer) }, page);
  }

  /**
   * The sellers whose listings a signed-in viewer does not see: everyone in a block with them.
   * Such a viewer's lists never come from the shared cache (app.ts), so nobody else sees them.
   */
  private async excludedFor(viewer: SessionUser | null): Promise<number[]> {
    return viewer ? this.blocks.relatedTo(viewer.id) : [];
  }

  /** Everything a seller lists, ordered or not, newest first. */
  async listSeller(email: string, page: PageQuery): Promise<Page<Product>> {
    const seller = await this.users.findByEmail(email);
    if (!seller) throw new NotFoundException('User not found');
    return this.page({ kind: 'seller', sellerId: seller.id }, page);
  }

  /** A seller's listings for sale, on their public profile; unknown or suspended sellers are 404. */
  async listSellerForSale(
    sellerId: number,
    page: PageQuery,
    viewer: SessionUser | null,
  ): Promise<Page<Product>> {
    const seller = await this.users.findById(sellerId);
    if (!seller || seller.role !== 'seller' || seller.suspendedAt) {
      throw new NotFoundException('Seller not found');
    }
    // In a block with the viewer: nothing of theirs for sale to them.
    if (viewer && (await this.blocks.between(viewer.id, sellerId))) return new Page([], 0, page);
    const { items, total } = await this.products.listSellerForSale(sellerId, page);
    return new Page(items, total, page);
  }

  /**
   * A name search counts exactly up to 1,000 matches, then says "1,000 or more" (estimated, when
   * far more).
   */
  async listForAdmin(search: string | undefined, page: PageQuery): Promise<Page<AdminProduct>> {
    const { items, total } = await this.productSearch.listForAdmin(
      search,
      page,
      SEARCH_EXACT_COUNT_LIMIT + 1,
    );
    if (!search) return new Page(items, total, page);
    const shown = shownCount(total);
    return new Page(items, shown.total, page, shown.capped);
  }

  /**
   * A suspended seller's listing is gone for everyone but administrators. The seller's contact
   * details follow the deal: the phone and the email are the seller's and the administrators' to
   * read here; anyone else asks `revealPhone`, and a buyer gets both with their accepted order.
   */
  async detail(id: number, viewer: SessionUser): Promise<ProductDetail> {
    const found = await this.products.findById(id);
    const blocked =
      found &&
      !viewer.isAdmin &&
      (await this.blocks.between(viewer.id, Number(found.product.sellerId)));
    if (!found || blocked || (found.sellerSuspended && !viewer.isAdmin)) {
      throw new NotFoundException('Product not found');
    }
    const ownListing = viewer.id === Number(found.product.sellerId);
    const scamWarning =
      found.scamKind && !ownListing ? this.scamWarnings.warningOf(found.scamKind).en : null;
    if (viewer.isAdmin || ownListing) return { ...found.product, scamWarning };
    const { phone: _phone, SallerEmail: _email, ...product } = found.product;
    return { ...product, scamWarning };
  }

  /** A listing as a shared link's visitor sees it above the login form; gone with its seller's suspension. */
  async preview(id: number): Promise<ListingPreview> {
    const found = await this.products.findById(id);
    if (!found || found.sellerSuspended) throw new NotFoundException('Product not found');
    const { _id, productName, productImage, resellPrice, status } = found.product;
    return { _id, productName, productImage, resellPrice, status };
  }

  /**
   * "Show phone number": a listing's phone for a signed-in visitor, while its seller shows it.
   * Every reveal but the seller's own counts against the visitor's account (429 past the hourly
   * limit), so an account cannot harvest the catalogue's phones.
   */
  async revealPhone(id: number, viewer: SessionUser): Promise<ListingPhone> {
    const found = await this.products.findPhone(id);
    if (!found || (found.sellerSuspended && !viewer.isAdmin)) {
      throw new NotFoundException('Product not found');
    }
    if (viewer.id !== found.sellerId) {
      if (!found.showPhone) {
        throw new ForbiddenException(
          'The seller does not show a phone on this listing; it is shared with you once they accept your order',
        );
      }
      await this.phoneRevealsPerAccount.consume(
        `user:${viewer.id}`,
        'Too many phone numbers shown, try again later',
      );
    }
    return { phone: localPhone(found.phone) };
  }

  /** The seller, the date and the time come from the session and the clock, never from the body. */
  async create(input: ProductInput, seller: SessionUser) {
    const place = input.placeId ? await this.listingPlace(input.placeId) : null;
    const categoryId = await this.categoryId(input.category);
    // Counted once the listing is known to be well-formed: a refused form costs nothing.
    await this.listingsPerSeller.consume(
      `user:${seller.id}`,
      'Too many new listings today, try again later',
    );
    const maxListings = seller.emailVerified ? undefined : UNVERIFIED_LIMITS.listings;
    const id = await this.products.insert(
      {
        place,
        sellerId: seller.id,
        categoryId,
        name: input.productName,
        images: input.productImages ?? [input.productImage],
        location: input.location,
        originalPrice: input.orginalPrice,
        resellPrice: input.resellPrice,
        yearsOfUse: input.yearsOfUsed,
        phone: toMarketMobile(input.phone, this.config.MARKET_COUNTRY, 'phone'),
        showPhone: input.showPhone ?? true,
        description: input.description ?? '',
        condition: input.condition ?? null,
        scamWarning: await this.scamWarnings.kindOf(
          `${input.productName}\n${input.description ?? ''}`,
          'listing',
        ),
      },
      maxListings,
    );
    if (id === undefined) {
      throw new ForbiddenException({
        message: `Verify your email to list more than ${UNVERIFIED_LIMITS.listings} items: open the link we emailed you, or send it again from your dashboard`,
        code: API_ERROR_CODES.emailNotVerified,
      });
    }
    return inserted(id);
  }

  /** Only the seller edits a listing, and only while it is for sale. */
  async edit(id: number, edit: ProductEdit, viewer: SessionUser) {
    const product = await this.products.findForEdit(id);
    if (!product) throw new NotFoundException('Product not found');
    assertOwner(viewer, product.sellerId, 'You may only edit your own products');
    const notForSale = new ConflictException(
      'This product has been ordered and can no longer be edited',
    );
    if (!product.listed) throw notForSale;
    // One price edited alone must still fit the other, as it stands.
    const priceProblem = resalePriceProblem(
      edit.orginalPrice ?? product.originalPrice,
      edit.resellPrice ?? product.resellPrice,
    );
    if (priceProblem) throw new BadRequestException([`resellPrice: ${priceProblem}`]);
    const place = edit.placeId == null ? edit.placeId : await this.listingPlace(edit.placeId);
    const changes: ProductChanges = {
      name: edit.productName,
      images: edit.productImages,
      // A place's name is the location unless the seller wrote their own; new free text alone
      // leaves the listing without a place (it no longer says where the old one was).
      location: edit.location ?? place?.name,
      place: place === undefined && edit.location !== undefined ? null : place,
      originalPrice: edit.orginalPrice,
      resellPrice: edit.resellPrice,
      yearsOfUse: edit.yearsOfUsed,
      phone:
        edit.phone === undefined
          ? undefined
          : toMarketMobile(edit.phone, this.config.MARKET_COUNTRY, 'phone'),
      showPhone: edit.showPhone,
      description: edit.description,
      condition: edit.condition,
      categoryId: edit.category === undefined ? undefined : await this.categoryId(edit.category),
      scamWarning:
        edit.productName === undefined && edit.description === undefined
          ? undefined
          : await this.scamWarnings.kindOf(
              `${edit.productName ?? product.name}\n${edit.description ?? product.description}`,
              'listing',
            ),
    };
    const defined = Object.fromEntries(
      Object.entries(changes).filter(([, value]) => value !== undefined),
    ) as ProductChanges;
    // An order may have been placed since the read above: the update itself checks again.
    if (!(await this.products.edit(id, defined))) throw notForSale;
    return updated(1, 1);
  }

  private async categoryId(name: string): Promise<number> {
    const category = await this.categories.findByName(name);
    if (!category)
      throw new BadRequestException([`category: there is no category named "${name}"`]);
    return category.id;
  }

  /** Only the product's own seller advertises it; doing it again changes nothing. */
  async advertise(id: number, viewer: SessionUser) {
    const sellerId = await this.products.findSellerId(id);
    if (sellerId === undefined) throw new NotFoundException('Product not found');
    assertOwner(viewer, sellerId, 'You may only advertise your own products');
    const changed = await this.products.advertise(id);
    return updated(1, changed ? 1 : 0);
  }

  async delete(id: number, viewer: SessionUser, origin: string) {
    const sellerId = await this.products.findSellerId(id);
    if (sellerId === undefined) throw new NotFoundException('Product not found');
    assertOwnerOrAdmin(viewer, sellerId, 'You may only delete your own products');
    const count =
      viewer.id === sellerId
        ? await this.removals.delete(id)
        : await this.deleteAsAdmin({ productId: id, sellerId, origin }, viewer);
    if (!count) throw new NotFoundException('Product not found');
    return deleted(count);
  }

  /** An administrator removing someone else's listing: an audited action, its seller and reporters told. */
  private async deleteAsAdmin(
    removal: Omit<ListingRemoval, 'productName'>,
    admin: SessionUser,
  ): Promise<number> {
    const found = await this.products.findById(removal.productId);
    if (!found) return 0;
    const { productName } = found.product;
    return this.audit.run(admin, async (tx, log) => {
      const count = await this.removals.removeByAdministrator({ ...removal, productName }, tx);
      if (count) {
        await log({
          action: 'product.delete',
          target: { type: 'product', id: removal.productId, name: productName },
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
