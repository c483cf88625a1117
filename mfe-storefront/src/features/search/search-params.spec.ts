import { readSearch } from '@marketplace/contracts';
import { hasFilters } from './search-params';

describe('the filters of a search in the address', () => {
  it('counts a price, a condition or a sort as a filter, not the words or the category', () => {
    expect(hasFilters(readSearch(new URLSearchParams('q=lamp&maxPrice=500')))).toBe(true);
    expect(hasFilters(readSearch(new URLSearchParams('q=lamp&sort=price_asc')))).toBe(true);
    expect(hasFilters(readSearch(new URLSearchParams('q=lamp&category=Books')))).toBe(false);
  });
});
