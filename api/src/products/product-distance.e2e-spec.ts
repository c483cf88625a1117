import { eq } from 'drizzle-orm';
import { products } from '../database/schema.js';
import { addCategory, listProduct } from '../testing/catalogue.js';
import { DATABASE_TARGETS, type TestContext, createTestContext } from '../testing/test-app.js';
import { ProductsRepository } from './products.repository.js';
import {
  type ProductSearch,
  ProductsSearchRepository,
  type SortKey,
} from './products-search.repository.js';

type Card = { _id: string; productName: string; placeId: string | null; distanceKm?: number };
type Place = { id: string; name: string; lat: number; lng: number };

/** Dhanmondi's point in the gazetteer (GeoNames), which `near` measures from. */
const DHANMONDI = '23.74,90.385';

describe.each(DATABASE_TARGETS)('distance search on %s', (_, databaseUrl) => {
  let ctx: TestContext;
  let category: string;
  let seller: Awaited<ReturnType<TestContext['signUp']>>;
  const at: Record<string, Place> = {};
  const listed: Record<string, string> = {};

  const place = async (name: string): Promise<Place> => {
    const response = await ctx.client().get(`/api/places?q=${encodeURIComponent(name)}&limit=1`);
    return response.json()[0];
  };
  const search = (query: Record<string, string>) =>
    ctx
      .client()
      .get(`/api/products/search?${new URLSearchParams({ category, ...query }).toString()}`);
  const distances = (body: Card[]) => body.map((card) => [card.productName, card.distanceKm]);

  beforeAll(async () => {
    ctx = await createTestContext(databaseUrl);
    ({ name: category } = await addCategory(ctx));
    seller = await ctx.signUp({ role: 'seller' });
    for (const name of ['Dhanmondi', 'Mirpur Model Thana', 'Motijheel', 'Chattogram']) {
      at[name] = await place(name);
      listed[name] = await listProduct(seller.client, category, {
        productName: `Bicycle in ${name}`,
        location: name,
        placeId: at[name].id,
      });
    }
    listed.freeText = await listProduct(seller.client, category, {
      productName: 'Bicycle near the big mosque',
      location: 'near the big mosque',
    });
  });
  afterAll(() => ctx.close());

  it('keeps within the radius, nearest first, each with its distance in km', async () => {
    const response = await search({ near: DHANMONDI, radiusKm: '10', sort: 'distance' });
    expect(response.statusCode).toBe(200);
    expect(distances(response.json())).toEqual([
      ['Bicycle in Dhanmondi', 0],
      ['Bicycle in Motijheel', 3.7],
      ['Bicycle in Mirpur Model Thana', 8.1],
    ]);
    expect(response.headers['x-total-count']).toBe('3');
  });

  it('measures from a gazetteer place as from its point, 50 km around unless told', async () => {
    const byPlace = await search({ place: at.Dhanmondi!.id, sort: 'distance' });
    const byPoint = await search({ near: DHANMONDI, sort: 'distance' });
    expect(byPlace.json()).toEqual(byPoint.json());
    const wide = await search({ place: at.Dhanmondi!.id, radiusKm: '500', sort: 'distance' });
    expect(distances(wide.json()).at(-1)).toEqual(['Bicycle in Chattogram', 214.9]);
  });

  it('leaves out listings without a place, and carries no distance without a point', async () => {
    const withPoint = await search({ near: DHANMONDI, radiusKm: '500' });
    expect(withPoint.json().map((card: Card) => card._id)).not.toContain(listed.freeText);
    const withoutPoint = await search({});
    const cards: Card[] = withoutPoint.json();
    expect(cards.map((card) => card._id)).toContain(listed.freeText);
    expect(cards.every((card) => card.distanceKm === undefined)).toBe(true);
    expect(cards.find((card) => card._id === listed.Motijheel)!.placeId).toBe(at.Motijheel!.id);
  });

  it('walks pages nearest first through the cursor, and combines with words and other sorts', async () => {
    const seen: string[] = [];
    let cursor: string | undefined;
    do {
      const response = await search({
        near: DHANMONDI,
        radiusKm: '500',
        sort: 'distance',
        limit: '1',
        ...(cursor ? { cursor } : {}),
      });
      seen.push(...response.json().map((card: Card) => card.productName));
      cursor = response.headers['x-next-cursor'] as string | undefined;
    } while (cursor);
    expect(seen).toEqual([
      'Bicycle in Dhanmondi',
      'Bicycle in Motijheel',
      'Bicycle in Mirpur Model Thana',
      'Bicycle in Chattogram',
    ]);
    const words = await search({ q: 'bicycle motijheel', near: DHANMONDI, radiusKm: '5' });
    expect(distances(words.json())).toEqual([['Bicycle in Motijheel', 3.7]]);
    const cheapest = await search({ near: DHANMONDI, radiusKm: '5', sort: 'price_asc' });
    expect(cheapest.json()).toHaveLength(2);
  });

  it.each([
    [{ near: 'dhaka' }, 'near must be <lat>,<lng>'],
    [{ near: '91,90' }, 'near must be <lat>,<lng>'],
    [{ near: '23.7,181' }, 'near must be <lat>,<lng>'],
    [{ near: '23.7' }, 'near must be <lat>,<lng>'],
    [{ near: DHANMONDI, radiusKm: '0' }, 'radiusKm must be at least 1'],
    [{ near: DHANMONDI, radiusKm: '501' }, 'radiusKm must be at most 500'],
    [{ near: DHANMONDI, radiusKm: '2.5' }, 'radiusKm must be a whole number'],
    [{ near: DHANMONDI, radiusKm: 'far' }, 'radiusKm must be a number'],
    [{ radiusKm: '10' }, 'radiusKm needs near or place'],
    [{ sort: 'distance' }, 'sort distance needs near or place'],
    [{ near: DHANMONDI, place: '1' }, 'send near or place, not both'],
    [{ place: 'dhanmondi' }, 'place must be a place id'],
    [{ place: '999999999' }, 'place: there is no place 999999999'],
  ])('refuses %j with 400', async (query, message) => {
    const response = await search(query);
    expect(response.statusCode).toBe(400);
    expect(JSON.stringify(response.json().message)).toContain(message);
  });

  describe('nearest first among many matches, by the bound the nearest in degrees give', () => {
    // At 60° N a degree of longitude is half as long as one of latitude, so the order in degrees
    // (`<->`, which products_category_point_idx walks) is not the order on the Earth.
    const POINT = { lat: 60, lng: 10 };
    /** Name, lat, lng, price; their km from POINT and order in degrees in the comments. */
    const NORTH_LISTINGS = [
      ['Close', 60.05, 10, 100], // 5.6 km, 1st in degrees
      ['North', 60.21, 10, 900], // 23.4 km, 2nd in degrees
      ['Corner', 60.22, 10.25, 100], // 28.2 km, beyond 25 km, 3rd in degrees
      ['East', 60, 10.4, 100], // 22.2 km, 4th in degrees
    ] as const;
    let categoryId: number;
    let categoryName: string;

    beforeAll(async () => {
      const added = await addCategory(ctx);
      categoryId = Number(added.id);
      categoryName = added.name;
      for (const [name, lat, lng, price] of NORTH_LISTINGS) {
        const id = await listProduct(seller.client, added.name, {
          productName: name,
          resellPrice: String(price),
        });
        await ctx.db
          .update(products)
          .set({ lat, lng })
          .where(eq(products.id, Number(id)));
      }
    });

    /**
     * Pages of `limit` through the search engine as for a search with many matches (a count at
     * the cap), which takes the nearest-first plan, walking the keyset to the end.
     */
    const nearestPages = async (limit: number, filters: Partial<ProductSearch> = {}) => {
      const engine = ctx.app.get(ProductsSearchRepository);
      const search: ProductSearch = {
        ...{ text: undefined, categoryId, minPrice: undefined, maxPrice: undefined },
        ...{ location: undefined, condition: undefined, verifiedOnly: false },
        ...{ distance: { point: POINT, radiusKm: 25 }, sort: 'distance', ...filters },
      };
      const pages: Array<Array<[string, number | undefined]>> = [];
      let after: SortKey | undefined;
      do {
        const { rows } = await engine.search(search, { after, limit, total: 1 }, 1);
        pages.push(rows.map(({ product }) => [product.productName, product.distanceKm]));
        after = rows.length === limit ? rows.at(-1)!.key : undefined;
      } while (after);
      return pages;
    };

    it('ranks by the distance on the Earth, not in degrees, page after page', async () => {
      expect(await nearestPages(1)).toEqual([
        [['Close', 5.6]],
        [['East', 22.2]],
        [['North', 23.4]],
        [],
      ]);
    });

    it('bounds by the farthest of the nearest in degrees, those beyond the radius too', async () => {
      // Without North, the two nearest in degrees are Close and Corner (beyond the radius): the
      // bound is then the radius, not Close's 5.6 km, which would have left East out.
      expect(await nearestPages(2, { maxPrice: 500 })).toEqual([
        [
          ['Close', 5.6],
          ['East', 22.2],
        ],
        [],
      ]);
    });

    it('answers fewer matches than a page, and none for a circle with none', async () => {
      expect(await nearestPages(10)).toEqual([
        [
          ['Close', 5.6],
          ['East', 22.2],
          ['North', 23.4],
        ],
      ]);
      expect(
        await nearestPages(10, { distance: { point: { lat: 60, lng: 12 }, radiusKm: 5 } }),
      ).toEqual([[]]);
    });

    it('answers every point and radius alike once PostgreSQL plans the statement once for all', async () => {
      // The page's statement is prepared once per shape; after five runs on a connection
      // PostgreSQL may keep one plan for any point. Twenty points, four pages each, put more
      // than five runs on at least one of the pool's connections.
      const km = (from: { lat: number; lng: number }, lat: number, lng: number) => {
        const radians = (degrees: number) => (degrees * Math.PI) / 180;
        const a =
          Math.sin(radians(lat - from.lat) / 2) ** 2 +
          Math.cos(radians(from.lat)) *
            Math.cos(radians(lat)) *
            Math.sin(radians(lng - from.lng) / 2) ** 2;
        return 2 * 6371.0088 * Math.asin(Math.min(1, Math.sqrt(a)));
      };
      for (let step = 0; step < 20; step += 1) {
        const point = { lat: 59.9 + step * 0.02, lng: 9.95 + (step % 5) * 0.1 };
        const radiusKm = 15 + step;
        const expected = NORTH_LISTINGS.map(
          ([name, lat, lng]) => [name, km(point, lat, lng)] as const,
        )
          .filter(([, distance]) => distance <= radiusKm)
          .sort((a, b) => a[1] - b[1])
          .map(([name, distance]) => [[name, Math.round(distance * 10) / 10]]);
        expect(await nearestPages(1, { distance: { point, radiusKm } })).toEqual([...expected, []]);
      }
    });

    it('walks every category nearest first when the search names none', async () => {
      expect(await nearestPages(1, { categoryId: undefined })).toEqual([
        [['Close', 5.6]],
        [['East', 22.2]],
        [['North', 23.4]],
        [],
      ]);
    });

    it('ranks as the plan for few matches does, which ranks every one', async () => {
      const query = { category: categoryName, near: '60,10', radiusKm: '25', sort: 'distance' };
      const response = await ctx
        .client()
        .get(`/api/products/search?${new URLSearchParams(query).toString()}`);
      expect(distances(response.json())).toEqual((await nearestPages(10))[0]);
    });
  });

  describe("a listing's place", () => {
    const point = async (id: string) =>
      (
        await ctx.db
          .select({ placeId: products.placeId, lat: products.lat, lng: products.lng })
          .from(products)
          .where(eq(products.id, Number(id)))
      )[0];

    it('copies the point of the place a seller picks, and refuses an unknown place with 400', async () => {
      expect(await point(listed.Motijheel!)).toEqual({
        placeId: Number(at.Motijheel!.id),
        lat: at.Motijheel!.lat,
        lng: at.Motijheel!.lng,
      });
      const unknown = await seller.client.post('/api/products', {
        ...{ productName: 'Lamp', productImage: '/api/images/lamp.webp', location: 'Dhaka' },
        ...{ orginalPrice: '10', resellPrice: '5', yearsOfUsed: '1', category },
        ...{ phone: '01712345678', placeId: '999999999' },
      });
      expect(unknown.statusCode).toBe(400);
      expect(JSON.stringify(unknown.json().message)).toContain('placeId: there is no place');
    });

    it('moves with an edit: a new place and its name, or free text and no point', async () => {
      const id = await listProduct(seller.client, category, { productName: 'Kettle' });
      const moved = await seller.client.request('PATCH', `/api/product/${id}`, {
        placeId: at.Dhanmondi!.id,
      });
      expect(moved.statusCode).toBe(200);
      const detail = (await seller.client.get(`/api/producs/${id}`)).json();
      expect(detail).toMatchObject({ location: 'Dhanmondi', placeId: at.Dhanmondi!.id });
      expect((await point(id))!.lat).toBe(at.Dhanmondi!.lat);

      await seller.client.request('PATCH', `/api/product/${id}`, {
        location: 'Behind the station',
      });
      expect(await point(id)).toEqual({ placeId: null, lat: null, lng: null });
      await seller.client.request('PATCH', `/api/product/${id}`, { placeId: at.Motijheel!.id });
      await seller.client.request('PATCH', `/api/product/${id}`, { placeId: null });
      expect(await point(id)).toEqual({ placeId: null, lat: null, lng: null });
    });

    it('places listings made before places from their location text', async () => {
      const id = await listProduct(seller.client, category, { location: 'Kazipara, Mirpur' });
      const other = await listProduct(seller.client, category, { location: 'Gulshan 2, Dhaka' });
      await ctx.db
        .update(products)
        .set({ placeId: null, lat: null, lng: null })
        .where(eq(products.sellerId, Number(seller.id)));
      await ctx.app.get(ProductsRepository).placeUnplaced('BD');
      expect((await point(id))!.placeId).toBe(Number(at['Mirpur Model Thana']!.id));
      expect((await point(other))!.placeId).toBe(Number((await place('Dhaka')).id));
      expect((await point(listed.freeText!))!.placeId).toBeNull();
    });
  });
});
