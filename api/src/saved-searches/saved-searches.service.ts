import {
  BadRequestException,
  ConflictException,
  Inject,
  Injectable,
  NotFoundException,
  type OnModuleInit,
} from '@nestjs/common';
import {
  DEFAULT_RADIUS_KM,
  SAVED_SEARCHES_MAX,
  type SavedSearch,
  type SavedSearchInput,
  savedSearchPath,
} from '@marketplace/contracts';
import type { SessionUser } from '../access/session-user.js';
import { CategoriesRepository } from '../categories/categories.repository.js';
import { isUniqueViolation } from '../common/http-errors.js';
import { assertOwner } from '../access/ownership.js';
import { deleted, inserted } from '../common/write-results.js';
import { type RateLimit, RateLimits } from '../cluster/rate-limits.js';
import { BlocksService } from '../blocks/blocks.service.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import type { ListingPublished } from '../events/domain-events.js';
import { JobQueue } from '../jobs/job-queue.js';
import { LivePublisher } from '../live/live-publisher.js';
import { EmailsService } from '../mail/emails.service.js';
import { PlacesService } from '../places/places.service.js';
import { SavedSearchesRepository } from './saved-searches.repository.js';

const DIGEST_JOB = 'saved-searches.digest';
const DIGEST_MAX_ATTEMPTS = 5;
const HOUR_SECONDS = 3600;

/**
 * Saved searches: an account keeps up to SAVED_SEARCHES_MAX searches, and hears of each new
 * listing that matches one (a live event at once, a digest email at most once per
 * SAVED_SEARCH_DIGEST_PERIOD_MS per search).
 */
@Injectable()
export class SavedSearchesService implements OnModuleInit {
  /** Saves and deletes per account: each save matches every new listing, so churn is bounded. */
  private readonly changesPerAccount: RateLimit;

  constructor(
    private readonly searches: SavedSearchesRepository,
    private readonly categories: CategoriesRepository,
    private readonly places: PlacesService,
    private readonly queue: JobQueue,
    private readonly live: LivePublisher,
    private readonly emails: EmailsService,
    private readonly blocks: BlocksService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    limits: RateLimits,
  ) {
    this.changesPerAccount = limits.create(
      'saved-search-changes',
      config.RATE_LIMIT_SAVED_SEARCH_CHANGES_PER_HOUR,
      HOUR_SECONDS,
    );
  }

  private countChange(owner: SessionUser): Promise<void> {
    return this.changesPerAccount.consume(
      `user:${owner.id}`,
      'Too many saved-search changes, try again later',
    );
  }

  onModuleInit(): void {
    this.queue.define<{ savedSearchId: number }>({
      kind: DIGEST_JOB,
      maxAttempts: DIGEST_MAX_ATTEMPTS,
      run: ({ savedSearchId }) => this.sendDigest(savedSearchId),
    });
  }

  async create({ name, query }: SavedSearchInput, owner: SessionUser) {
    const category = query.category ? await this.categories.findByName(query.category) : undefined;
    if (query.category && !category) {
      throw new BadRequestException([
        `query.category: there is no category named "${query.category}"`,
      ]);
    }
    // The point as the search measures from it: `near`, or the place's (kept as the place's id
    // in the query, so opening the search again asks for the place).
    const point = query.place ? await this.places.require(query.place, 'query.place') : query.near;
    const area = point && {
      lat: point.lat,
      lng: point.lng,
      radiusKm: query.radiusKm ?? DEFAULT_RADIUS_KM,
    };
    await this.countChange(owner);
    try {
      const id = await this.searches.create(
        { userId: owner.id, name, query, categoryId: category?.id, area },
        SAVED_SEARCHES_MAX,
      );
      if (id === 'full') {
        throw new ConflictException(
          `You can keep at most ${SAVED_SEARCHES_MAX} saved searches; delete one to save another`,
        );
      }
      return inserted(id);
    } catch (error) {
      if (isUniqueViolation(error, 'saved_searches_user_name_key')) {
        throw new ConflictException(`You already have a saved search named "${name}"`);
      }
      throw error;
    }
  }

  list(owner: SessionUser): Promise<SavedSearch[]> {
    return this.searches.listAndMarkSeen(owner.id);
  }

  async delete(id: number, viewer: SessionUser) {
    const ownerId = await this.searches.findOwnerId(id);
    if (ownerId === undefined) throw new NotFoundException('Saved search not found');
    assertOwner(viewer, ownerId, 'You may only delete your own saved searches');
    await this.countChange(viewer);
    return deleted(await this.searches.delete(id, viewer.id));
  }

  /**
   * Runs in the job worker, for a listing put up or edited: records it against every saved
   * search it newly matches, tells their owners' open pages, and has a digest email due.
   */
  async matchListing(listing: ListingPublished): Promise<void> {
    // Nobody in a block with the seller hears of their listings.
    const matched = await this.searches.recordMatches(
      listing,
      await this.blocks.relatedTo(listing.sellerId),
    );
    if (!matched.length) return;
    await Promise.all(
      matched.map(({ id, userId, name }) =>
        this.live.publish(userId, 'saved-search', {
          savedSearchId: String(id),
          name,
          productId: String(listing.productId),
          productName: listing.name,
        }),
      ),
    );
    await this.searches.scheduleDigests(
      matched.map(({ id }) => id),
      this.config.SAVED_SEARCH_DIGEST_PERIOD_MS,
      (tx, savedSearchId, delayMs) =>
        this.queue.enqueue(DIGEST_JOB, { savedSearchId }, { delayMs, executor: tx }),
    );
  }

  private sendDigest(savedSearchId: number): Promise<void> {
    return this.searches.takeDigest(savedSearchId, (tx, digest) =>
      this.emails.enqueue(
        digest.userId,
        'saved-search-digest',
        {
          searchName: digest.name,
          searchPath: savedSearchPath(digest.query),
          total: digest.total,
          productNames: digest.productNames,
        },
        { executor: tx },
      ),
    );
  }
}
