import { retryDelayMs } from './retry-delay.js';

describe('the delay before a failed job runs again', () => {
  it('doubles at each attempt from the base', () => {
    const middle = () => 0.5;
    expect([1, 2, 3, 4].map((attempt) => retryDelayMs(attempt, 1000, middle))).toEqual([
      1000, 2000, 4000, 8000,
    ]);
  });

  it('spreads each delay by at most 20 % either way', () => {
    expect(retryDelayMs(3, 1000, () => 0)).toBe(3200);
    expect(retryDelayMs(3, 1000, () => 0.999_999)).toBe(4800);
  });

  it('never waits more than an hour and a fifth', () => {
    expect(retryDelayMs(40, 30_000, () => 0.999_999)).toBeLessThanOrEqual(4_320_000);
  });
});
