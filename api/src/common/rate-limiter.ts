import { TooManyRequestsException } from './http-errors.js';

interface Window {
  count: number;
  resetAt: number;
}

/**
 * Fixed-window counters kept in process memory. One process serves the product (see the README);
 * a deployment with several API processes would move these counters to a shared store.
 */
export class RateLimiter {
  private readonly windows = new Map<string, Window>();

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Throws 429 if `key` has used up its window; does not count anything. */
  check(key: string): void {
    const window = this.current(key);
    if (window && window.count >= this.limit) {
      throw new TooManyRequestsException(Math.ceil((window.resetAt - this.now()) / 1000));
    }
  }

  /** Counts one event for `key`. */
  hit(key: string): void {
    const window = this.current(key);
    if (window) window.count += 1;
    else {
      if (this.windows.size > 100_000) this.sweep();
      this.windows.set(key, { count: 1, resetAt: this.now() + this.windowMs });
    }
  }

  /** Checks, then counts: for limits on attempts rather than on failures. */
  consume(key: string): void {
    this.check(key);
    this.hit(key);
  }

  reset(key: string): void {
    this.windows.delete(key);
  }

  private current(key: string): Window | undefined {
    const window = this.windows.get(key);
    if (window && window.resetAt <= this.now()) {
      this.windows.delete(key);
      return undefined;
    }
    return window;
  }

  private sweep(): void {
    const now = this.now();
    for (const [key, window] of this.windows) if (window.resetAt <= now) this.windows.delete(key);
  }
}
