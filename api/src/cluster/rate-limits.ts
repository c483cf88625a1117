import type { Redis } from 'ioredis';
import type pg from 'pg';
import {
  type RateLimiterAbstract,
  RateLimiterMemory,
  RateLimiterPostgres,
  RateLimiterRedis,
  RateLimiterRes,
} from 'rate-limiter-flexible';
import { TooManyRequestsException } from '../common/http-errors.js';

/** Where counters live: shared by every process (Redis, PostgreSQL), or this one's memory (PGlite). */
export type RateLimitStore =
  { kind: 'redis'; client: Redis } | { kind: 'postgres'; pool: pg.Pool } | { kind: 'memory' };

const retryAfterSeconds = (result: RateLimiterRes) =>
  Math.max(1, Math.ceil(result.msBeforeNext / 1000));

/** Rejections are the limit's answer; anything else (the store failing) is rethrown. */
function throwIfLimited(error: unknown, message?: string): never {
  if (error instanceof RateLimiterRes) {
    throw new TooManyRequestsException(retryAfterSeconds(error), message);
  }
  throw error;
}

/** One named limit: `points` events per key in every window of `durationSeconds`. */
export class RateLimit {
  constructor(private readonly limiter: RateLimiterAbstract) {}

  /**
   * Counts one event for `key`, or throws 429 with the seconds to wait once the limit is used up
   * (`message` says what was limited, else "Too many requests").
   */
  async consume(key: string, message?: string): Promise<void> {
    await this.limiter.consume(key).catch((error: unknown) => throwIfLimited(error, message));
  }

  /** Throws 429 if `key` has used up its window; counts nothing. */
  async check(key: string): Promise<void> {
    const state = await this.limiter.get(key);
    if (state && state.remainingPoints <= 0) {
      throw new TooManyRequestsException(retryAfterSeconds(state));
    }
  }

  /** Whether `key` has used up its window, without throwing. */
  async isExhausted(key: string): Promise<boolean> {
    const state = await this.limiter.get(key);
    return Boolean(state && state.remainingPoints <= 0);
  }

  /** Takes back one event counted under each key, for an event that turned out not to count. */
  async refundAll(keys: readonly string[]): Promise<void> {
    await Promise.all(keys.map((key) => this.limiter.reward(key, 1)));
  }

  /**
   * Counts one event under every key, or none: past any key's limit the ones already counted are
   * taken back and the 429 is thrown.
   */
  async consumeAll(keys: readonly string[]): Promise<void> {
    const counted: string[] = [];
    try {
      for (const key of keys) {
        await this.consume(key);
        counted.push(key);
      }
    } catch (error) {
      await this.refundAll(counted);
      throw error;
    }
  }

  /** Counts one event for `key` without refusing anything (the next check() will). */
  async hit(key: string): Promise<void> {
    await this.limiter.penalty(key);
  }

  async reset(key: string): Promise<void> {
    await this.limiter.delete(key);
  }
}

/**
 * Rate limits through rate-limiter-flexible on the store that makes them hold across every API
 * process: Redis when REDIS_URL is set, else the PostgreSQL database itself (table `rate_limits`,
 * made by migration 0002), else, on the embedded PGlite that only one process can open, memory.
 */
export class RateLimits {
  private sweeperStarted = false;

  constructor(private readonly store: RateLimitStore) {}

  get kind(): RateLimitStore['kind'] {
    return this.store.kind;
  }

  create(name: string, points: number, durationSeconds: number): RateLimit {
    const options = { keyPrefix: `limit:${name}`, points, duration: durationSeconds };
    switch (this.store.kind) {
      case 'redis':
        return new RateLimit(new RateLimiterRedis({ ...options, storeClient: this.store.client }));
      case 'postgres': {
        // One limiter deletes expired rows for all (every five minutes, unreferenced timer).
        const clearExpiredByTimeout = !this.sweeperStarted;
        this.sweeperStarted = true;
        return new RateLimit(
          new RateLimiterPostgres({
            ...options,
            storeClient: this.store.pool,
            storeType: 'pool',
            tableName: 'rate_limits',
            tableCreated: true,
            clearExpiredByTimeout,
          }),
        );
      }
      case 'memory':
        return new RateLimit(new RateLimiterMemory(options));
    }
  }
}
