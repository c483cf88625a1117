import type { Notifications } from '../cluster/notifications.js';
import type { PageAnswer } from './page-answers.js';

/**
 * Page answers (status, head, the list's structured data) kept per address, so a popular page
 * costs its queries once, not once per visitor. Invalidated like the public-list cache: every
 * product-changing write empties it, in this process and in every other, through the
 * `catalogue.changed` notification; entries also expire after `ttlMs` (a route manifest read
 * again, a change a notification missed). Bounded: the oldest entry makes room.
 */
export class PageAnswerCache {
  private readonly entries = new Map<string, { answer: PageAnswer; storedAt: number }>();
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

  async get(key: string, answer: () => Promise<PageAnswer>): Promise<PageAnswer> {
    const cached = this.entries.get(key);
    if (cached && this.now() - cached.storedAt <= this.ttlMs) return cached.answer;
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
