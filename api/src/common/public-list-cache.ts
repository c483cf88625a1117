import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Notifications } from '../cluster/notifications.js';

/** A cached list's path and the query parameters its route reads; no other parameter makes a new entry. */
export type PublicLists = Readonly<Record<string, readonly string[]>>;

/**
 * Which cached lists a successful write can change, by the write's path: the catalogue lists
 * show products, so writes to sessions, images and reports leave them alone. The category list
 * has no write route and changes only when an operator edits categories (the TTL covers that).
 */
export type InvalidationRule = (writePath: string) => readonly string[];

/** The response headers a cached list carries besides its body. */
const KEPT_HEADERS = ['content-type', 'x-total-count', 'link'] as const;

interface CachedResponse {
  body: string;
  etag: string;
  headers: Partial<Record<(typeof KEPT_HEADERS)[number], string>>;
  storedAt: number;
}

/**
 * Browsers and shared caches revalidate every time (the ETag makes that a body-less 304), so a
 * seller who has just listed an item never sees a stale list.
 */
const CACHE_CONTROL = 'public, max-age=0, must-revalidate';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
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
 * canonical), so a made-up parameter cannot bypass the cache or fill memory with copies. A
 * successful write drops the lists it can change, in this process at once and in every other
 * through the `catalogue.changed` notification; entries also expire after `ttlMs`, which bounds
 * staleness when a script changes the database or a notification is lost.
 */
export class PublicListCache {
  private readonly entries = new Map<string, CachedResponse & { path: string }>();
  /** Misses being answered now: concurrent requests for the same list wait instead of querying. */
  private readonly filling = new Map<string, Promise<void>>();

  constructor(
    private readonly lists: PublicLists,
    private readonly invalidatedBy: InvalidationRule,
    private readonly ttlMs: number,
    private readonly notifications: Notifications,
    private readonly maxEntries = 2_000,
    private readonly now: () => number = Date.now,
  ) {
    notifications.subscribe('catalogue.changed', ({ paths }) => this.drop(paths));
    notifications.onResync(() => this.clear());
  }

  register(fastify: FastifyInstance): void {
    fastify.addHook('onRequest', async (request, reply) => this.serve(request, reply));
    fastify.addHook('onSend', async (request, reply, payload) =>
      this.store(request, reply, payload),
    );
    // A filling request that ends without a response must still release the ones waiting on it.
    fastify.addHook('onRequestAbort', async (request) => request.fillsListKey?.());
    fastify.addHook('onResponse', async (request, reply) => {
      request.fillsListKey?.();
      if (SAFE_METHODS.has(request.method) || reply.statusCode >= 400) return;
      const paths = this.invalidatedBy(pathOf(request.url));
      if (paths.length === 0) return;
      this.drop(paths);
      await this.notifications
        .publish('catalogue.changed', { paths: [...paths] })
        .catch((error: unknown) =>
          request.log.warn({ err: String(error) }, 'Cache invalidation not sent'),
        );
    });
  }

  clear(): void {
    this.entries.clear();
  }

  private drop(paths: readonly string[]): void {
    for (const [key, entry] of this.entries)
      if (paths.includes(entry.path)) this.entries.delete(key);
  }

  /**
   * `path?a=1&b=2` with only the parameters the route reads, sorted, numbers canonical; undefined
   * for requests that are not cached (another method or path, a parameter given twice, a value
   * the route would refuse, which it then answers itself).
   */
  private keyOf(request: FastifyRequest): string | undefined {
    if (request.method !== 'GET') return undefined;
    const path = pathOf(request.url);
    const read = this.lists[path];
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
    request.cachedListKey = key;
    // The route then sees the normalised URL too, so its Link header names no stray parameter.
    request.raw.url = key;
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
    this.entries.set(key, {
      body: payload,
      etag,
      headers,
      storedAt: this.now(),
      path: pathOf(key),
    });
    void reply.header('etag', etag).header('cache-control', CACHE_CONTROL);
    if (request.headers['if-none-match'] === etag) {
      void reply.code(304);
      return '';
    }
    return payload;
  }
}
