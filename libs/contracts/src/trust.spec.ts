import { isNoShowDue } from './deal.js';
import { ratingInputSchema } from './reviews.js';

describe('a rating', () => {
  it('takes whole stars from 1 to 5 and a trimmed comment', () => {
    expect(ratingInputSchema.parse({ stars: 4, comment: '  Friendly  ' })).toEqual({
      stars: 4,
      comment: 'Friendly',
    });
    expect(ratingInputSchema.parse({ stars: 1 })).toEqual({ stars: 1 });
  });

  it.each([[0], [6], [2.5], ['5'], [null]])('refuses %p stars, naming the field', (stars) => {
    const result = ratingInputSchema.safeParse({ stars });
    expect(result.error?.issues[0]?.message).toBe('stars must be a whole number from 1 to 5');
  });

  it('refuses a comment over 500 characters or with control characters, keeping line breaks', () => {
    expect(ratingInputSchema.safeParse({ stars: 5, comment: 'x'.repeat(501) }).success).toBe(false);
    expect(ratingInputSchema.safeParse({ stars: 5, comment: 'a\u0000b' }).success).toBe(false);
    expect(ratingInputSchema.safeParse({ stars: 5, comment: 'line one\nline two' }).success).toBe(
      true,
    );
  });
});

describe('whether a no-show may be reported', () => {
  const now = Date.parse('2026-05-01T12:00:00Z');
  const accepted = {
    status: 'accepted' as const,
    noShowDueAt: '2026-05-01T11:00:00.000Z',
    awaitingConfirmation: ['buyer' as const, 'seller' as const],
  };

  it('is once an accepted deal is due and neither side confirmed the handover', () => {
    expect(isNoShowDue(accepted, now)).toBe(true);
    expect(isNoShowDue({ ...accepted, noShowDueAt: '2026-05-01T13:00:00.000Z' }, now)).toBe(false);
    expect(isNoShowDue({ ...accepted, awaitingConfirmation: ['seller'] }, now)).toBe(false);
    expect(isNoShowDue({ ...accepted, status: 'completed', noShowDueAt: null }, now)).toBe(false);
  });
});
