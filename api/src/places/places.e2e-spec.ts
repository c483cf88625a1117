import { count, eq } from 'drizzle-orm';
import { places } from '../database/schema.js';
import { DATABASE_TARGETS, type TestContext, createTestContext } from '../testing/test-app.js';

type PlaceAnswer = { id: string; name: string; area: string; lat: number; lng: number };

describe.each(DATABASE_TARGETS)('places on %s', (_, databaseUrl) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext(databaseUrl);
  });
  afterAll(() => ctx.close());

  const lookUp = (query: Record<string, string>) =>
    ctx.client().get(`/api/places?${new URLSearchParams(query).toString()}`);
  const names = (body: PlaceAnswer[]) => body.map((place) => place.name);

  it('answers anyone with places whose name starts with the prefix, with their admin areas and point', async () => {
    const response = await lookUp({ q: 'dhanm' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=3600');
    expect(response.json()).toEqual([
      {
        id: expect.stringMatching(/^\d+$/),
        name: 'Dhanmondi',
        area: 'Dhaka District, Dhaka Division',
        lat: 23.74,
        lng: 90.385,
      },
    ]);
  });

  it('puts the whole name first, then towns before the district and division of that name', async () => {
    const response = await lookUp({ q: 'DHAKA' });
    expect(names(response.json()).slice(0, 3)).toEqual([
      'Dhaka',
      'Dhaka District',
      'Dhaka Division',
    ]);
  });

  it('ignores accents and case either way, and finds a later word of a name', async () => {
    expect(names((await lookUp({ q: 'mirzapur' })).json())).toEqual(['Mirzāpur']);
    expect(names((await lookUp({ q: 'MIRZĀ' })).json())).toEqual(['Mirzāpur']);
    expect(names((await lookUp({ q: 'model' })).json())).toEqual(
      expect.arrayContaining(['Mirpur Model Thana', 'Green Model Town']),
    );
  });

  it('answers at most `limit` places, 8 unless asked, and none for an unknown prefix', async () => {
    expect((await lookUp({ q: 's' })).json()).toHaveLength(8);
    expect((await lookUp({ q: 's', limit: '2' })).json()).toHaveLength(2);
    expect((await lookUp({ q: 's', limit: '20' })).json()).toHaveLength(20);
    expect((await lookUp({ q: 'zzzqx' })).json()).toEqual([]);
  });

  it.each([
    [{}, 'q'],
    [{ q: '' }, 'q'],
    [{ q: '--' }, 'q must have a letter or digit'],
    [{ q: 'd'.repeat(61) }, 'q must be at most 60 characters'],
    [{ q: 'dhaka', limit: '0' }, 'limit must be at least 1'],
    [{ q: 'dhaka', limit: '21' }, 'limit must be at most 20'],
    [{ q: 'dhaka', limit: 'ten' }, 'limit must be a number'],
    [{ q: 'dhaka', limit: '2.5' }, 'limit must be a whole number'],
    [{ q: 'dhaka', country: 'IN' }, 'country'],
  ])('refuses %j with 400', async (query, message) => {
    const response = await lookUp(query);
    expect(response.statusCode).toBe(400);
    expect(JSON.stringify(response.json().message)).toContain(message);
  });

  it('loads the gazetteer once: another process starting on the same database adds nothing', async () => {
    const placesOfBangladesh = async () =>
      (await ctx.db.select({ total: count() }).from(places).where(eq(places.countryCode, 'BD')))[0]!
        .total;
    const before = await placesOfBangladesh();
    expect(before).toBeGreaterThan(200);
    const other = await ctx.startAnotherInstance();
    await other.close();
    expect(await placesOfBangladesh()).toBe(before);
    const [dhanmondi] = await ctx.db
      .select({ parentId: places.parentId })
      .from(places)
      .where(eq(places.name, 'Dhanmondi'));
    const [district] = await ctx.db
      .select({ name: places.name })
      .from(places)
      .where(eq(places.id, dhanmondi!.parentId!));
    expect(district!.name).toBe('Dhaka District');
  });
});
