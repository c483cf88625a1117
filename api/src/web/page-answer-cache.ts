import type { Notifications } from '../cluster/notifications.js';

/**
 * Page answers (status, head, the list's structured data) and server-rendered pages, kept per
 * address, so a popular page costs its queries and its render once, not once per visitor.
 * Invalidated like the public-list cache: every product-changing write empties it, in this process
 * and in every other, through the `catalogue.changed` notification; past `ttlMs` an entry is
 * computed afresh (a route manifest read again, a change a notification missed). Bounded: the
 * oldest entry makes room.
 */
export class PageAnswerCache<Answer> {
  private readonly entries = new Map<string, { answer: Answer; storedAt: number }>();
  /** Expired entries being computed afresh, one request each. */
  private readonly refreshing = new Set<string>();
  /** Bumped by every invalidation: an answer computed across one is not kept. */
  private generation = 0;

  constructor(
    notifications: Notifications,
    private readonly ttlMs: number,
    private readonly maxEntries = 2_000,
    private readonly now: () => number = Date.now,
  ) {
    notifications.subscribe('catalogue.changed', () => this.clear());
    notifications.onResync(() => this.clear());
  }

  private clear(): void {
    this.generation += 1;
    this.entries.clear();
  }

  /**
   * The kept answer; past `ttlMs` it is still served while one request computes it afresh (so
   * expiry never makes visitors wait on the database), and only a missing entry is awaited.
   */
  async get(key: string, answer: () => Promise<Answer>): Promise<Answer> {
    const cached = this.entries.get(key);
    if (cached && this.now() - cached.storedAt <= this.ttlMs) return cached.answer;
    if (cached) {
      if (!this.refreshing.has(key)) {
        this.refreshing.add(key);
        // A refresh that fails (a render slot taken, the database away) leaves the stale answer
        // to be served, and tried again by the next request.
        void this.compute(key, answer)
          .catch(() => undefined)
          .finally(() => this.refreshing.delete(key));
      }
      return cached.answer;
    }
    return this.compute(key, answer);
  }

  private async compute(key: string, answer: () => Promise<Answer>): Promise<Answer> {
    const generation = this.generation;
    const fresh = await answer();
    if (generation !== this.generation) return fresh;
    this.entries.delete(key);
    if (this.entries.size >= this.maxEntries)
      this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(key, { answer: fresh, storedAt: this.now() });
    return fresh;
  }
}
