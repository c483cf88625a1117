import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

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

declare module 'fastify' {
  interface FastifyRequest {
    cachedListKey?: string;
    /** Set on the one request that fills a missing entry; the others for that key wait for it. */
    fillsListKey?: () => void;
  }
}

/**
 * An in-process micro-cache for the public catalogue lists (home, categories, a category's
 * products). Every visitor sees the same bytes, so the serialized response is kept and served
 * straight from Fastify's request hook, before routing, guards and the database. Any successful
 * write through the API empties it, and entries also expire after `ttlMs`, which bounds how stale a
 * list can be when another process or a script changed the database.
 */
export class PublicListCache {
  private readonly entries = new Map<string, CachedResponse>();
  /** Misses being answered now: concurrent requests for the same list wait instead of querying. */
  private readonly filling = new Map<string, Promise<void>>();

  constructor(
    private readonly paths: ReadonlySet<string>,
    private readonly ttlMs: number,
    private readonly maxEntries = 2_000,
    private readonly now: () => number = Date.now,
  ) {}

  register(fastify: FastifyInstance): void {
    fastify.addHook('onRequest', async (request, reply) => this.serve(request, reply));
    fastify.addHook('onSend', async (request, reply, payload) =>
      this.store(request, reply, payload),
    );
    // A filling request that ends without a response must still release the ones waiting on it.
    fastify.addHook('onRequestAbort', async (request) => request.fillsListKey?.());
    fastify.addHook('onResponse', async (request, reply) => {
      request.fillsListKey?.();
      if (!SAFE_METHODS.has(request.method) && reply.statusCode < 400) this.clear();
    });
  }

  clear(): void {
    this.entries.clear();
  }

  private keyOf(request: FastifyRequest): string | undefined {
    if (request.method !== 'GET') return undefined;
    const queryAt = request.url.indexOf('?');
    const path = queryAt === -1 ? request.url : request.url.slice(0, queryAt);
    return this.paths.has(path) ? request.url : undefined;
  }

  private async serve(request: FastifyRequest, reply: FastifyReply) {
    const key = this.keyOf(request);
    if (!key) return;
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
    if (this.entries.size >= this.maxEntries) this.entries.clear();
    this.entries.set(key, { body: payload, etag, headers, storedAt: this.now() });
    void reply.header('etag', etag).header('cache-control', CACHE_CONTROL);
    if (request.headers['if-none-match'] === etag) {
      void reply.code(304);
      return '';
    }
    return payload;
  }
}
