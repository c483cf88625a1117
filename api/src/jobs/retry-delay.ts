const MAX_RETRY_DELAY_MS = 3_600_000;

/**
 * Exponential backoff after the `attempt`-th failure (1, 2, …): base, 2×base, 4×base…, at most an
 * hour, each spread by up to ±20 % so jobs that failed together do not all retry together.
 */
export function retryDelayMs(
  attempt: number,
  baseMs: number,
  random: () => number = Math.random,
): number {
  const exponential = Math.min(baseMs * 2 ** (attempt - 1), MAX_RETRY_DELAY_MS);
  return Math.round(exponential * (0.8 + 0.4 * random()));
}
