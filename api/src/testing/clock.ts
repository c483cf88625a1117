/**
 * Runs `action` with the clock `seconds` ahead, as a rate limit sees it: rate-limiter-flexible
 * reads `Date.now()` for every store (memory, PostgreSQL, Redis), so a window can be lived
 * through without waiting for it.
 */
export async function withClockAhead<T>(seconds: number, action: () => Promise<T>): Promise<T> {
  const later = Date.now() + seconds * 1000;
  const clock = jest.spyOn(Date, 'now').mockImplementation(() => later);
  try {
    return await action();
  } finally {
    clock.mockRestore();
  }
}
