import { isProductId } from './ProductSegmentPage';

describe('/producs/<segment>', () => {
  it('reads digits as a product id and anything else as a category name', () => {
    expect(isProductId('42')).toBe(true);
    expect(isProductId('Laptops')).toBe(false);
    expect(isProductId('0')).toBe(false);
    expect(isProductId('12a')).toBe(false);
    expect(isProductId('')).toBe(false);
  });
});
