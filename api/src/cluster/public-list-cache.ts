import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { CatalogueChanges } from './catalogue-changes.js';

/** A cached list: the query parameters its route reads (no other makes a new entry), and: */
export interface PublicList {
  params: readonly string[];
  /** What the list shows (CatalogueTags), from its parameters: a change to any of it drops it. */
  tags: (query: URLSearchParams) => readonly string[];
}

/** The cached lists by path. */
export type PublicLists = Readonly<Record<string, PublicList>>;

/** The response headers a cached list carries besides its body. */
const KEPT_HEADERS = ['content-type', 'x-total-count', 'link'] as const;

interface CachedResponse {
  body: string;
  tags: readonly string[];
  etag: string;
  headers: Partial<Record<(typeof KEPT_HEADERS)[number], string>>;
  storedAt: number;
}

/**
 * Browsers and shared caches revalidate every time (the ETag makes that a body-less 304), so a
 * seller who has just listed an item never sees a stale list.
 */
const CACHE_CONTROL = 'public, max-age=0, must-revalidate';

/** Paging parameters, compared as numbers (`limit=050` is `limit=50`). */
const NUMERIC_PARAMS = new Set(['limit', 'offset']);

const pathOf = (url: string) => {
  const queryAt = url.indexOf('?');
  return queryAt === -1 ? url : url.slice(0, queryAt);
};

declare module 'fastify' {
  interface FastifyRequest {
    cachedListKey?: string;
    /** Set on the one request that fills a missing entry; the others for that key wait for it. */
    fillsListKey?: () => void;
  }
}

/**
 * A per-process micro-cache for the public catalogue lists (home, categories, a category's
 * products). Every visitor sees the same bytes, so the serialized response is kept and served
 * straight from Fastify's request hook, before guards and the database.
 *
 * An entry is keyed by its path and the parameters its route reads, normalised (sorted, numbers
 * canonical), so a made-up parameter cannot bypass the cache or fill memory with copies. A change
 * drops only the lists that show what changed (a listing's category, the advertised list), in
 * this process before the write is answered and in every other through CatalogueChanges; the
 * writer's own reads skip the cache for a few seconds (read-your-writes on any process). Entries
 * also expire after `ttlMs`, which bounds staleness when a script changes the database or a
 * notification is lost.
 */
export class PublicListCache {
  private readonly entries = new Map<string, CachedResponse>();
  /** Misses being answered now: concurrent requests for the same list wait instead of querying. */
  private readonly filling = new Map<string, Promise<void>>();

  constructor(
    private readonly lists: PublicLists,
    private readonly ttlMs: number,
    private readonly changes: CatalogueChanges,
    /**
     * Whether a request's list is the viewer's own (a signed-in viewer's blocks narrow it): it is
     * answered by its route, and neither served from nor kept in the shared entries.
     */
    private readonly personal: (request: FastifyRequest) => Promise<boolean> = async () => false,
    private readonly maxEntries = 2_000,
    private readonly now: () => number = Date.now,
  ) {
    changes.onChange((tags) => (tags === 'everything' ? this.clear() : this.drop(tags)));
  }

  register(fastify: FastifyInstance): void {
    fastify.addHook('onRequest', async (request, reply) => this.serve(request, reply));
    fastify.addHook('onSend', async (request, reply, payload) =>
      this.store(request, reply, payload),
    );
    // A filling request that ends without a response must still release the ones waiting on it.
    fastify.addHook('onRequestAbort', async (request) => request.fillsListKey?.());
    fastify.addHook('onResponse', async (request) => request.fillsListKey?.());
  }

  clear(): void {
    this.entries.clear();
  }

  private drop(tags: ReadonlySet<string>): void {
    for (const [key, entry] of this.entries)
      if (entry.tags.some((tag) => tags.has(tag))) this.entries.delete(key);
  }

  /**
   * `path?a=1&b=2` with only the parameters the route reads, sorted, numbers canonical; undefined
   * for requests that are not cached (another method or path, a parameter given twice, a value
   * the route would refuse, which it then answers itself).
   */
  private keyOf(request: FastifyRequest): string | undefined {
    if (request.method !== 'GET') return undefined;
    const path = pathOf(request.url);
    const read = this.lists[path]?.params;
    if (!read) return undefined;
    const query = new URLSearchParams(request.url.slice(path.length + 1));
    const kept: string[] = [];
    for (const name of [...read].sort()) {
      const values = query.getAll(name);
      if (values.length > 1) return undefined;
      if (values.length === 0) continue;
      let value = values[0]!;
      if (NUMERIC_PARAMS.has(name)) {
        if (!/^\d{1,9}$/.test(value)) return undefined;
        value = String(Number(value));
      }
      kept.push(`${name}=${encodeURIComponent(value)}`);
    }
    return kept.length ? `${path}?${kept.join('&')}` : path;
  }

  private async serve(request: FastifyRequest, reply: FastifyReply) {
    const key = this.keyOf(request);
    if (!key) return;
    // The route then sees the normalised URL too, so its Link header names no stray parameter.
    request.raw.url = key;
    // A writer reads what it wrote, whether or not this process has heard of the change yet.
    if (this.changes.readsOwnWrites(request)) return;
    if (await this.personal(request)) return;
    request.cachedListKey = key;
    let cached = this.fresh(key);
    if (!cached) {
      const filling = this.filling.get(key);
      if (!filling) {
        this.startFilling(request, key);
        return;
      }
      await filling;
      cached = this.fresh(key);
      if (!cached) return;
    }
    void reply.header('etag', cached.etag).header('cache-control', CACHE_CONTROL);
    if (request.headers['if-none-match'] === cached.etag) return reply.code(304).send();
    for (const [name, value] of Object.entries(cached.headers)) void reply.header(name, value);
    return reply.send(cached.body);
  }

  private fresh(key: string): CachedResponse | undefined {
    const cached = this.entries.get(key);
    if (cached && this.now() - cached.storedAt > this.ttlMs) {
      this.entries.delete(key);
      return undefined;
    }
    return cached;
  }

  /** This request answers the miss; it releases the waiting ones when its response is done. */
  private startFilling(request: FastifyRequest, key: string): void {
    let release!: () => void;
    this.filling.set(key, new Promise<void>((resolve) => (release = resolve)));
    request.fillsListKey = () => {
      this.filling.delete(key);
      release();
    };
  }

  private async store(request: FastifyRequest, reply: FastifyReply, payload: unknown) {
    const key = request.cachedListKey;
    if (!key || reply.statusCode !== 200 || typeof payload !== 'string') return payload;
    if (reply.getHeader('etag')) return payload;
    const etag = `"${createHash('sha1').update(payload).digest('base64url')}"`;
    const headers: CachedResponse['headers'] = {};
    for (const name of KEPT_HEADERS) {
      const value = reply.getHeader(name);
      if (value !== undefined) headers[name] = String(value);
    }
    // The oldest entry makes room (Map keeps insertion order), so a full cache keeps serving.
    if (this.entries.size >= this.maxEntries)
      this.entries.delete(this.entries.keys().next().value!);
    const path = pathOf(key);
    this.entries.set(key, {
      body: payload,
      etag,
      headers,
      storedAt: this.now(),
      tags: this.lists[path]!.tags(new URLSearchParams(key.slice(path.length + 1))),
    });
    void reply.header('etag', etag).header('cache-control', CACHE_CONTROL);
    if (request.headers['if-none-match'] === etag) {
      void reply.code(304);
      return '';
    }
    return payload;
  }
}
