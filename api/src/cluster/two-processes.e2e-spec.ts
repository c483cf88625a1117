import pg from 'pg';
import { SESSION_REUSE_MS } from '../access/sessions.service.js';
import { type ApiProcess, HttpClient, startApiProcess } from '../testing/api-process.js';
import { productForm } from '../testing/catalogue.js';
import { EventStreamClient } from '../testing/event-stream.js';
import { makeImage, multipartBody } from '../testing/images.js';
import { createScratchDatabase, describeOnPostgres } from '../testing/test-app.js';

/**
 * Two real API processes (the built `api/dist/main.js`) on one PostgreSQL database, as behind a
 * load balancer: whatever one of them does, the other must see. PostgreSQL only: the embedded
 * PGlite is one process by design.
 */
describeOnPostgres('two API processes on one PostgreSQL (%s)', (serverUrl) => {
  let scratch: Awaited<ReturnType<typeof createScratchDatabase>>;
  let first: ApiProcess;
  let second: ApiProcess;
  let database: pg.Client;
  const admin = new HttpClient();
  const password = 'a long enough secret';
  const ADMIN = { email: 'admin@two-processes.example', password: 'the administrator secret' };

  beforeAll(async () => {
    scratch = await createScratchDatabase(serverUrl);
    const env = {
      DATABASE_URL: scratch.url,
      SEED_DEMO: 'true',
      RATE_LIMIT_LOGIN_PER_IP_PER_15_MIN: '5',
      RATE_LIMIT_REGISTER_PER_IP_PER_HOUR: '1000',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
    };
    // Started together on an empty database: both race to migrate and seed.
    [first, second] = await Promise.all([startApiProcess(env), startApiProcess(env)]);
    database = new pg.Client({ connectionString: scratch.url });
    await database.connect();
    // Signed in before the rate-limit test uses up this address's logins.
    expect((await admin.request(first.url, 'POST', '/api/auth/login', ADMIN)).status).toBe(200);
  }, 180_000);

  afterAll(async () => {
    await Promise.all([first?.stop(), second?.stop()]);
    await database?.end();
    await scratch?.drop();
  });

  const register = async (on: ApiProcess, role: 'user' | 'seller' = 'user') => {
    const client = new HttpClient();
    const email = `person-${Math.random().toString(36).slice(2)}@example.com`;
    const response = await client.request(on.url, 'POST', '/api/auth/register', {
      name: 'Two Process Person',
      email,
      password,
      image: '/api/images/test.webp',
      role,
    });
    expect(response.status).toBe(201);
    return { client, email };
  };

  it('migrates and seeds once, under the lock, when both start at the same moment', async () => {
    const migrations = await database.query(
      'select count(*)::int as total from drizzle.__drizzle_migrations',
    );
    const journal = (await import('../../drizzle/meta/_journal.json', { with: { type: 'json' } }))
      .default;
    expect(migrations.rows[0].total).toBe(journal.entries.length);
    const categories = await database.query(
      'select count(*)::int as total, count(distinct name)::int as names from categories',
    );
    expect(categories.rows[0].total).toBeGreaterThan(0);
    expect(categories.rows[0].total).toBe(categories.rows[0].names);
    expect(first.output() + second.output()).not.toMatch(/error/i);
  });

  it("shares one rate limit: five logins per address in all (the admin's and four more), not five per process", async () => {
    const attempt = (on: ApiProcess) =>
      new HttpClient().request(on.url, 'POST', '/api/auth/login', {
        email: 'nobody@example.com',
        password: 'wrong password here',
      });
    const statuses = [];
    for (const on of [first, second, first, second, first, second])
      statuses.push((await attempt(on)).status);
    expect(statuses).toEqual([401, 401, 401, 401, 429, 429]);
  });

  /**
   * Each process reuses a resolved session for up to SESSION_REUSE_MS; a change on one process
   * reaches the other by notification. Asked every 10 ms, the other must refuse the session long
   * before the reuse would have expired on its own.
   */
  const refusedWithinMs = async (request: () => Promise<{ status: number }>) => {
    const started = Date.now();
    while (Date.now() - started < SESSION_REUSE_MS / 5) {
      if ((await request()).status === 401) return Date.now() - started;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    throw new Error(`still accepted after ${SESSION_REUSE_MS / 5} ms`);
  };

  it('a logout on one process is seen by the other within milliseconds', async () => {
    const { client } = await register(first);
    expect((await client.request(second.url, 'GET', '/api/auth/me')).status).toBe(200);
    expect((await client.request(second.url, 'GET', '/api/auth/me')).status).toBe(200);
    const sessionCookie = (client as unknown as { cookie: string }).cookie;
    expect((await client.request(first.url, 'POST', '/api/auth/logout')).status).toBe(204);
    await refusedWithinMs(() =>
      fetch(`${second.url}/api/auth/me`, { headers: { cookie: sessionCookie } }),
    );
  });

  it('an account the admin deletes on one process is refused by the other within milliseconds', async () => {
    const { client, email } = await register(first);
    expect((await client.request(second.url, 'GET', '/api/auth/me')).status).toBe(200);
    const {
      rows: [{ id }],
    } = await database.query('select id from users where email = $1', [email]);
    expect((await admin.request(first.url, 'DELETE', `/api/users/${id}`)).status).toBe(200);
    await refusedWithinMs(() => client.request(second.url, 'GET', '/api/auth/me'));
  });

  const firstCategory = async () =>
    (await database.query('select name from categories order by id limit 1')).rows[0]
      .name as string;
  const namesIn = async (response: Response) =>
    ((await response.json()) as Array<{ productName: string }>).map((p) => p.productName);

  /** Lists `productName` as `seller` through the first process, which answers 201. */
  const listOnFirst = async (seller: HttpClient, category: string, productName: string) => {
    const created = await seller.request(
      first.url,
      'POST',
      '/api/products',
      productForm(category, { productName }),
    );
    expect(created.status).toBe(201);
  };

  /** How long after `since` the other process's answer to `read` first passes `shows`; -1 past 1 s. */
  const visibleAfterMs = async (
    since: number,
    read: () => Promise<Response>,
    shows: (response: Response) => Promise<boolean>,
  ) => {
    while (Date.now() - since < 1_000) if (await shows(await read())) return Date.now() - since;
    return -1;
  };

  it("the seller who lists on one process sees it at once in the other's cached list, and everyone else within a second", async () => {
    const { client } = await register(first, 'seller');
    const category = await firstCategory();
    const listPath = `/api/products?category=${encodeURIComponent(category)}&limit=100`;
    expect((await fetch(`${second.url}${listPath}`)).status).toBe(200);

    const productName = `Listed on one process ${Date.now()}`;
    await listOnFirst(client, category, productName);
    const listedAt = Date.now();
    // The writer's very next read, on the other process, before any notification could arrive.
    expect(await namesIn(await client.request(second.url, 'GET', listPath))).toContain(productName);

    const othersAfterMs = await visibleAfterMs(
      listedAt,
      () => fetch(`${second.url}${listPath}`),
      async (response) => (await namesIn(response)).includes(productName),
    );
    expect(othersAfterMs).toBeGreaterThanOrEqual(0);
    console.warn(`New listing in the other process's list for others after ${othersAfterMs} ms`);
  });

  it("a crawler reads a new listing in the other process's rendered category page within a second", async () => {
    const { client } = await register(first, 'seller');
    const category = await firstCategory();
    const pageUrl = `${second.url}/producs/${encodeURIComponent(category)}`;
    const crawl = () => fetch(pageUrl, { headers: { accept: 'text/html' } });
    // Rendered and kept by the other process first.
    expect(await (await crawl()).text()).toContain(`Products in ${category}`);

    const productName = `Rendered on the other process ${Date.now()}`;
    await listOnFirst(client, category, productName);
    const renderedAfterMs = await visibleAfterMs(Date.now(), crawl, async (response) => {
      const html = await response.text();
      // In the rendered markup, not only in the head's structured data.
      return html.slice(html.indexOf('<div id="root">')).includes(`alt="${productName}"`);
    });
    expect(renderedAfterMs).toBeGreaterThanOrEqual(0);
    console.warn(`New listing in the other process's rendered page after ${renderedAfterMs} ms`);
  });

  it('an image uploaded to one process is served by the other', async () => {
    const { payload, headers } = multipartBody(await makeImage('png', 320, 240), {
      filename: 'photo.png',
      contentType: 'image/png',
    });
    const uploaded = await new HttpClient().request(
      first.url,
      'POST',
      '/api/images',
      payload,
      headers,
    );
    expect(uploaded.status).toBe(201);
    const { data } = (await uploaded.json()) as { data: { url: string; thumbUrl: string } };
    for (const url of [data.url, data.thumbUrl]) {
      const served = await fetch(`${second.url}${url}`);
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe('image/webp');
      expect((await served.arrayBuffer()).byteLength).toBeGreaterThan(0);
    }
  });

  it('a search cursor issued by one process pages on the other (a key both read from the database)', async () => {
    const search = '/api/products/search?sort=newest&limit=2';
    const firstPage = await fetch(`${first.url}${search}`);
    expect(firstPage.status).toBe(200);
    const cursor = firstPage.headers.get('x-next-cursor');
    expect(cursor).toBeTruthy();
    const nextPage = await fetch(`${second.url}${search}&cursor=${encodeURIComponent(cursor!)}`);
    expect(nextPage.status).toBe(200);
    const firstIds = ((await firstPage.json()) as Array<{ _id: string }>).map((p) => p._id);
    const nextIds = ((await nextPage.json()) as Array<{ _id: string }>).map((p) => p._id);
    expect(nextIds).toHaveLength(2);
    expect(nextIds.some((id) => firstIds.includes(id))).toBe(false);
  });

  it('a live stream on one process receives, in milliseconds, a message sent through the other', async () => {
    const { client: seller } = await register(first, 'seller');
    const { client: buyer } = await register(second);
    const {
      rows: [category],
    } = await database.query('select name from categories order by id limit 1');
    const listed = await seller.request(
      first.url,
      'POST',
      '/api/products',
      productForm(category.name, { productName: `Asked about ${Date.now()}` }),
    );
    const { insertedId: productId } = (await listed.json()) as { insertedId: string };
    const opened = await buyer.request(first.url, 'POST', '/api/conversations', { productId });
    const { _id: id } = (await opened.json()) as { _id: string };

    const sellerPage = await EventStreamClient.connect(`${second.url}/api/events`, {
      cookie: (seller as unknown as { cookie: string }).cookie,
    });
    try {
      expect(sellerPage.status).toBe(200);
      const sentAt = performance.now();
      const sent = await buyer.request(first.url, 'POST', `/api/conversations/${id}/messages`, {
        text: 'Sent through the first process',
      });
      expect(sent.status).toBe(201);
      await sellerPage.until((s) => s.all('message').length > 0);
      const [event] = sellerPage.events.filter((e) => e.event === 'message');
      expect(JSON.parse(event!.data).message.text).toBe('Sent through the first process');
      console.warn(
        `Message on the other process's stream after ${Math.round(event!.receivedAt - sentAt)} ms`,
      );
    } finally {
      sellerPage.close();
    }
  });
});
