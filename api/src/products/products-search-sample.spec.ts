import { sampledMatchesProvingMoreThan } from './products-search-sample.js';

/** P(X ≥ k) for X Poisson distributed with mean `mean`. */
function poissonTail(mean: number, k: number): number {
  let term = Math.exp(-mean);
  let below = 0;
  for (let i = 0; i < k; i += 1) {
    below += term;
    term *= mean / (i + 1);
  }
  return 1 - below;
}

describe('sampledMatchesProvingMoreThan', () => {
  it.each([11, 100, 1_001, 5_000])(
    'is the fewest sampled matches a search with at most %i matches reaches at most once in 10,000 searches',
    (cap) => {
      const needed = sampledMatchesProvingMoreThan(cap);
      const expectedInSample = cap / 128;
      expect(poissonTail(expectedInSample, needed)).toBeLessThanOrEqual(1e-4);
      expect(poissonTail(expectedInSample, needed - 1)).toBeGreaterThan(1e-4);
    },
  );

  it("asks 21 sampled matches for the buyer's cap of 1,001: about 2,700 matches expect that many", () => {
    expect(sampledMatchesProvingMoreThan(1_001)).toBe(21);
  });
});
