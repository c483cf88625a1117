import { addCategory, listProduct, orderForm } from '../testing/catalogue.js';
import { DATABASE_TARGETS, type TestContext, createTestContext } from '../testing/test-app.js';

describe.each(DATABASE_TARGETS)('meeting spots on %s', (_, databaseUrl) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext(databaseUrl);
  });
  afterAll(() => ctx.close());

  const spot = (overrides: Record<string, unknown> = {}) => ({
    name: 'Mirpur Model Police Station',
    area: 'Mirpur',
    address: 'Road 1, Section 2, Mirpur, Dhaka',
    note: 'Police station lobby, CCTV',
    ...overrides,
  });

  it('lets admins add, edit and remove spots, logging each change, and anyone read them', async () => {
    const admin = await ctx.signUp({ admin: true, name: 'Admin Anis' });
    const added = await admin.client.post('/api/meeting-spots', spot());
    expect(added.statusCode).toBe(201);
    expect(added.json()).toEqual({ acknowledged: true, insertedId: expect.any(String) });
    const id = added.json().insertedId;

    const list = await ctx.client().get('/api/meeting-spots');
    expect(list.statusCode).toBe(200);
    expect(list.headers['x-total-count']).toBe('1');
    expect(list.json()).toEqual([{ _id: id, ...spot() }]);

    const edited = await admin.client.put(
      `/api/meeting-spots/${id}`,
      spot({ note: '  Police station lobby, CCTV, open all night  ' }),
    );
    expect(edited.json()).toEqual({ acknowledged: true, matchedCount: 1, modifiedCount: 1 });
    const same = await admin.client.put(
      `/api/meeting-spots/${id}`,
      spot({ note: 'Police station lobby, CCTV, open all night' }),
    );
    expect(same.json()).toEqual({ acknowledged: true, matchedCount: 1, modifiedCount: 0 });
    expect((await ctx.client().get('/api/meeting-spots')).json()[0].note).toBe(
      'Police station lobby, CCTV, open all night',
    );

    const removed = await admin.client.delete(`/api/meeting-spots/${id}`);
    expect(removed.json()).toEqual({ acknowledged: true, deletedCount: 1 });
    expect((await ctx.client().get('/api/meeting-spots')).json()).toEqual([]);

    const log = (await admin.client.get('/api/audit-log?limit=3')).json();
    expect(log.map((entry: { action: string }) => entry.action)).toEqual([
      'meeting-spot.delete',
      'meeting-spot.update',
      'meeting-spot.create',
    ]);
    expect(log[0].target).toEqual({
      type: 'meeting-spot',
      _id: id,
      name: 'Mirpur Model Police Station',
    });
  });

  it('matches name, area or address, and puts the spots of the listing’s area first', async () => {
    const admin = await ctx.signUp({ admin: true });
    const spots = [
      spot({ name: 'Alpha Uttara Police Box', area: 'Uttara', address: 'Sector 7, Uttara' }),
      spot({ name: 'Beta Mirpur Metro', area: 'Mirpur', address: 'Mirpur 10 roundabout' }),
      spot({ name: 'Gamma Gulshan Plaza', area: 'Gulshan', address: 'Gulshan Avenue 100%_' }),
    ];
    for (const body of spots) await admin.client.post('/api/meeting-spots', body);
    const names = async (query: string) =>
      (await ctx.client().get(`/api/meeting-spots?${query}`))
        .json()
        .map((item: { name: string }) => item.name);

    expect(await names('q=mirpur')).toEqual(['Beta Mirpur Metro']);
    expect(await names('q=SECTOR%207')).toEqual(['Alpha Uttara Police Box']);
    expect(await names('q=gulshan')).toEqual(['Gamma Gulshan Plaza']);
    // LIKE's wildcards are matched as themselves.
    expect(await names('q=%25_')).toEqual(['Gamma Gulshan Plaza']);
    expect(await names('q=%25')).toEqual(['Gamma Gulshan Plaza']);
    expect(await names('near=Mirpur%2010%2C%20Dhaka')).toEqual([
      'Beta Mirpur Metro',
      'Alpha Uttara Police Box',
      'Gamma Gulshan Plaza',
    ]);
    expect(await names('near=Gulshan%202%2C%20Dhaka&q=a')).toEqual([
      'Gamma Gulshan Plaza',
      'Alpha Uttara Police Box',
      'Beta Mirpur Metro',
    ]);
    const page = await ctx.client().get('/api/meeting-spots?limit=1&offset=1');
    expect(page.headers['x-total-count']).toBe('3');
    expect(page.json().map((item: { name: string }) => item.name)).toEqual(['Beta Mirpur Metro']);
    const tooLong = await ctx.client().get(`/api/meeting-spots?q=${'x'.repeat(81)}`);
    expect(tooLong.statusCode).toBe(400);
    expect(JSON.stringify(tooLong.json().message)).toContain('q');
  });

  it('refuses writes from anyone but admins, unknown ids, taken names and bad fields', async () => {
    const admin = await ctx.signUp({ admin: true });
    const seller = await ctx.signUp({ role: 'seller' });
    const body = spot({ name: 'Dhanmondi Police Station', area: 'Dhanmondi' });
    expect((await ctx.client().post('/api/meeting-spots', body)).statusCode).toBe(401);
    expect((await seller.client.post('/api/meeting-spots', body)).statusCode).toBe(403);
    const id = (await admin.client.post('/api/meeting-spots', body)).json().insertedId;
    expect((await seller.client.put(`/api/meeting-spots/${id}`, body)).statusCode).toBe(403);
    expect((await ctx.client().delete(`/api/meeting-spots/${id}`)).statusCode).toBe(401);
    expect((await seller.client.delete(`/api/meeting-spots/${id}`)).statusCode).toBe(403);

    expect((await admin.client.put('/api/meeting-spots/987654321', body)).statusCode).toBe(404);
    expect((await admin.client.delete('/api/meeting-spots/987654321')).statusCode).toBe(404);
    expect((await admin.client.delete('/api/meeting-spots/abc')).statusCode).toBe(404);

    const taken = await admin.client.post(
      '/api/meeting-spots',
      spot({ name: 'DHANMONDI police station' }),
    );
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe('A meeting spot with this name already exists');
    const other = (
      await admin.client.post('/api/meeting-spots', spot({ name: 'Other spot' }))
    ).json().insertedId;
    const renamed = await admin.client.put(`/api/meeting-spots/${other}`, body);
    expect(renamed.statusCode).toBe(409);

    const cases: Array<[Record<string, unknown>, string]> = [
      [spot({ name: '' }), 'name'],
      [spot({ area: undefined }), 'area'],
      [spot({ address: 'x'.repeat(201) }), 'address'],
      [spot({ note: 'tab\there' }), 'note'],
      [spot({ opensAt: '9' }), 'opensAt'],
    ];
    for (const [bad, field] of cases) {
      const response = await admin.client.post('/api/meeting-spots', bad);
      expect(response.statusCode).toBe(400);
      expect(JSON.stringify(response.json().message)).toContain(field);
    }
    // Refused writes leave no trace in the audit log: one spot added by each test so far, three
    // by the second, two here.
    const log = (await admin.client.get('/api/audit-log?limit=100')).json();
    expect(
      log.filter((entry: { action: string }) => entry.action === 'meeting-spot.create'),
    ).toHaveLength(1 + 3 + 2);
  });

  it('keeps a picked spot’s note on the order, for the buyer and the seller', async () => {
    const admin = await ctx.signUp({ admin: true });
    const seller = await ctx.signUp({ role: 'seller' });
    const buyer = await ctx.signUp();
    const category = (await addCategory(ctx)).name;
    const spotId = (
      await admin.client.post(
        '/api/meeting-spots',
        spot({ name: 'Uttara West Police Station', note: 'Front desk, CCTV' }),
      )
    ).json().insertedId;
    const productId = await listProduct(seller.client, category);

    const unknown = await buyer.client.post(
      '/api/buyproduct',
      orderForm(productId, { meetingSpotId: '987654321' }),
    );
    expect(unknown.statusCode).toBe(400);
    expect(JSON.stringify(unknown.json().message)).toContain('meetingSpotId');
    const malformed = await buyer.client.post(
      '/api/buyproduct',
      orderForm(productId, { meetingSpotId: 'x' }),
    );
    expect(malformed.statusCode).toBe(400);

    const placed = await buyer.client.post(
      '/api/buyproduct',
      orderForm(productId, {
        meetingLocation: 'Uttara West Police Station',
        meetingSpotId: spotId,
      }),
    );
    expect(placed.statusCode).toBe(201);
    const [mine] = (await buyer.client.get(`/api/buyproduct?email=${buyer.email}`)).json();
    expect(mine).toMatchObject({
      meetingLocation: 'Uttara West Police Station',
      meetingSpotNote: 'Front desk, CCTV',
    });
    const [received] = (
      await seller.client.get(`/api/orders/received?email=${seller.email}`)
    ).json();
    expect(received.meetingSpotNote).toBe('Front desk, CCTV');

    // Removing the spot later keeps the note the order was made with.
    await admin.client.delete(`/api/meeting-spots/${spotId}`);
    const [after] = (await buyer.client.get(`/api/buyproduct?email=${buyer.email}`)).json();
    expect(after.meetingSpotNote).toBe('Front desk, CCTV');
  });

  describe('with places', () => {
    const placeNamed = async (name: string) =>
      (await ctx.client().get(`/api/places?q=${encodeURIComponent(name)}&limit=1`)).json()[0];

    it('suggests the spots nearest a listing with a place first, each with its distance', async () => {
      const admin = await ctx.signUp({ admin: true });
      const [motijheel, pallabi, dhanmondi] = await Promise.all(
        ['Motijheel', 'Pallabi', 'Dhanmondi'].map(placeNamed),
      );
      for (const [name, place] of [
        ['Pallabi Metro Station', pallabi],
        ['Motijheel Bank Lobby', motijheel],
      ] as const) {
        const added = await admin.client.post(
          '/api/meeting-spots',
          spot({ name, area: place.name, placeId: place.id }),
        );
        expect(added.statusCode).toBe(201);
      }
      const seller = await ctx.signUp({ role: 'seller' });
      const { name: category } = await addCategory(ctx);
      const product = await listProduct(seller.client, category, {
        location: 'Dhanmondi',
        placeId: dhanmondi.id,
      });

      const list = await ctx.client().get(`/api/meeting-spots?productId=${product}`);
      expect(list.statusCode).toBe(200);
      const named = list
        .json()
        .filter((found: { placeId?: string }) => found.placeId)
        .map((found: { name: string; distanceKm: number }) => [found.name, found.distanceKm]);
      expect(named).toEqual([
        ['Motijheel Bank Lobby', 3.7],
        ['Pallabi Metro Station', 9.6],
      ]);
    });

    it('refuses an unknown place and a malformed productId with 400', async () => {
      const admin = await ctx.signUp({ admin: true });
      const unknown = await admin.client.post(
        '/api/meeting-spots',
        spot({ name: 'Nowhere Station', placeId: '999999999' }),
      );
      expect(unknown.statusCode).toBe(400);
      expect(JSON.stringify(unknown.json().message)).toContain('placeId: there is no place');
      const malformed = await ctx.client().get('/api/meeting-spots?productId=abc');
      expect(malformed.statusCode).toBe(400);
    });
  });
});
