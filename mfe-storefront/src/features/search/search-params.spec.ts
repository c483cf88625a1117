import { hasFilters, readSearch, writeSearch } from './search-params';

describe('a search in the address', () => {
  it('reads words, filters and sort, dropping values the API would refuse', () => {
    const search = readSearch(
      new URLSearchParams(
        'q=+lamp+&category=Furniture&minPrice=-5&maxPrice=500&condition=broken&verifiedOnly=true&sort=price_asc&colour=red',
      ),
    );
    expect(search).toEqual({
      q: 'lamp',
      category: 'Furniture',
      minPrice: undefined,
      maxPrice: '500',
      location: undefined,
      condition: undefined,
      verifiedOnly: true,
      sort: 'price_asc',
    });
    expect(hasFilters(search)).toBe(true);
  });

  it('writes only what is set, so a shared address stays short', () => {
    expect(
      writeSearch({
        q: 'lamp',
        maxPrice: '500',
        verifiedOnly: undefined,
        sort: undefined,
      }).toString(),
    ).toBe('q=lamp&maxPrice=500');
    expect(hasFilters(readSearch(new URLSearchParams('q=lamp&category=Books')))).toBe(false);
  });
});
