import { TooManyRequestsException } from './http-errors.js';
import { RateLimiter } from './rate-limiter.js';

describe('RateLimiter', () => {
  it('refuses past the limit with the seconds left in the window, then allows again', () => {
    let now = 0;
    const limiter = new RateLimiter(2, 60_000, () => now);
    limiter.consume('a');
    limiter.consume('a');
    now = 15_000;
    let thrown: unknown;
    try {
      limiter.consume('a');
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(TooManyRequestsException);
    expect((thrown as TooManyRequestsException).retryAfterSeconds).toBe(45);
    limiter.consume('b');
    now = 60_000;
    expect(() => limiter.consume('a')).not.toThrow();
  });

  it('check does not count, reset forgets', () => {
    const limiter = new RateLimiter(1, 1000, () => 0);
    limiter.check('x');
    limiter.check('x');
    limiter.hit('x');
    expect(() => limiter.check('x')).toThrow(TooManyRequestsException);
    limiter.reset('x');
    expect(() => limiter.check('x')).not.toThrow();
  });
});
