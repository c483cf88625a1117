import { ForbiddenException, Injectable, NotFoundException } from '@nestjs/common';
import type { Profile, Review, ReviewsQuery } from '@marketplace/contracts';
import type { SessionUser } from '../access/session-user.js';
import { BeforePage } from '../common/pagination.js';
import { OrdersRepository } from '../orders/orders.repository.js';
import { UsersRepository } from '../users/users.repository.js';
import { ReputationRepository, averageRating } from './reputation.repository.js';
import { ReviewsRepository } from './reviews.repository.js';

/** How far back a profile counts no-shows: recent behaviour, not a life sentence. */
export const NO_SHOW_WINDOW_DAYS = 90;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Reviews a profile shows at first; older ones come a page at a time. */
export const PROFILE_REVIEWS = 10;

type UserRow = NonNullable<Awaited<ReturnType<UsersRepository['findById']>>>;

/** Public seller profiles, and the buyer's profile for the seller deciding whom to meet. */
@Injectable()
export class ProfilesService {
  constructor(
    private readonly users: UsersRepository,
    private readonly reputation: ReputationRepository,
    private readonly reviews: ReviewsRepository,
    private readonly orders: OrdersRepository,
  ) {}

  /** Anyone may read a seller's profile; an unknown, deleted or suspended one is not found. */
  async seller(id: number): Promise<Profile> {
    return this.profileOf(await this.findSeller(id));
  }

  async sellerReviews(id: number, query: ReviewsQuery): Promise<BeforePage<Review>> {
    await this.findSeller(id);
    const [items, figures] = await Promise.all([
      this.reviews.listAbout(id, query.before, query.limit),
      this.reputation.find(id),
    ]);
    return new BeforePage(items, figures.ratingCount, query.limit);
  }

  /**
   * A buyer's profile, for the seller of one of the buyer's open orders (who decides whether to
   * meet them), for the buyer themself (what sellers see of them) and for admins; 403 for anyone
   * else, whether or not the account exists.
   */
  async buyer(id: number, viewer: SessionUser): Promise<Profile> {
    const allowed =
      viewer.isAdmin || viewer.id === id || (await this.orders.hasOpenOrderBetween(viewer.id, id));
    if (!allowed) {
      throw new ForbiddenException(
        "Only the seller of one of this buyer's open orders may see their profile",
      );
    }
    const user = await this.users.findById(id);
    if (!user) throw new NotFoundException('Buyer not found');
    return this.profileOf(user);
  }

  /**
   * Any account's public standing (ratings, deals, no-shows, never email or phone), for a trusted
   * contact told about a meeting with them; undefined once the account is gone.
   */
  async publicStanding(id: number): Promise<Profile | undefined> {
    const user = await this.users.findById(id);
    return user && this.profileOf(user);
  }

  private async findSeller(id: number): Promise<UserRow> {
    const user = await this.users.findById(id);
    if (!user || user.role !== 'seller' || user.suspendedAt) {
      throw new NotFoundException('Seller not found');
    }
    return user;
  }

  private async profileOf(user: UserRow): Promise<Profile> {
    const since = new Date(Date.now() - NO_SHOW_WINDOW_DAYS * DAY_MS);
    const [figures, noShows, reviews] = await Promise.all([
      this.reputation.find(user.id),
      this.orders.countNoShowsAgainst(user.id, since),
      this.reviews.listAbout(user.id, undefined, PROFILE_REVIEWS),
    ]);
    return {
      _id: String(user.id),
      name: user.name,
      image: user.image,
      role: user.role,
      verify: user.verify,
      memberSince: user.createdAt.toISOString(),
      completedSales: figures.completedSales,
      completedPurchases: figures.completedPurchases,
      rating: averageRating(figures),
      ratingCount: figures.ratingCount,
      noShows,
      reviews,
      nextReviewsBefore: new BeforePage(reviews, figures.ratingCount, PROFILE_REVIEWS).nextBefore,
    };
  }
}
