/** A per-account limit's answer: 429, when to come back, and what was limited. */
export function expectLimited(
  response: { statusCode: number; headers: Record<string, unknown>; json(): unknown },
  message: string,
): number {
  expect(response.statusCode).toBe(429);
  const retryAfter = Number(response.headers['retry-after']);
  expect(retryAfter).toBeGreaterThan(0);
  expect(response.json()).toEqual(expect.objectContaining({ message }));
  return retryAfter;
}
