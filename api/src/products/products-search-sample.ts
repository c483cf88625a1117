import { type SQL, sql } from 'drizzle-orm';

/*
 * A search's count from a sample of the catalogue, before counting: one listing in
 * SAMPLE_SIZE_RATIO, by a hash of its id, has a search index of its own (migration 0027). A
 * search's first page counts its matches up to a cap and says "1,000+" above it; counting the first
 * 1,001 matches of a common word builds a bitmap of every one of them. Its matches in the sample
 * are a 128th as many, and enough of them prove there are more than the cap without counting.
 */

/** One listing in this many is in the sample: the `& 127` of the index's condition. */
const SAMPLE_SIZE_RATIO = 128;

/**
 * The sample's condition, exactly as migration 0027's partial index states it, so PostgreSQL
 * proves that the index answers it. Constants, not parameters: a parameter could be anything, and
 * the proof would fail.
 */
export const inSearchSample: SQL = sql.raw(`(hashint8("products"."id") & 127) = 0`);

/**
 * How often a search with no more matches than the cap may still find the sampled number and be
 * called "1,000+": once in ten thousand searches at worst, at a search right at the cap.
 */
const WRONG_SHARE = 1e-4;

/**
 * How many matches in the sample prove that a search has more than `cap` matches. A search with
 * `cap` matches expects `cap / SAMPLE_SIZE_RATIO` of them in the sample; the number of sampled
 * matches is Poisson distributed around it, and this is the smallest number it reaches with a
 * probability of at most WRONG_SHARE. For the buyer's cap of 1,001: 21 (a search expects
 * that many in the sample at about 2,700 matches).
 */
export function sampledMatchesProvingMoreThan(cap: number): number {
  const expected = cap / SAMPLE_SIZE_RATIO;
  let atMost = 0;
  let probability = Math.exp(-expected);
  let cumulative = probability;
  while (1 - cumulative > WRONG_SHARE) {
    atMost += 1;
    probability *= expected / atMost;
    cumulative += probability;
  }
  return atMost + 1;
}
