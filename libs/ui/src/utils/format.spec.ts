import {
  formatCalendarDay,
  formatCount,
  formatDay,
  formatPrice,
  formatTime,
  formatTotal,
} from './format';

describe('formatting', () => {
  it('groups the digits of counts', () => {
    expect(formatCount(100_000)).toBe('100,000');
    expect(formatCount(7)).toBe('7');
  });

  it('marks a total where counting stopped', () => {
    expect(formatTotal(1000, true)).toBe('1,000+');
    expect(formatTotal(999, false)).toBe('999');
  });

  it('writes prices in taka, with paisa only when a price has them', () => {
    expect(formatPrice(42_000)).toBe('Tk 42,000');
    expect(formatPrice(1250.5)).toBe('Tk 1,250.5');
    expect(formatPrice(0)).toBe('Tk 0');
    expect(formatPrice(199.5)).toBe('Tk 199.5');
    expect(formatPrice(0.125)).toBe('Tk 0.13');
  });

  it('writes a calendar day as that day, whatever the time zone', () => {
    expect(formatCalendarDay('2025-02-01')).toBe('1 Feb 2025');
    expect(formatCalendarDay('2025-12-31')).toBe('31 Dec 2025');
    expect(formatCalendarDay('2025-03-14')).toBe('14 Mar 2025');
    expect(formatCalendarDay('not a date')).toBe('not a date');
  });

  it('writes the day and time of an instant where the reader is', () => {
    const instant = new Date(2025, 1, 1, 14, 5);
    expect(formatDay(instant.toISOString())).toBe('1 Feb 2025');
    expect(formatTime(instant.toISOString())).toBe('14:05');
  });
});
