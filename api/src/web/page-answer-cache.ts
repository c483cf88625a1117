import type { CatalogueChanges } from '../cluster/catalogue-changes.js';

/** How long a kept answer serves, and how a failed one is tried again. */
export interface PageCacheTimes {
  /** An answer this young, and not changed since, is served as it is. */
  freshMs: number;
  /**
   * How long a stale answer (what it shows changed, or it is older than `freshMs`) is still
   * served while it is computed afresh in the background; past that, requests wait for the new
   * one.
   */
  maxStaleMs: number;
  /** The wait before a page whose computation failed is computed again; doubled up to 30 s. */
  retryAfterMs: number;
}

const MAX_RETRY_AFTER_MS = 30_000;

interface Entry<Answer> {
  answer: Answer;
  storedAt: number;
  /** When what it shows changed; undefined while no change touched it. */
  changedAt?: number;
  tags: readonly string[];
}

interface Computation<Answer> {
  promise: Promise<Answer>;
  /** A change touched the page while it was being computed: the answer may miss it. */
  changed: boolean;
}

/** A page whose last computation failed, not computed again before `retryAt`. */
export class RetryLater extends Error {
  constructor(readonly retryAt: number) {
    super('The page failed to compute a moment ago; it is tried again after a back-off');
  }
}

/**
 * Page answers (status, head, the list's structured data) and server-rendered pages, kept per
 * address, so a popular page costs its queries and its render once, not once per visitor.
 *
 * Stale-while-revalidate, as incremental regeneration in the usual frameworks: a change makes
 * stale only the entries whose tags it names (CatalogueChanges: a listing's category pages, its
 * seller's profile, search pages, the home page when it is advertised), in this process and in
 * every other; a stale entry keeps being served while one computation renews it in the background,
 * for at most `maxStaleMs`. A failed computation is not kept: the page is computed again after a
 * back-off, and meanwhile its stale answer (if still young enough) serves. Bounded: the oldest
 * entry makes room.
 */
export class PageAnswerCache<Answer> {
  private readonly entries = new Map<string, Entry<Answer>>();
  private readonly computing = new Map<string, Computation<Answer>>();
  private readonly failures = new Map<string, { attempts: number; retryAt: number }>();

  constructor(
    changes: CatalogueChanges,
    /** What the page at a key shows (CatalogueTags). */
    private readonly tagsOf: (key: string) => readonly string[],
    private readonly times: PageCacheTimes,
    private readonly maxEntries = 2_000,
    private readonly now: () => number = Date.now,
  ) {
    changes.onChange((tags) => this.changed(tags));
  }

  /**
   * The kept answer while fresh, or stale for at most `maxStaleMs` (then renewed in the
   * background); otherwise the answer computed now, shared by every request for the key. Rejects
   * with the computation's error, or RetryLater while a failed page waits for its retry.
   * `compute` is told whether it renews a kept answer that is served meanwhile, and given the
   * kept answer, stale or too old to serve, which it may return again if it still holds.
   */
  get(
    key: string,
    compute: (how: { renewal: boolean; kept?: Answer }) => Promise<Answer>,
  ): Promise<Answer> {
    const entry = this.entries.get(key);
    if (entry) {
      const now = this.now();
      const staleSince = this.staleSince(entry);
      if (now < staleSince) return Promise.resolve(entry.answer);
      const kept = entry.answer;
      if (now - staleSince <= this.times.maxStaleMs) {
        this.compute(key, () => compute({ renewal: true, kept })).catch(() => undefined);
        return Promise.resolve(kept);
      }
      return this.compute(key, () => compute({ renewal: false, kept }));
    }
    return this.compute(key, () => compute({ renewal: false }));
  }

  /**
   * The kept answer only while fresh; otherwise the one being computed, or computed now: never a
   * stale one.
   */
  fresh(key: string, compute: () => Promise<Answer>): Promise<Answer> {
    const entry = this.entries.get(key);
    if (entry && this.now() < this.staleSince(entry)) return Promise.resolve(entry.answer);
    return this.compute(key, compute);
  }

  private staleSince(entry: Entry<Answer>): number {
    return entry.changedAt ?? entry.storedAt + this.times.freshMs;
  }

  private changed(tags: ReadonlySet<string> | 'everything'): void {
    const touched = (tagsOfPage: readonly string[]) =>
      tags === 'everything' || tagsOfPage.some((tag) => tags.has(tag));
    const now = this.now();
    for (const entry of this.entries.values())
      if (entry.changedAt === undefined && touched(entry.tags)) entry.changedAt = now;
    for (const [key, computation] of this.computing)
      if (touched(this.tagsOf(key))) computation.changed = true;
  }

  private compute(key: string, compute: () => Promise<Answer>): Promise<Answer> {
    const running = this.computing.get(key);
    if (running) return running.promise;
    const failure = this.failures.get(key);
    if (failure && this.now() < failure.retryAt)
      return Promise.reject(new RetryLater(failure.retryAt));
    const computation: Computation<Answer> = {
      changed: false,
      promise: compute().then(
        (answer) => {
          this.computing.delete(key);
          this.failures.delete(key);
          this.store(key, answer, computation.changed);
          return answer;
        },
        (error: unknown) => {
          this.computing.delete(key);
          const attempts = (failure?.attempts ?? 0) + 1;
          const waitMs = Math.min(
            this.times.retryAfterMs * 2 ** (attempts - 1),
            MAX_RETRY_AFTER_MS,
          );
          this.failures.set(key, { attempts, retryAt: this.now() + waitMs });
          throw error;
        },
      ),
    };
    this.computing.set(key, computation);
    return computation.promise;
  }

  private store(key: string, answer: Answer, changedMeanwhile: boolean): void {
    const now = this.now();
    this.entries.delete(key);
    if (this.entries.size >= this.maxEntries)
      this.entries.delete(this.entries.keys().next().value!);
    // Computed across a change, it may not show it: served, but renewed at once.
    this.entries.set(key, {
      answer,
      storedAt: now,
      ...(changedMeanwhile ? { changedAt: now } : {}),
      tags: this.tagsOf(key),
    });
    if (this.failures.size > this.maxEntries)
      this.failures.delete(this.failures.keys().next().value!);
  }
}
