/**
 * `npm run bench:mixed`: the catalogue read and written at once, through the reference deployment's
 * topology: two API processes on one PostgreSQL database behind Debian's nginx
 * (deploy/nginx/marketplace.conf, filled in by deploy/scripts/nginx-config.mjs into a temporary
 * folder, nginx run in the foreground as a child of this script).
 *
 * For each catalogue size (BENCH_MIXED_PRODUCTS, default `10000,1000000`; loaded as `npm run
 * bench` loads it), BENCH_MIXED_CONNECTIONS clients (32) send requests back to back for
 * BENCH_MIXED_DURATION seconds (60), each drawn by weight (READS, WRITES):
 *
 *   1. readers only: anonymous page views (home, categories, search, seller profiles; half of
 *      them with a returning visitor's cookie), list and search calls, signed-in detail views;
 *   2. the same readers with writers at BENCH_MIXED_WRITE_SHARE of the requests (5 %): listing,
 *      price edits, advertising, orders and their transitions, messages.
 *
 * Prints per class req/s, p50, p99 and errors; the share of public HTML that came server-rendered;
 * freshness: from a write's 2xx until an anonymous reader on the other process (the one nginx did
 * not send the write to, named by the bench's `X-Upstream` header) sees it; each reader class's
 * p99 against the read-only run's; and products sold twice. Writes bench/results/mixed-latest.json.
 *
 * Ports: BENCH_MIXED_PORT (4650) for nginx, the next two for the API processes. PostgreSQL:
 * BENCH_DATABASE_URL's server, database BENCH_MIXED_DATABASE (marketplace_bench_mixed).
 */
import { execSync, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { createRequire } from 'node:module';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { writeNginxConfig } from '../deploy/scripts/nginx-config.mjs';
import { SERVER_URL, databaseUrl, withClient } from './bench-database.mjs';
import { ADJECTIVES, BENCH_PASSWORD, BRANDS, THINGS, loadCatalogue } from './load-data.mjs';
import { sessionsFor } from './order-cases.mjs';
import { startProductServer } from './product-server.mjs';

const require = createRequire(import.meta.url);
const { hash } = require('@node-rs/argon2');

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const DATABASE_NAME = process.env.BENCH_MIXED_DATABASE ?? 'marketplace_bench_mixed';
const SIZES = (process.env.BENCH_MIXED_PRODUCTS ?? '10000,1000000').split(',').map(Number);
const DURATION_S = Number(process.env.BENCH_MIXED_DURATION ?? 60);
const WARMUP_S = 5;
const CONNECTIONS = Number(process.env.BENCH_MIXED_CONNECTIONS ?? 32);
const WRITE_SHARE = Number(process.env.BENCH_MIXED_WRITE_SHARE ?? 0.05);
const PORT = Number(process.env.BENCH_MIXED_PORT ?? 4650);
const API_PORTS = [PORT + 1, PORT + 2];
const NGINX = process.env.NGINX ?? '/usr/sbin/nginx';
const BASE = `http://127.0.0.1:${PORT}`;
/** How long a freshness probe asks before it counts the change as not seen. */
const FRESHNESS_GIVE_UP_MS = 5_000;
/** Probes in flight at once: each is a reader of its own, polling every 10 ms. */
const PROBES_AT_ONCE = 4;
const BUYERS = 500;
const USERS = 100_000;

const log = (message) => process.stdout.write(`${message}\n`);
const pick = (list) => list[Math.floor(Math.random() * list.length)];

const agent = new Agent({ keepAlive: true, maxSockets: CONNECTIONS + PROBES_AT_ONCE });

/** One HTTP request; resolves `{ status, headers, body }` (the body as text), never rejects. */
function send(base, method, path, { cookie, json, accept } = {}) {
  const body = json === undefined ? undefined : JSON.stringify(json);
  return new Promise((resolve) => {
    const outgoing = request(
      `${base}${path}`,
      {
        method,
        agent,
        headers: {
          ...(cookie ? { cookie } : {}),
          ...(accept ? { accept } : {}),
          ...(body ? { 'content-type': 'application/json', origin: BASE } : {}),
        },
      },
      (response) => {
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode,
            headers: response.headers,
            body: Buffer.concat(chunks).toString('utf8'),
          }),
        );
        response.on('error', () => resolve({ status: 0, headers: {}, body: '' }));
      },
    );
    outgoing.on('error', () => resolve({ status: 0, headers: {}, body: '' }));
    outgoing.end(body);
  });
}

const jsonOf = (response) => {
  try {
    return JSON.parse(response.body);
  } catch {
    return undefined;
  }
};

/** The server-rendered markup of a page: empty when the browser is left to render it. */
const renderedRoot = (html) =>
  /<div id="root">([\s\S]*?)<\/div>(?:<script data-src=|<\/body>)/.exec(html)?.[1] ?? '';

const percentile = (sorted, p) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : 0;

/** Per class: latencies (ms), errors by status, and for pages how many came server-rendered. */
class Tally {
  classes = new Map();

  record(name, ms, { ok, status, rendered }) {
    let entry = this.classes.get(name);
    if (!entry) {
      entry = { times: [], errors: 0, statuses: {}, pages: 0, rendered: 0 };
      this.classes.set(name, entry);
    }
    entry.times.push(ms);
    if (!ok) {
      entry.errors += 1;
      entry.statuses[status] = (entry.statuses[status] ?? 0) + 1;
    }
    if (rendered !== undefined) {
      entry.pages += 1;
      if (rendered) entry.rendered += 1;
    }
  }

  summary(seconds) {
    return Object.fromEntries(
      [...this.classes]
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([name, { times, errors, statuses, pages, rendered }]) => {
          const sorted = times.sort((a, b) => a - b);
          return [
            name,
            {
              rps: Number((sorted.length / seconds).toFixed(1)),
              p50Ms: Number(percentile(sorted, 50).toFixed(1)),
              p99Ms: Number(percentile(sorted, 99).toFixed(1)),
              requests: sorted.length,
              errors,
              ...(errors ? { statuses } : {}),
              ...(pages ? { serverRendered: rendered / pages } : {}),
            },
          ];
        }),
    );
  }
}

/**
 * What the clients act on: accounts' cookies, words and categories, and what the writers made
 * in this run (listings, orders in each state, conversations).
 */
function workloadState({ catalogue, productCount, buyerCookies, sellerCookies, listers }) {
  return {
    productCount,
    categories: catalogue.categories,
    buyerCookies,
    sellerCookies,
    listers,
    /**
     * Listings made in this run, for sale and not advertised, that no writer is working on: a
     * writer takes one out while it changes it and its freshness is probed, so no other write
     * (an order) makes the probe wait for what will never show.
     */
    listed: [],
    ordered: new Set(),
    requested: [],
    accepted: [],
    conversations: new Map(),
    made: 0,
    doubleSellAttempts: 0,
  };
}

/** The seller of a loaded product (load-data.mjs spreads products over every tenth user). */
const loadedSellerOf = (id) => 10 * (1 + ((id * 7919) % (USERS / 10)));

/** A loaded product that the load left for sale, not ordered yet in this run. */
function loadedAvailableProduct(state) {
  for (;;) {
    const id = 1 + Math.floor(Math.random() * state.productCount);
    if (id % 20 !== 7 && !state.ordered.has(id)) return id;
  }
}

const searchWords = () =>
  Math.random() < 0.5
    ? pick(THINGS)
    : `${pick(BRANDS).toLowerCase()} ${pick([...THINGS, ...ADJECTIVES])}`;

/** The reads, by weight: what an anonymous visitor or a signed-in buyer asks for. */
const READS = [
  [10, 'page: home', () => '/'],
  [20, 'page: category', (s) => `/producs/${encodeURIComponent(pick(s.categories))}`],
  [10, 'page: search', () => `/search?q=${encodeURIComponent(searchWords())}`],
  [
    10,
    'page: seller profile',
    (s) => `/sellers/${loadedSellerOf(1 + Math.floor(Math.random() * s.productCount))}`,
  ],
  [
    20,
    'api: category list',
    (s) => `/api/products?category=${encodeURIComponent(pick(s.categories))}`,
  ],
  [10, 'api: search', () => `/api/products/search?q=${encodeURIComponent(searchWords())}`],
  [
    15,
    'api: detail (signed in)',
    (s) => `/api/producs/${1 + Math.floor(Math.random() * s.productCount)}`,
  ],
];

async function readOnce(state, tally, [, name, pathOf]) {
  const path = pathOf(state);
  const page = name.startsWith('page:');
  const cookie = page
    ? Math.random() < 0.5
      ? 'returning=1'
      : undefined
    : name.includes('signed in')
      ? pick(state.buyerCookies)
      : undefined;
  const started = performance.now();
  const response = await send(BASE, 'GET', path, {
    cookie,
    accept: page ? 'text/html' : undefined,
  });
  const ms = performance.now() - started;
  tally.record(name, ms, {
    ok: response.status >= 200 && response.status < 300,
    status: response.status,
    rendered: page ? renderedRoot(response.body).length > 0 : undefined,
  });
}

/** The other API process than the one nginx sent `response`'s request to. */
const otherProcess = (response) => {
  const served = Number(
    String(response.headers['x-upstream'] ?? '')
      .split(':')
      .pop(),
  );
  const other = API_PORTS.find((port) => port !== served) ?? API_PORTS[0];
  return `http://127.0.0.1:${other}`;
};

/**
 * Freshness: from `wroteAt` (the write's 2xx) until `seen` holds of what an anonymous reader gets
 * at `path` on `base`; at most PROBES_AT_ONCE run, a write beyond them is not probed.
 */
function probeFreshness(freshness, kind, base, path, seen, wroteAt, accept) {
  if (freshness.inFlight >= PROBES_AT_ONCE) return Promise.resolve();
  freshness.inFlight += 1;
  return (async () => {
    try {
      for (;;) {
        const response = await send(base, 'GET', path, { accept });
        if (response.status === 200 && seen(response.body)) {
          freshness.record(kind, performance.now() - wroteAt);
          return;
        }
        if (performance.now() - wroteAt > FRESHNESS_GIVE_UP_MS) {
          freshness.record(kind, Infinity);
          return;
        }
        await sleep(10);
      }
    } finally {
      freshness.inFlight -= 1;
    }
  })();
}

/** One of the run's listings, taken out of `state.listed` for the caller's write. */
const takeListing = (state) =>
  state.listed.length
    ? state.listed.splice(Math.floor(Math.random() * state.listed.length), 1)[0]
    : undefined;

const categoryList = (category) => `/api/products?category=${encodeURIComponent(category)}`;
const listIds = (body) => {
  try {
    return JSON.parse(body).map((item) => item._id);
  } catch {
    return [];
  }
};

/** The writes, by weight, each its own class; each sends one request or, lacking what it needs, lists. */
const WRITES = [
  [25, 'write: list', list],
  [20, 'write: edit price', editPrice],
  [10, 'write: advertise', advertise],
  [20, 'write: place order', placeOrder],
  [15, 'write: accept/decline/withdraw', answerOrder],
  [10, 'write: confirm', confirmOrder],
  [10, 'write: message', sendMessage],
];

async function timed(tally, name, work) {
  const started = performance.now();
  const response = await work();
  tally.record(name, performance.now() - started, {
    ok: response.status >= 200 && response.status < 300,
    status: response.status,
  });
  return response;
}

async function list(state, tally, freshness) {
  const [sellerId, cookie] = pick(state.listers);
  const category = pick(state.categories);
  state.made += 1;
  const name = `Mixed bench lamp ${state.made} ${Date.now()}`;
  const response = await timed(tally, 'write: list', () =>
    send(BASE, 'POST', '/api/products', {
      cookie,
      json: {
        productName: name,
        productImage: '/api/images/bench-product.webp',
        location: 'Dhaka',
        orginalPrice: '3000',
        resellPrice: '1800',
        yearsOfUsed: '1 year',
        category,
        phone: '01712345678',
      },
    }),
  );
  if (response.status !== 201) return;
  const wroteAt = performance.now();
  const id = jsonOf(response).insertedId;
  const other = otherProcess(response);
  const probed =
    Math.random() < 0.5
      ? probeFreshness(
          freshness,
          'new listing in its category list (API)',
          other,
          categoryList(category),
          (body) => listIds(body).includes(id),
          wroteAt,
        )
      : probeFreshness(
          freshness,
          'new listing in its category page (HTML)',
          other,
          `/producs/${encodeURIComponent(category)}`,
          (body) => renderedRoot(body).includes(name),
          wroteAt,
          'text/html',
        );
  void probed.then(() => state.listed.push({ id, sellerId, cookie, category }));
}

async function editPrice(state, tally, freshness) {
  const listing = takeListing(state);
  if (!listing) return list(state, tally, freshness);
  const price = String(1000 + Math.floor(Math.random() * 900));
  const response = await timed(tally, 'write: edit price', () =>
    send(BASE, 'PATCH', `/api/product/${listing.id}`, {
      cookie: listing.cookie,
      json: { resellPrice: price },
    }),
  );
  const probed =
    response.status === 200
      ? probeFreshness(
          freshness,
          'price edit in its category list (API)',
          otherProcess(response),
          categoryList(listing.category),
          (body) =>
            (jsonOf({ body }) ?? []).some(
              (item) => item._id === listing.id && String(item.resellPrice) === price,
            ),
          performance.now(),
        )
      : Promise.resolve();
  void probed.then(() => state.listed.push(listing));
}

async function advertise(state, tally, freshness) {
  // Advertised, it leaves the writers' listings: the probe waits for it on the home list.
  const listing = takeListing(state);
  if (!listing) return list(state, tally, freshness);
  const response = await timed(tally, 'write: advertise', () =>
    send(BASE, 'PUT', `/api/product/${listing.id}`, { cookie: listing.cookie }),
  );
  if (response.status !== 200) return;
  probeFreshness(
    freshness,
    'advertised listing in /api/advrtized',
    otherProcess(response),
    '/api/advrtized',
    (body) => listIds(body).includes(listing.id),
    performance.now(),
  );
}

async function placeOrder(state, tally, freshness) {
  const buyer = Math.floor(Math.random() * state.buyerCookies.length);
  // Half on listings made in this run (their category's first page shows them), half on the
  // loaded catalogue's.
  const made = Math.random() < 0.5 ? state.listed.shift() : undefined;
  const productId = made ? Number(made.id) : loadedAvailableProduct(state);
  state.ordered.add(productId);
  const response = await timed(tally, 'write: place order', () =>
    send(BASE, 'POST', '/api/buyproduct', {
      cookie: state.buyerCookies[buyer],
      json: { productId: String(productId), phone: '01711000000', meetingLocation: 'Gulshan 1' },
    }),
  );
  if (response.status !== 201) return;
  const wroteAt = performance.now();
  const sellerId = made ? made.sellerId : loadedSellerOf(productId);
  state.requested.push({ id: jsonOf(response).insertedId, buyer, sellerId });
  if (made)
    probeFreshness(
      freshness,
      'ordered listing gone from its category list (API)',
      otherProcess(response),
      categoryList(made.category),
      (body) => !listIds(body).includes(made.id),
      wroteAt,
    );
}

async function answerOrder(state, tally, freshness) {
  const order = state.requested.shift();
  if (!order) return placeOrder(state, tally, freshness);
  const roll = Math.random();
  const [method, path, cookie] =
    roll < 0.4
      ? ['POST', `/api/orders/${order.id}/accept`, state.sellerCookies.get(order.sellerId)]
      : roll < 0.6
        ? ['POST', `/api/orders/${order.id}/decline`, state.sellerCookies.get(order.sellerId)]
        : ['DELETE', `/api/buydelete/${order.id}`, state.buyerCookies[order.buyer]];
  const response = await timed(tally, 'write: accept/decline/withdraw', () =>
    send(BASE, method, path, { cookie }),
  );
  if (response.status === 200 && roll < 0.4) state.accepted.push({ ...order, confirmed: 0 });
}

async function confirmOrder(state, tally, freshness) {
  const order = state.accepted.shift();
  if (!order) return answerOrder(state, tally, freshness);
  const cookie =
    order.confirmed === 0
      ? state.buyerCookies[order.buyer]
      : state.sellerCookies.get(order.sellerId);
  const response = await timed(tally, 'write: confirm', () =>
    send(BASE, 'POST', `/api/orders/${order.id}/confirm`, { cookie }),
  );
  if (response.status === 200 && order.confirmed === 0)
    state.accepted.push({ ...order, confirmed: 1 });
}

async function sendMessage(state, tally) {
  const buyer = Math.floor(Math.random() * state.buyerCookies.length);
  let conversation = state.conversations.get(buyer);
  if (!conversation) {
    const opened = await timed(tally, 'write: message', () =>
      send(BASE, 'POST', '/api/conversations', {
        cookie: state.buyerCookies[buyer],
        json: { productId: String(loadedAvailableProduct(state)) },
      }),
    );
    if (opened.status !== 200 && opened.status !== 201) return;
    conversation = jsonOf(opened)._id;
    state.conversations.set(buyer, conversation);
  }
  await timed(tally, 'write: message', () =>
    send(BASE, 'POST', `/api/conversations/${conversation}/messages`, {
      cookie: state.buyerCookies[buyer],
      json: { text: 'Is it still available? I can come today.' },
    }),
  );
}

/** Freshness times by kind; Infinity where a change was not seen within FRESHNESS_GIVE_UP_MS. */
function freshnessLog() {
  const kinds = new Map();
  return {
    inFlight: 0,
    record(kind, ms) {
      if (!kinds.has(kind)) kinds.set(kind, []);
      kinds.get(kind).push(ms);
    },
    summary() {
      return Object.fromEntries(
        [...kinds].map(([kind, times]) => {
          const sorted = times.sort((a, b) => a - b);
          const notSeen = sorted.filter((ms) => ms === Infinity).length;
          return [
            kind,
            {
              probes: sorted.length,
              p50Ms: Number(percentile(sorted, 50).toFixed(1)),
              maxMs: Number(sorted.at(-1).toFixed(1)),
              notSeenIn5s: notSeen,
            },
          ];
        }),
      );
    },
  };
}

const weighted = (entries) => {
  const total = entries.reduce((sum, [weight]) => sum + weight, 0);
  return () => {
    let roll = Math.random() * total;
    for (const entry of entries) {
      roll -= entry[0];
      if (roll < 0) return entry;
    }
    return entries.at(-1);
  };
};

/** CONNECTIONS clients for `seconds`, each sending its next request when its last is answered. */
async function drive(state, seconds, writeShare) {
  const tally = new Tally();
  const freshness = freshnessLog();
  const nextRead = weighted(READS);
  const nextWrite = weighted(WRITES);
  const deadline = performance.now() + seconds * 1000;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (performance.now() < deadline) {
        if (Math.random() < writeShare) {
          const [, , write] = nextWrite();
          await write(state, tally, freshness);
        } else {
          await readOnce(state, tally, nextRead());
        }
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  while (freshness.inFlight > 0) await sleep(20);
  return { classes: tally.summary(elapsed), freshness: freshness.summary() };
}

async function startNginx(folder) {
  const config = await writeNginxConfig({
    folder,
    shellPort: PORT,
    apiPorts: API_PORTS,
    app: ROOT,
    accessLog: false,
    // Which process answered, so a freshness probe asks the other one.
    httpExtra: ['add_header X-Upstream $upstream_addr always;'],
  });
  execSync(`${NGINX} -t -q -c ${config}`, { stdio: 'inherit' });
  const nginx = spawn(NGINX, ['-c', config, '-g', 'daemon off;'], { stdio: 'inherit' });
  for (let attempt = 0; attempt < 100; attempt += 1) {
    if ((await send(BASE, 'GET', '/api/health/ready')).status === 200) break;
    await sleep(100);
  }
  return async () => {
    if (nginx.exitCode !== null) return;
    nginx.kill('SIGQUIT');
    await once(nginx, 'exit');
  };
}

async function benchmarkAt(productCount, passwordHash) {
  const url = databaseUrl(DATABASE_NAME);
  await withClient(SERVER_URL, async (client) => {
    await client.query(`drop database if exists ${DATABASE_NAME} with (force)`);
    await client.query(`create database ${DATABASE_NAME}`);
  });
  // The schema first (`npm run migrate`), then the catalogue into it.
  execSync('node api/dist/cli/migrate.js', {
    cwd: ROOT,
    env: { ...process.env, DATABASE_URL: url, LOG_LEVEL: 'warn' },
    stdio: 'inherit',
  });
  log(`\nLoading ${productCount.toLocaleString('en')} products, 100,000 users, 50,000 orders`);
  const catalogue = await withClient(url, (client) =>
    loadCatalogue(client, { products: productCount, users: USERS, orders: 50_000, passwordHash }),
  );
  const env = {
    DATABASE_URL: url,
    SEED_DEMO: 'false',
    PUBLIC_URL: BASE,
    TRUST_PROXY: '1',
    MAX_OPEN_ORDERS_PER_BUYER: '1000000',
    ORDER_REQUESTS_PER_HOUR: '1000000',
    RATE_LIMIT_MESSAGES_PER_MINUTE: '1000000',
    NEW_ACCOUNT_CONVERSATIONS_PER_DAY: '1000000',
  };
  const apis = [];
  const nginxFolder = mkdtempSync(join(tmpdir(), 'marketplace-bench-mixed-'));
  let stopNginx;
  try {
    for (const port of API_PORTS) apis.push(await startProductServer({ port, env }));
    stopNginx = await startNginx(join(nginxFolder, 'nginx'));
    const buyerIds = [];
    for (let n = 1; buyerIds.length < BUYERS; n += 1) if (n % 10 !== 0) buyerIds.push(n);
    // Every seller: an order on any loaded listing is answered by its seller.
    const sellerIds = Array.from({ length: USERS / 10 }, (_, index) => 10 * (index + 1));
    const cookies = await withClient(url, (client) =>
      sessionsFor(client, [...buyerIds, ...sellerIds]),
    );
    const sellerCookies = new Map(sellerIds.map((id) => [id, cookies.get(id)]));
    // Verified sellers (every one past the first thousand users) list.
    const listers = sellerIds
      .filter((id) => id > 1000)
      .slice(0, 200)
      .map((id) => [id, cookies.get(id)]);
    const state = workloadState({
      catalogue,
      productCount,
      buyerCookies: buyerIds.map((id) => cookies.get(id)),
      sellerCookies,
      listers,
    });

    log(`  warming up for ${WARMUP_S} s (readers only)`);
    await drive(state, WARMUP_S, 0);
    log(`  readers only for ${DURATION_S} s`);
    const readOnly = await drive(state, DURATION_S, 0);
    const loadReadOnly = loadavg()[0];
    log(`  readers and writers (${WRITE_SHARE * 100} % writes) for ${DURATION_S} s`);
    const mixed = await drive(state, DURATION_S, WRITE_SHARE);
    const loadMixed = loadavg()[0];
    const doubleSells = await withClient(url, async (client) => {
      const { rows } = await client.query(
        `select count(*)::int as n from (
           select product_id from orders
           where status in ('requested', 'accepted', 'completed') and product_id is not null
           group by product_id having count(*) > 1) as sold_twice`,
      );
      return rows[0].n;
    });
    return {
      productCount,
      readOnly,
      mixed,
      doubleSells,
      loadAverage1m: {
        readOnly: Number(loadReadOnly.toFixed(1)),
        mixed: Number(loadMixed.toFixed(1)),
      },
    };
  } finally {
    await stopNginx?.();
    await Promise.all(apis.map((api) => api.stop()));
    rmSync(nginxFolder, { recursive: true, force: true });
  }
}

function report(result) {
  const { productCount, readOnly, mixed, doubleSells, loadAverage1m } = result;
  log(
    `\n${productCount.toLocaleString('en')} products, ${CONNECTIONS} clients, ${DURATION_S} s each`,
  );
  const table = {};
  for (const [name, row] of Object.entries(mixed.classes)) {
    const alone = readOnly.classes[name];
    table[name] = {
      'req/s': row.rps,
      'p50 ms': row.p50Ms,
      'p99 ms': row.p99Ms,
      errors: row.errors,
      'read-only p99 ms': alone?.p99Ms ?? '',
      'p99 ÷ read-only': alone ? Number((row.p99Ms / alone.p99Ms).toFixed(2)) : '',
    };
  }
  console.table(table);
  const pages = Object.values(mixed.classes).filter((row) => row.serverRendered !== undefined);
  const rendered = pages.reduce((sum, row) => sum + row.serverRendered * row.requests, 0);
  const total = pages.reduce((sum, row) => sum + row.requests, 0);
  log(
    `Public HTML server-rendered: ${((100 * rendered) / Math.max(1, total)).toFixed(1)} % of ${total} page views`,
  );
  log("Freshness on the other process (from the write's 2xx):");
  console.table(mixed.freshness);
  const errors = Object.values(mixed.classes).filter((row) => row.errors);
  for (const [name, row] of Object.entries(mixed.classes))
    if (row.errors) log(`  ${name}: errors by status ${JSON.stringify(row.statuses)}`);
  if (!errors.length) log('Errors: none');
  log(`Products sold twice: ${doubleSells}`);
  log(
    `Load average (1 min): ${loadAverage1m.readOnly} after the read-only run, ${loadAverage1m.mixed} after the mixed run`,
  );
}

async function main() {
  log('Building the API and the web apps (cached by Nx)');
  execSync('npx nx run-many -t build --outputStyle=static', { cwd: ROOT, stdio: 'inherit' });
  const passwordHash = await hash(BENCH_PASSWORD);
  const results = [];
  try {
    for (const size of SIZES) {
      const result = await benchmarkAt(size, passwordHash);
      report(result);
      results.push(result);
    }
  } finally {
    await withClient(SERVER_URL, (client) =>
      client.query(`drop database if exists ${DATABASE_NAME} with (force)`),
    );
    agent.destroy();
  }
  mkdirSync(new URL('results/', import.meta.url), { recursive: true });
  writeFileSync(
    new URL('results/mixed-latest.json', import.meta.url),
    `${JSON.stringify({ measuredAt: new Date().toISOString(), connections: CONNECTIONS, seconds: DURATION_S, writeShare: WRITE_SHARE, results }, null, 2)}\n`,
  );
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
