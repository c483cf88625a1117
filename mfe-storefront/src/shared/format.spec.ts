import { discountPercent, formatDate, formatPrice } from './format';

describe('formatting', () => {
  it('writes prices in taka with thousands separated', () => {
    expect(formatPrice(38000)).toBe('Tk 38,000');
    expect(formatPrice(1250.5)).toBe('Tk 1,250.5');
    expect(formatPrice(0)).toBe('Tk 0');
  });

  it('says how far below the original price a product sells, only when it does', () => {
    expect(discountPercent(110000, 38000)).toBe(65);
    expect(discountPercent(1000, 1000)).toBeNull();
    expect(discountPercent(1000, 1200)).toBeNull();
    expect(discountPercent(0, 100)).toBeNull();
  });

  it('writes the API’s calendar date as people read it, whatever the time zone', () => {
    expect(formatDate('2025-03-14')).toBe('14 Mar 2025');
    expect(formatDate('2025-01-01')).toBe('1 Jan 2025');
    expect(formatDate('not a date')).toBe('not a date');
  });
});
