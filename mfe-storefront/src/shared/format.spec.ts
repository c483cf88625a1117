import { discountPercent } from './format';

describe('discountPercent', () => {
  it('says how far below the original price a product sells, only when it does', () => {
    expect(discountPercent(110000, 38000)).toBe(65);
    expect(discountPercent(1000, 1000)).toBeNull();
    expect(discountPercent(1000, 1200)).toBeNull();
    expect(discountPercent(0, 100)).toBeNull();
  });
});
