import { readSearch, searchRequestOf, writeSearch } from './product-search-address.js';

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
  });

  it('keeps a place only with a valid point, and nearest first only with one', () => {
    expect(
      readSearch(new URLSearchParams('near=23.8,90.4&radiusKm=10&placeName=+Dhaka+&sort=distance')),
    ).toMatchObject({ near: '23.8,90.4', radiusKm: '10', placeName: 'Dhaka', sort: 'distance' });
    const withoutPoint = readSearch(new URLSearchParams('near=north&radiusKm=10&sort=distance'));
    expect(withoutPoint.near).toBeUndefined();
    expect(withoutPoint.radiusKm).toBeUndefined();
    expect(withoutPoint.sort).toBeUndefined();
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
  });

  it('asks the API for what is set, without the name of the place (its point is sent)', () => {
    expect(
      searchRequestOf({
        q: 'lamp',
        verifiedOnly: true,
        near: '23.8,90.4',
        radiusKm: '10',
        placeName: 'Dhaka',
        location: '',
      }),
    ).toEqual({ q: 'lamp', verifiedOnly: 'true', near: '23.8,90.4', radiusKm: '10' });
  });
});
