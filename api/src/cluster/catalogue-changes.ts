import { AsyncLocalStorage } from 'node:async_hooks';
import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Notifications } from './notifications.js';

/**
 * What a cached page or list shows, by tag; a change names the tags it touches, and only entries
 * carrying one of them are stale. A listing's tags are the pages it appears on: its own page, its
 * category's pages, its seller's profile, every search page, and the home page while advertised.
 */
export const CatalogueTags = {
  listing: (id: number | string) => `listing:${id}`,
  /** Category names match in any case (a `lower(name)` index), so their tags do too. */
  category: (name: string) => `category:${name.toLowerCase()}`,
  seller: (id: number | string) => `seller:${id}`,
  /** The home page's advertised section and `/api/advrtized`. */
  advertised: 'advertised',
  /** Every search page: any listing can match any words. */
  search: 'search',
  /** A page that shows listings without saying which (kept for safety): any listing change. */
  anyListing: 'listings',
} as const;

/** What a listing is, as far as the pages that show it go (before or after a change). */
export interface ListingFacts {
  id: number;
  category: string;
  sellerId: number;
  advertised: boolean;
}

export const listingTags = ({ id, category, sellerId, advertised }: ListingFacts): string[] => [
  CatalogueTags.listing(id),
  CatalogueTags.category(category),
  CatalogueTags.seller(sellerId),
  CatalogueTags.search,
  CatalogueTags.anyListing,
  ...(advertised ? [CatalogueTags.advertised] : []),
];

/** How long, after a write, the writer's reads skip the shared caches (read-your-writes). */
export const FRESH_READS_MS = 5_000;
/** The cookie that says so: `<expiry in ms>.<HMAC of it>`. */
export const FRESH_READS_COOKIE = 'fresh_reads';

type ChangeHandler = (tags: ReadonlySet<string> | 'everything') => void;

/**
 * Tells the caches which pages and lists a write made stale, in every process.
 *
 * A listing's pages: the database announces every statement that adds, changes or removes
 * listings (or changes what their seller's cards show) on the `listings.changed` channel, from a
 * trigger, delivered when it commits (products/listing-announcements.sql), so no code path can
 * forget it and no reader refills a cache from a change not yet committed.
 *
 * Other pages (a profile's reviews): domain code records their tags where it makes the change;
 * they are announced once the request is answered successfully (or a scheduled job's run is
 * over) through the `catalogue.changed` notification.
 *
 * A signed-in account's successful write is answered once this process has heard the database's
 * announcements of it, with a short-lived signed cookie under which its reads skip the shared
 * caches, so it sees its own change at once on any process, even before an announcement has
 * arrived there.
 */
export class CatalogueChanges {
  private readonly pending = new AsyncLocalStorage<Set<string>>();
  private readonly handlers: ChangeHandler[] = [];
  /** Tells this process's own messages apart, which it has applied already. */
  private readonly origin = randomUUID();

  constructor(
    private readonly notifications: Notifications,
    /** Carries the database's own `listings.changed` (the same object unless on Redis). */
    private readonly announcements: Notifications,
    /** Signs the fresh-reads cookie; every process of a deployment holds the same one. */
    private readonly cookieKey: Buffer,
    private readonly now: () => number = Date.now,
  ) {
    notifications.subscribe('catalogue.changed', ({ tags, origin }) => {
      if (origin === this.origin) return;
      if (tags === 'everything') this.applyEverything();
      else this.apply(new Set(tags));
    });
    announcements.subscribe('listings.changed', (change) => {
      if (change.everything) return this.applyEverything();
      const tags = new Set<string>();
      for (const [id, category, sellerId, advertised] of change.listings ?? []) {
        for (const tag of listingTags({ id, category, sellerId, advertised })) tags.add(tag);
      }
      for (const sellerId of change.sellers ?? []) tags.add(CatalogueTags.seller(sellerId));
      this.apply(tags);
    });
    // Messages sent while a connection was down are lost: everything may be stale.
    notifications.onResync(() => this.applyEverything());
    if (announcements !== notifications) announcements.onResync(() => this.applyEverything());
  }

  /** Calls `handler` with the tags of every change, this process's and others'. */
  onChange(handler: ChangeHandler): void {
    this.handlers.push(handler);
  }

  /**
   * Records tags changed by the work under way: kept until the request or job is over. Outside
   * of either (a script), they are announced at once.
   */
  record(tags: Iterable<string>): void {
    const pending = this.pending.getStore();
    if (pending) for (const tag of tags) pending.add(tag);
    else void this.announce(new Set(tags));
  }

  /** Runs `work` (a job, committing its own transaction), then announces what it recorded. */
  async collect<T>(work: () => Promise<T>): Promise<T> {
    const pending = new Set<string>();
    const outcome = await this.pending.run(pending, work);
    await this.announce(pending);
    return outcome;
  }

  /**
   * Collects the tags each write request records, announces them with its successful answer,
   * which carries the fresh-reads cookie.
   */
  register(fastify: FastifyInstance): void {
    // The last hook before the handler, after the body was read (which leaves the context).
    fastify.addHook('preHandler', (request, _reply, done) => {
      if (SAFE_METHODS.has(request.method)) return done();
      request.catalogueChanges = new Set();
      this.pending.run(request.catalogueChanges, done);
    });
    fastify.addHook('onSend', async (request, reply, payload) => {
      if (SAFE_METHODS.has(request.method) || reply.statusCode >= 400) return payload;
      const tags = request.catalogueChanges;
      // A signed-in account's write may have changed listings, which the database announces to
      // every process as it commits: this one has heard it before answering, and the writer's
      // reads skip the caches until every other one surely has.
      if (request.sessionUser || tags?.size) {
        await this.announcements.caughtUp();
        void reply.setCookie(FRESH_READS_COOKIE, this.signedExpiry(this.now() + FRESH_READS_MS), {
          path: '/',
          httpOnly: true,
          sameSite: 'lax',
          secure: request.protocol === 'https',
          maxAge: FRESH_READS_MS / 1000,
        });
      }
      if (!tags?.size) return payload;
      await this.announce(tags).catch((error: unknown) =>
        request.log.warn({ err: String(error) }, 'Cache invalidation not sent'),
      );
      return payload;
    });
  }

  /** Whether the request comes from a writer within FRESH_READS_MS of its write. */
  readsOwnWrites(request: FastifyRequest): boolean {
    const value = request.cookies?.[FRESH_READS_COOKIE];
    if (!value) return false;
    const expiry = Number(value.split('.', 1)[0]);
    if (!Number.isSafeInteger(expiry) || expiry < this.now()) return false;
    if (expiry > this.now() + FRESH_READS_MS) return false;
    const expected = Buffer.from(this.signedExpiry(expiry));
    const given = Buffer.from(value);
    return given.length === expected.length && timingSafeEqual(given, expected);
  }

  private signedExpiry(expiry: number): string {
    const signature = createHmac('sha256', this.cookieKey)
      .update(String(expiry))
      .digest('base64url');
    return `${expiry}.${signature}`;
  }

  private async announce(tags: Set<string>): Promise<void> {
    if (!tags.size) return;
    this.apply(tags);
    await this.notifications.publish('catalogue.changed', {
      // A deleted seller's thousand listings would not fit in one message (NOTIFY's 8,000 bytes).
      tags: tags.size > MAX_TAGS_PER_MESSAGE ? 'everything' : [...tags],
      origin: this.origin,
    });
  }

  private apply(tags: ReadonlySet<string>): void {
    for (const handler of this.handlers) handler(tags);
  }

  private applyEverything(): void {
    for (const handler of this.handlers) handler('everything');
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const MAX_TAGS_PER_MESSAGE = 100;

declare module 'fastify' {
  interface FastifyRequest {
    /** The tags a write request's work recorded (CatalogueChanges). */
    catalogueChanges?: Set<string>;
  }
}
