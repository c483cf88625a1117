import {
  type LiveEvents,
  SAVED_SEARCHES_MAX,
  type SavedSearch,
  type SavedSearchRequest,
  savedSearchPath,
} from '@marketplace/contracts';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { queryRows } from '../database/database.js';
import { addCategory, listProduct } from '../testing/catalogue.js';
import { EventStreamClient } from '../testing/event-stream.js';
import { SmtpCatcher } from '../testing/smtp-catcher.js';
import {
  DATABASE_TARGETS,
  type TestClient,
  type TestContext,
  createTestContext,
} from '../testing/test-app.js';
import { until } from '../testing/until.js';
import { withClockAhead } from '../testing/clock.js';
import { expectLimited } from '../testing/limits.js';

/** Short, so the suite sees a second digest; long enough that three listings fall inside it. */
const DIGEST_PERIOD_MS = 2_000;

describe.each(DATABASE_TARGETS)('saved searches on %s', (_, databaseUrl) => {
  let smtp: SmtpCatcher;
  let ctx: TestContext;
  let base: string;
  let category: string;
  const streams: EventStreamClient[] = [];

  beforeAll(async () => {
    smtp = await new SmtpCatcher({ skipVerificationLinks: true }).start();
    ctx = await createTestContext(databaseUrl, {
      SMTP_URL: smtp.url,
      PUBLIC_URL: 'https://market.example',
      JOBS_WORKER: 'true',
      JOBS_POLL_INTERVAL_MS: '50',
      SAVED_SEARCH_DIGEST_PERIOD_MS: String(DIGEST_PERIOD_MS),
      LIVE_HEARTBEAT_MS: '200',
    });
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(ctx.app.getHttpServer().address() as AddressInfo).port}`;
    category = (await addCategory(ctx)).name;
  });
  afterEach(() => {
    for (const stream of streams.splice(0)) stream.close();
  });
  afterAll(async () => {
    await ctx.close();
    await smtp.close();
  });

  const save = (client: TestClient, body: SavedSearchRequest) =>
    client.post('/api/saved-searches', body);
  const savedId = async (client: TestClient, body: SavedSearchRequest) => {
    const response = await save(client, body);
    expect(response.statusCode).toBe(201);
    return response.json().insertedId as string;
  };

  /** Every job due now has run: each listing's matching, and the emails it queued. */
  const drained = () =>
    until(
      () =>
        queryRows<{ pending: number }>(
          ctx.db,
          sql`select count(*)::int as pending from jobs
              where run_at <= now() and failed_at is null`,
        ),
      ([row]) => row!.pending === 0,
    );

  const newMatches = async (client: TestClient) => {
    const list = (await client.get('/api/saved-searches')).json<SavedSearch[]>();
    return Object.fromEntries(list.map((search) => [search.name, search.newMatches]));
  };

  it('keeps, lists and deletes an account’s searches, the query read as the search reads it', async () => {
    const buyer = await ctx.signUp();
    const id = await savedId(buyer.client, {
      name: ' Cheap bikes ',
      query: { q: 'bicycle', category, maxPrice: '5000', condition: '', verifiedOnly: 'false' },
    });
    await savedId(buyer.client, {
      name: 'Fridges in Dhaka',
      query: { q: 'fridge', location: 'Dhaka' },
    });

    const list = await buyer.client.get('/api/saved-searches');
    expect(list.statusCode).toBe(200);
    expect(list.json()).toEqual([
      expect.objectContaining({ name: 'Fridges in Dhaka', newMatches: 0 }),
      {
        _id: id,
        name: 'Cheap bikes',
        query: { q: 'bicycle', category, maxPrice: 5000, verifiedOnly: false },
        newMatches: 0,
        createdAt: expect.stringMatching(/^\d{4}-/),
      },
    ]);
    expect((await (await ctx.signUp()).client.get('/api/saved-searches')).json()).toEqual([]);

    const removed = await buyer.client.delete(`/api/saved-searches/${id}`);
    expect(removed.json()).toEqual({ acknowledged: true, deletedCount: 1 });
    expect((await newMatches(buyer.client))['Cheap bikes']).toBeUndefined();
  });

  it('answers 401 signed out, 404 for no such search, 403 for another’s', async () => {
    const owner = await ctx.signUp();
    const id = await savedId(owner.client, { name: 'Lamps', query: { q: 'lamp' } });
    expect((await save(ctx.client(), { name: 'Lamps', query: { q: 'lamp' } })).statusCode).toBe(
      401,
    );
    expect((await ctx.client().get('/api/saved-searches')).statusCode).toBe(401);
    expect((await ctx.client().delete(`/api/saved-searches/${id}`)).statusCode).toBe(401);

    const other = await ctx.signUp();
    const foreign = await other.client.delete(`/api/saved-searches/${id}`);
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().message).toBe('You may only delete your own saved searches');
    for (const missing of ['987654321', 'abc']) {
      const response = await owner.client.delete(`/api/saved-searches/${missing}`);
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe('Saved search not found');
    }
    expect(await newMatches(owner.client)).toEqual({ Lamps: 0 });
  });

  it.each([
    ['no name', { name: '  ', query: { q: 'lamp' } }, 'name is required'],
    ['a long name', { name: 'x'.repeat(61), query: { q: 'lamp' } }, 'name must be at most 60'],
    ['no words nor filter', { name: 'All', query: { q: ' - ' } }, 'query needs words or'],
    ['a minimum price of 0 alone', { name: 'Z', query: { minPrice: '0' } }, 'query needs words or'],
    ['a reversed range', { name: 'R', query: { minPrice: '9', maxPrice: '1' } }, 'maxPrice'],
    ['an unknown parameter', { name: 'U', query: { q: 'lamp', colour: 'red' } }, 'colour'],
    ['a bad condition', { name: 'C', query: { condition: 'broken' } }, 'condition'],
    ['no query', { name: 'N' }, 'query'],
    ['an unknown category', { name: 'K', query: { category: 'No such thing' } }, 'no category'],
    ['a bad near', { name: 'P', query: { q: 'lamp', near: '91,90' } }, 'near must be <lat>,<lng>'],
    [
      'a radius too large',
      { name: 'Q', query: { near: '23.7,90.4', radiusKm: '501' } },
      'radiusKm',
    ],
    [
      'a radius without a point',
      { name: 'W', query: { q: 'lamp', radiusKm: '5' } },
      'radiusKm needs',
    ],
    [
      'an unknown place',
      { name: 'X', query: { place: '999999999' } },
      'query.place: there is no place',
    ],
  ])('answers 400 for %s', async (_case, body, message) => {
    const buyer = await ctx.signUp();
    const response = await buyer.client.post('/api/saved-searches', body);
    expect(response.statusCode).toBe(400);
    expect(JSON.stringify(response.json().message)).toContain(message);
  });

  it(`answers 409 for a name the account uses already, and past ${SAVED_SEARCHES_MAX} searches`, async () => {
    const buyer = await ctx.signUp();
    await savedId(buyer.client, { name: 'Bikes', query: { q: 'bike' } });
    const same = await save(buyer.client, { name: 'bikes', query: { q: 'cycle' } });
    expect(same.statusCode).toBe(409);
    expect(same.json().message).toBe('You already have a saved search named "bikes"');
    // Another account may use the name.
    await savedId((await ctx.signUp()).client, { name: 'Bikes', query: { q: 'bike' } });

    for (let n = 2; n <= SAVED_SEARCHES_MAX; n += 1) {
      await savedId(buyer.client, { name: `Search ${n}`, query: { q: `word${n}` } });
    }
    const full = await save(buyer.client, { name: 'One more', query: { q: 'lamp' } });
    expect(full.statusCode).toBe(409);
    expect(full.json().message).toBe(
      `You can keep at most ${SAVED_SEARCHES_MAX} saved searches; delete one to save another`,
    );
  });

  it('counts the new and edited listings that match, never the owner’s own, until the list is opened', async () => {
    const otherCategory = (await addCategory(ctx)).name;
    const buyer = await ctx.signUp({ role: 'seller' });
    const seller = await ctx.signUp({ role: 'seller' });
    await savedId(buyer.client, {
      name: 'Road bikes',
      query: { q: 'road bicycles', category, maxPrice: '10000', location: 'mirpur' },
    });
    await savedId(buyer.client, { name: 'Gears', query: { q: 'gears', condition: 'good' } });

    const form = {
      productName: 'Road bicycle',
      description: 'Phoenix, 21 gears',
      location: 'Mirpur 10, Dhaka',
      resellPrice: '8000',
      condition: 'good',
    };
    await listProduct(seller.client, category, form);
    await listProduct(buyer.client, category, { ...form, productName: 'My own road bicycle' });
    await listProduct(seller.client, category, { ...form, resellPrice: '12000' });
    await listProduct(seller.client, otherCategory, { ...form, condition: 'fair' });
    await listProduct(seller.client, category, { ...form, location: 'Chattogram' });
    const mountain = await listProduct(seller.client, category, {
      ...form,
      productName: 'Mountain bicycle',
      description: 'Road tyres',
      resellPrice: '15000',
      condition: 'fair',
    });
    await drained();
    expect(await newMatches(buyer.client)).toEqual({ 'Road bikes': 1, Gears: 3 });
    // Opened: seen.
    expect(await newMatches(buyer.client)).toEqual({ 'Road bikes': 0, Gears: 0 });

    // An edit that brings a listing into the search is a match; one that keeps it there is not.
    const edited = await seller.client.request('PATCH', `/api/product/${mountain}`, {
      resellPrice: '9000',
    });
    expect(edited.statusCode).toBe(200);
    await drained();
    await seller.client.request('PATCH', `/api/product/${mountain}`, { resellPrice: '8500' });
    await drained();
    expect(await newMatches(buyer.client)).toEqual({ 'Road bikes': 1, Gears: 0 });
  });

  /** A gazetteer place's id and point, as the type-ahead answers it. */
  const place = async (name: string) => {
    const response = await ctx.client().get(`/api/places?q=${encodeURIComponent(name)}&limit=1`);
    return response.json<{ id: string; lat: number; lng: number }[]>()[0]!;
  };

  it('keeps a search around a place or a point, and matches listings within its radius only', async () => {
    const buyer = await ctx.signUp();
    const seller = await ctx.signUp({ role: 'seller' });
    const dhanmondi = await place('Dhanmondi');
    const byPlace = await savedId(buyer.client, {
      name: 'Cycles near Dhanmondi',
      query: { q: 'cycle', place: dhanmondi.id, radiusKm: '5' },
    });
    const byPoint = await savedId(buyer.client, {
      name: 'Cycles near me',
      query: { q: 'cycle', near: `${dhanmondi.lat},${dhanmondi.lng}`, radiusKm: '5' },
    });
    // Without a radius, the search's own: 50 km.
    const aroundTown = await savedId(buyer.client, {
      name: 'Cycles around Motijheel',
      query: { q: 'cycle', place: (await place('Motijheel')).id },
    });
    const saved = (await buyer.client.get('/api/saved-searches')).json<SavedSearch[]>();
    expect(
      saved.map((search) => [search.name, search.query, savedSearchPath(search.query)]),
    ).toEqual([
      [
        'Cycles around Motijheel',
        { q: 'cycle', place: expect.any(String), verifiedOnly: false },
        expect.stringMatching(/^\/search\?q=cycle&place=\d+$/),
      ],
      [
        'Cycles near me',
        { q: 'cycle', near: { lat: 23.74, lng: 90.385 }, radiusKm: 5, verifiedOnly: false },
        '/search?q=cycle&near=23.74%2C90.385&radiusKm=5',
      ],
      [
        'Cycles near Dhanmondi',
        { q: 'cycle', place: dhanmondi.id, radiusKm: 5, verifiedOnly: false },
        `/search?q=cycle&place=${dhanmondi.id}&radiusKm=5`,
      ],
    ]);

    // Motijheel is 3.7 km from Dhanmondi, Mirpur Model Thana 8.1 km.
    for (const name of ['Motijheel', 'Mirpur Model Thana', 'Chattogram']) {
      await listProduct(seller.client, category, {
        productName: `Cycle in ${name}`,
        location: name,
        placeId: (await place(name)).id,
      });
    }
    await listProduct(seller.client, category, {
      productName: 'Cycle near the big mosque',
      location: 'near the big mosque',
    });
    await drained();
    const matched = await queryRows<{ id: string; names: string[] }>(
      ctx.db,
      sql`select saved_search_id::text as id, array_agg(product_name order by product_name) as names
          from saved_search_matches
          where saved_search_id in (${Number(byPlace)}, ${Number(byPoint)}, ${Number(aroundTown)})
          group by saved_search_id order by saved_search_id`,
    );
    expect(matched).toEqual([
      { id: byPlace, names: ['Cycle in Motijheel'] },
      { id: byPoint, names: ['Cycle in Motijheel'] },
      { id: aroundTown, names: ['Cycle in Mirpur Model Thana', 'Cycle in Motijheel'] },
    ]);
  });

  it('tells the owner’s open page of a match at once', async () => {
    const buyer = await ctx.signUp();
    const seller = await ctx.signUp({ role: 'seller' });
    const id = await savedId(buyer.client, { name: 'Sofas', query: { q: 'sofa' } });
    const page = await EventStreamClient.connect(`${base}/api/events`, buyer.client.cookieHeader);
    streams.push(page);
    const sellerPage = await EventStreamClient.connect(
      `${base}/api/events`,
      seller.client.cookieHeader,
    );
    streams.push(sellerPage);
    const productId = await listProduct(seller.client, category, {
      productName: 'Three-seat sofa',
    });
    await page.until((stream) => stream.all('saved-search').length > 0);
    expect(page.all<LiveEvents['saved-search']>('saved-search')).toEqual([
      { savedSearchId: id, name: 'Sofas', productId, productName: 'Three-seat sofa' },
    ]);
    expect(sellerPage.all('saved-search')).toEqual([]);
  });

  it('emails a digest at most once a period per search, with the matches and a way to stop it', async () => {
    const buyer = await ctx.signUp({ name: 'Nusrat Jahan' });
    const seller = await ctx.signUp({ role: 'seller' });
    await savedId(buyer.client, { name: 'Desks', query: { q: 'desk', maxPrice: '9000' } });
    await listProduct(seller.client, category, { productName: 'Oak desk', resellPrice: '4000' });
    const first = await smtp.waitFor(buyer.email);
    expect(first.subject).toBe('A new listing matches "Desks"');
    expect(first.text).toContain('Oak desk');
    expect(first.text).toContain('https://market.example/search?q=desk&maxPrice=9000');
    expect(first.text).toContain('https://market.example/dashbord/settings');
    const firstAt = Date.now();

    await listProduct(seller.client, category, {
      productName: 'Standing desk',
      resellPrice: '7000',
    });
    await listProduct(seller.client, category, { productName: 'Desk lamp', resellPrice: '500' });
    await until(
      () => newMatchCount(buyer.client),
      (count) => count === 3,
    );
    // Matched within the period: the second email waits for its end.
    expect(smtp.to(buyer.email)).toHaveLength(1);
    await until(
      async () => smtp.to(buyer.email).length,
      (count) => count === 2,
    );
    expect(Date.now() - firstAt).toBeGreaterThanOrEqual(DIGEST_PERIOD_MS - 500);
    const second = smtp.to(buyer.email)[1]!;
    expect(second.subject).toBe('2 new listings match "Desks"');
    expect(second.text).toContain('Standing desk');
    expect(second.text).toContain('Desk lamp');
    expect(second.text).not.toContain('Oak desk');

    // Turned off in Settings (the emails' unsubscribe link): no more digests.
    const preferences = (await buyer.client.get('/api/account/notifications')).json();
    const off = await buyer.client.put('/api/account/notifications', {
      ...preferences,
      savedSearchMatches: false,
    });
    expect(off.statusCode).toBe(200);
    await listProduct(seller.client, category, { productName: 'Corner desk', resellPrice: '3000' });
    await until(
      () => newMatchCount(buyer.client),
      (count) => count === 4,
    );
    await until(
      () =>
        queryRows<{ pending: number }>(
          ctx.db,
          sql`select count(*)::int as pending from jobs
              where kind in ('saved-searches.digest', 'email')
                and failed_at is null`,
        ),
      ([row]) => row!.pending === 0,
      DIGEST_PERIOD_MS * 5,
    );
    expect(smtp.to(buyer.email)).toHaveLength(2);
  });

  /** The account's matches recorded so far (read in the database: opening the list marks them). */
  const newMatchCount = async (client: TestClient) => {
    const me = (await client.get('/api/auth/me')).json<{ email: string }>();
    const [row] = await queryRows<{ matches: number }>(
      ctx.db,
      sql`select count(*)::int as matches from saved_search_matches m
          join saved_searches s on s.id = m.saved_search_id
          join users u on u.id = s.user_id where u.email = ${me.email}`,
    );
    return row!.matches;
  };
});

describe.each(DATABASE_TARGETS)('saved-search changes per account, on %s', (_, databaseUrl) => {
  const LIMIT = 3;
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext(databaseUrl, {
      RATE_LIMIT_SAVED_SEARCH_CHANGES_PER_HOUR: String(LIMIT),
    });
  });
  afterAll(() => ctx.close());

  it('finding 6: counts saves and deletes, answers 429 with Retry-After past the limit, and takes them again an hour on', async () => {
    const save = (client: TestClient, name: string) =>
      client.post('/api/saved-searches', { name, query: { q: name } });
    const buyer = await ctx.signUp();
    expect(
      (await buyer.client.post('/api/saved-searches', { name: 'All', query: {} })).statusCode,
    ).toBe(400);
    const kept = await save(buyer.client, 'lamp');
    expect(kept.statusCode).toBe(201);
    expect(
      (await buyer.client.delete(`/api/saved-searches/${kept.json().insertedId}`)).statusCode,
    ).toBe(200);
    expect((await save(buyer.client, 'chair')).statusCode).toBe(201);
    const retryAfter = expectLimited(
      await save(buyer.client, 'table'),
      'Too many saved-search changes, try again later',
    );
    expect((await buyer.client.get('/api/saved-searches')).json()).toHaveLength(1);

    expect((await save((await ctx.signUp()).client, 'table')).statusCode).toBe(201);
    await withClockAhead(retryAfter, async () => {
      expect((await save(buyer.client, 'table')).statusCode).toBe(201);
    });
  });
});
