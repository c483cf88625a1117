/**
 * `npm run bench:replica`: the uncached read cases (uncached-cases.mjs) through an API whose reads
 * go to a streaming replica, and the writer's read-your-writes check under that load.
 *
 * Starts a primary and one streaming replica of its own on this machine (ports in 4700-4799, the
 * suites' cluster: api/src/testing/replica-cluster.ts, built into api/dist) with a stock server's
 * settings (fsync on, 128 MB of shared buffers, as the main benchmark's server) and
 * pg_stat_statements; loads BENCH_PRODUCTS products (default 1,000,000) into the primary and
 * waits until the replica has replayed them; starts the production build with DATABASE_URL on the
 * primary and DATABASE_REPLICA_URLS on the replica. Then, at 50 connections, each uncached case
 * for BENCH_DURATION seconds (default 10, after 3 of warm-up): requests a second, p50, p99,
 * errors, and the statements each server ran in the measured seconds (pg_stat_statements, reset
 * after the warm-up) beside the API's own count of reads by server. The public-list cache is off
 * (PUBLIC_LIST_CACHE_TTL_MS=0), so the category pages at an offset are read like the others; with
 * it on, a miss fills the cache from the primary (api/src/app.ts).
 *
 * Under the search case's load, a signed-in seller lists a product and at once reads their
 * category list, its detail and their public profile's list READ_CHECKS times; then, with the
 * replica's replay paused (`pg_wal_replay_pause()`), PAUSED_CHECKS times more, while a visitor
 * and a buyer without the seller's cookie get the replica's older state until the API takes the
 * lagging replica out of service (REPLICA_MAX_LAG_MS); then replay resumes.
 *
 * Writes bench/results/replica-latest.json; the servers are removed at the end, also on failure
 * and on Ctrl-C. BENCH_PORT (default 3900) is the API's port; BENCH_VOCABULARY as in api-bench.mjs.
 */
import { execSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { loadavg } from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { withClient } from './bench-database.mjs';
import { CONNECTIONS, measureCase, startLoad } from './http-case.mjs';
import { BENCH_PASSWORD, loadCatalogue } from './load-data.mjs';
import { addProductForm } from './listing-form.mjs';
import { startProductServer } from './product-server.mjs';

const require = createRequire(import.meta.url);
const { hash } = require('@node-rs/argon2');

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const DATABASE_NAME = 'marketplace_bench';
const PORT = Number(process.env.BENCH_PORT ?? 3900);
const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 1_000_000);
const VOCABULARY = process.env.BENCH_VOCABULARY ?? 'template';
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const WARMUP_S = 3;
const READ_CHECKS = 50;
const PAUSED_CHECKS = 5;
const METRICS_TOKEN = 'replica-bench-metrics-token';
/** The API's default: a replica further behind is out of service. */
const MAX_LAG_MS = 5_000;
/** The admin (user 1), a buyer and a seller (every tenth user sells) of load-data.mjs. */
const ACCOUNTS = {
  admin: 'user1@bench.test',
  buyer: 'user2@bench.test',
  seller: 'user2000@bench.test',
};
/**
 * Both servers as a stock PostgreSQL 15 (the main benchmark's server): durable, 128 MB of shared
 * buffers; a replica that falls behind during the load finds the WAL it needs kept.
 */
const SERVER_SETTINGS = [
  'fsync = on',
  'synchronous_commit = on',
  'full_page_writes = on',
  'shared_buffers = 128MB',
  'wal_keep_size = 4GB',
  "shared_preload_libraries = 'pg_stat_statements'",
];

const log = (message) => process.stdout.write(`${message}\n`);
const uptime = () =>
  `load average ${loadavg()
    .map((n) => n.toFixed(2))
    .join(', ')}`;

/** Polls `probe` every 100 ms until `done(value)`; fails after `timeoutMs`. */
async function until(probe, done, timeoutMs, what) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(100);
  }
}

const inDatabase = (serverUrl, name) => {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
};

/** A browser of the API: keeps the cookies it is given, as the shell's fetches do. */
function browser(base) {
  const jar = new Map();
  const request = async (method, path, body) => {
    const headers = jar.size
      ? { cookie: [...jar].map(([name, value]) => `${name}=${value}`).join('; ') }
      : {};
    if (body) headers['content-type'] = 'application/json';
    const response = await fetch(`${base}${path}`, {
      method,
      headers,
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const equals = pair.indexOf('=');
      jar.set(pair.slice(0, equals), pair.slice(equals + 1));
    }
    return response;
  };
  return {
    get: (path) => request('GET', path),
    post: (path, body) => request('POST', path, body),
    cookie: (name) => `${name}=${jar.get(name)}`,
    forget: (name) => jar.delete(name),
  };
}

async function signIn(base, email) {
  const client = browser(base);
  const response = await client.post('/api/auth/login', { email, password: BENCH_PASSWORD });
  if (!response.ok) throw new Error(`sign-in failed: ${response.status} ${await response.text()}`);
  return client;
}

/** The replica has replayed everything the primary has written so far. */
async function replayed(cluster) {
  const target = await withClient(cluster.primaryUrl, async (client) => {
    const { rows } = await client.query('select pg_current_wal_lsn()::text as lsn');
    return rows[0].lsn;
  });
  await withClient(cluster.replicaUrl, (client) =>
    until(
      async () =>
        (await client.query('select pg_last_wal_replay_lsn() >= $1::pg_lsn as done', [target]))
          .rows[0].done,
      Boolean,
      30 * 60_000,
      'the replica to replay the primary',
    ),
  );
}

/** The API's metrics that say where reads went: replicas in service, reads by server. */
async function apiReadMetrics(base) {
  const response = await fetch(`${base}/api/metrics`, {
    headers: { authorization: `Bearer ${METRICS_TOKEN}` },
  });
  const text = await response.text();
  const number = (pattern) => Number(pattern.exec(text)?.[1] ?? NaN);
  return {
    inService: number(/^db_replicas_in_service (\d+)/m),
    replicaReads: number(/^db_read_queries_total\{server="replica"\} (\d+)/m),
    primaryReads: number(/^db_read_queries_total\{server="primary"\} (\d+)/m),
  };
}

/** Statements each server ran in the bench database since the last reset (pg_stat_statements). */
const STATEMENTS = `
  select coalesce(sum(calls), 0)::bigint::text as statements, coalesce(sum(rows), 0)::bigint::text as rows
  from pg_stat_statements s join pg_database d on d.oid = s.dbid where d.datname = $1`;
/** The most frequent of them, to see what they were. */
const TOP_STATEMENTS = `
  select calls::int, left(regexp_replace(query, '\\s+', ' ', 'g'), 100) as query
  from pg_stat_statements s join pg_database d on d.oid = s.dbid where d.datname = $1
  order by calls desc limit 3`;

async function statementsOn(urls) {
  const read = (url) =>
    withClient(url, async (client) => {
      const { rows } = await client.query(STATEMENTS, [DATABASE_NAME]);
      const top = await client.query(TOP_STATEMENTS, [DATABASE_NAME]);
      return {
        statements: Number(rows[0].statements),
        rows: Number(rows[0].rows),
        mostFrequent: top.rows,
      };
    });
  return { primary: await read(urls.primary), replica: await read(urls.replica) };
}

const resetStatements = (urls) =>
  Promise.all(
    [urls.primary, urls.replica].map((url) =>
      withClient(url, (client) => client.query('select pg_stat_statements_reset()')),
    ),
  );

/** Each uncached read case, with where its statements ran. */
async function measureReads(base, samples, cookie, statsUrls) {
  const results = {};
  for (const [name, list] of Object.entries(samples)) {
    let next = 0;
    let apiBefore;
    const measured = await measureCase(
      name,
      {
        url: base,
        headers: { cookie },
        requests: [
          { setupRequest: (request) => ({ ...request, path: list[next++ % list.length].path }) },
        ],
      },
      {
        warmupSeconds: WARMUP_S,
        seconds: DURATION_S,
        afterWarmup: async () => {
          await resetStatements(statsUrls);
          apiBefore = await apiReadMetrics(base);
        },
      },
    );
    const servers = await statementsOn(statsUrls);
    const apiAfter = await apiReadMetrics(base);
    const reads = {
      replica: apiAfter.replicaReads - apiBefore.replicaReads,
      primary: apiAfter.primaryReads - apiBefore.primaryReads,
    };
    const { name: _name, ...figures } = measured;
    results[name] = { ...figures, servers, apiReads: reads };
    log(
      `  ${name}: ${measured.rps} req/s, p50 ${measured.p50Ms} ms, p99 ${measured.p99Ms} ms, ${measured.errors} errors;` +
        ` statements on the replica ${servers.replica.statements} (${servers.replica.rows} rows),` +
        ` on the primary ${servers.primary.statements} (${servers.primary.rows} rows);` +
        ` the API's reads: replica ${reads.replica}, primary ${reads.primary}`,
    );
  }
  return results;
}

/**
 * One listing by `seller` and what each reader sees right after: the seller (their category list,
 * the detail and their public profile's list, with their cookies), a visitor's view of that
 * profile list and a buyer's of the detail (no read-after cookie: any replica in service answers
 * them). With the public-list cache off, the seller's category list follows the read-after
 * cookie like the other reads.
 */
async function listAndReadBack({ seller, sellerId, buyer, base }, category, productName) {
  const created = await seller.post('/api/products', addProductForm(category, productName));
  if (created.status !== 201) {
    throw new Error(`listing failed: ${created.status} ${await created.text()}`);
  }
  const { insertedId } = await created.json();
  const categoryPath = `/api/products?category=${encodeURIComponent(category)}&limit=20`;
  const profilePath = `/api/sellers/${sellerId}/products?limit=20`;
  const detailPath = `/api/producs/${insertedId}`;
  const inList = async (response) =>
    response.ok && (await response.json()).some((p) => p.productName === productName);
  const found = async (response) => response.status === 200;
  // All at once: under load the tries stay short, well inside the lag bound of a paused replica.
  const [sellerList, sellerDetail, sellerProfile, visitorList, buyerDetail] = await Promise.all([
    seller.get(categoryPath).then(inList),
    seller.get(detailPath).then(found),
    seller.get(profilePath).then(inList),
    fetch(`${base}${profilePath}`).then(inList),
    buyer.get(detailPath).then(found),
  ]);
  const sellerSees = sellerList && sellerDetail && sellerProfile;
  // A paused replica once out of service stays out: still in now, it was in for those reads.
  const replicaServed = (await apiReadMetrics(base)).inService === 1;
  return { productName, sellerSees, visitorList, buyerDetail, replicaServed, profilePath };
}

/** The writer's check, under `loadOptions` (the search case): replay running, then paused. */
async function checkReadYourWrites({
  base,
  cluster,
  seller,
  sellerId,
  buyer,
  category,
  loadOptions,
}) {
  const readers = { seller, sellerId, buyer, base };
  const load = startLoad(loadOptions);
  const result = {};
  try {
    let seen = 0;
    let visitorSeen = 0;
    for (let attempt = 1; attempt <= READ_CHECKS; attempt += 1) {
      const read = await listAndReadBack(
        readers,
        category,
        `Replica check lamp ${attempt} ${Date.now()}`,
      );
      if (read.sellerSees) seen += 1;
      if (read.visitorList) visitorSeen += 1;
    }
    result.running = { tries: READ_CHECKS, sellerSawAtOnce: seen, visitorSawAtOnce: visitorSeen };
    log(
      `  replay running: the seller saw the new listing at once ${seen}/${READ_CHECKS}` +
        ` (a visitor's view of their profile list: ${visitorSeen}/${READ_CHECKS})`,
    );

    // A fresh replayed write first, so the pause starts well inside REPLICA_MAX_LAG_MS.
    await listAndReadBack(readers, category, `Replica warm-up kettle ${Date.now()}`);
    await replayed(cluster);
    await cluster.pauseReplay();
    const pausedAt = Date.now();
    const paused = [];
    for (let attempt = 1; attempt <= PAUSED_CHECKS; attempt += 1) {
      paused.push(
        await listAndReadBack(readers, category, `Paused replica bicycle ${attempt} ${Date.now()}`),
      );
    }
    const last = paused[paused.length - 1];
    const checksMs = Date.now() - pausedAt;
    // The visitor sees the listing once the API takes the lagging replica out of service.
    await until(
      async () =>
        (await fetch(`${base}${last.profilePath}`).then((r) => r.json())).some(
          (p) => p.productName === last.productName,
        ),
      Boolean,
      MAX_LAG_MS * 6,
      'the visitor to see the listing from the primary',
    );
    const visitorWaitedMs = Date.now() - pausedAt;
    const outOfService = (await apiReadMetrics(base)).inService === 0;
    await cluster.resumeReplay();
    await until(
      async () => (await apiReadMetrics(base)).inService,
      (n) => n === 1,
      MAX_LAG_MS * 6,
      'the replica to serve reads again',
    );
    const resumedAfterMs = Date.now() - pausedAt;
    const served = paused.filter((read) => read.replicaServed);
    result.paused = {
      tries: PAUSED_CHECKS,
      sellerSawAtOnce: paused.filter((read) => read.sellerSees).length,
      triesWhileReplicaServed: served.length,
      visitorListSawAtOnceWhileReplicaServed: served.filter((read) => read.visitorList).length,
      buyerDetailSawAtOnceWhileReplicaServed: served.filter((read) => read.buyerDetail).length,
      triesTookMs: checksMs,
      visitorSawLastListingAfterMs: visitorWaitedMs,
      replicaOutOfServiceThen: outOfService,
      replicaBackInServiceAfterResumeMs: resumedAfterMs,
    };
    log(
      `  replay paused: the seller saw the new listing at once ${result.paused.sellerSawAtOnce}/${PAUSED_CHECKS};` +
        ` in the ${served.length} tries made while the paused replica still served reads, a visitor's view of` +
        ` the seller's profile list showed it ${result.paused.visitorListSawAtOnceWhileReplicaServed}/${served.length},` +
        ` a buyer's detail ${result.paused.buyerDetailSawAtOnceWhileReplicaServed}/${served.length} (the tries took ${checksMs} ms);` +
        ` the visitor saw the last listing ${visitorWaitedMs} ms after the pause` +
        ` (${outOfService ? 'the replica out of service past REPLICA_MAX_LAG_MS' : 'the replica still in service'});` +
        ` replay resumed, the replica served reads again ${resumedAfterMs} ms after the pause`,
    );
  } finally {
    const background = await load.stop();
    result.load = {
      rps: Math.round(background.requests.average),
      errors: background.errors + background.timeouts + (background.non2xx ?? 0),
    };
  }
  log(`  the search load meanwhile: ${result.load.rps} req/s, ${result.load.errors} errors`);
  return result;
}

async function main() {
  log(`Read replica benchmark: ${PRODUCTS.toLocaleString('en')} products, ${uptime()}`);
  log('Building the API (cached by Nx)');
  execSync('npx nx run @marketplace/api:build --outputStyle=static', {
    cwd: ROOT,
    stdio: 'inherit',
  });
  // Loaded once the build exists.
  const { startReplicaCluster } = await import('../api/dist/testing/replica-cluster.js');
  const { BENCH_CURSOR_SECRET, drawSamples } = await import('./uncached-cases.mjs');

  const cluster = await startReplicaCluster({ settings: SERVER_SETTINGS });
  let api;
  let stopping;
  const teardown = () => {
    stopping ??= (async () => {
      await api?.stop().catch(() => undefined);
      await cluster.destroy();
    })();
    return stopping;
  };
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.once(signal, () => {
      log(`\n${signal}: removing the servers`);
      // Connections still open to the servers being stopped fail now: only the removal matters.
      process.on('uncaughtException', () => undefined);
      process.on('unhandledRejection', () => undefined);
      void teardown().finally(() => process.exit(130));
    });
  }
  try {
    log(
      `Primary ${cluster.primaryUrl}, replica ${cluster.replicaUrl}; ${SERVER_SETTINGS.join(', ')}`,
    );
    // The statistics are read from the `postgres` database, whose statements they leave out.
    await withClient(cluster.primaryUrl, async (client) => {
      await client.query('create extension pg_stat_statements');
      await client.query(`create database ${DATABASE_NAME}`);
    });
    const primary = inDatabase(cluster.primaryUrl, DATABASE_NAME);
    const replica = inDatabase(cluster.replicaUrl, DATABASE_NAME);
    api = await startProductServer({
      port: PORT,
      env: {
        DATABASE_URL: primary,
        DATABASE_REPLICA_URLS: replica,
        REPLICA_MAX_LAG_MS: String(MAX_LAG_MS),
        SEED_DEMO: 'false',
        // Uncached, as the main bench's uncached cases: every list is a database read.
        PUBLIC_LIST_CACHE_TTL_MS: '0',
        CURSOR_SECRET: BENCH_CURSOR_SECRET,
        METRICS_TOKEN,
        RATE_LIMIT_LOGIN_PER_IP_PER_15_MIN: '100000',
      },
    });
    const base = api.url;

    log(
      `\nLoading ${PRODUCTS.toLocaleString('en')} products, 100,000 users, 50,000 orders into the primary`,
    );
    const loadStarted = Date.now();
    const catalogue = await withClient(primary, async (client) =>
      loadCatalogue(client, {
        products: PRODUCTS,
        users: 100_000,
        orders: 50_000,
        passwordHash: await hash(BENCH_PASSWORD),
        vocabulary: VOCABULARY,
      }),
    );
    const loadSeconds = (Date.now() - loadStarted) / 1000;
    const replayStarted = Date.now();
    await replayed(cluster);
    const replaySeconds = (Date.now() - replayStarted) / 1000;
    log(
      `  loaded in ${loadSeconds.toFixed(1)} s; the replica had replayed it ${replaySeconds.toFixed(1)} s later`,
    );
    await until(
      () => apiReadMetrics(base),
      (m) => m.inService === 1,
      30_000,
      'the replica in service',
    );

    const admin = await signIn(base, ACCOUNTS.admin);
    const buyer = await signIn(base, ACCOUNTS.buyer);
    const seller = await signIn(base, ACCOUNTS.seller);
    // A signed-in reader who has not written lately: sign-in is a write, its read-after cookie goes.
    buyer.forget('read-after');
    const sellerId = await withClient(primary, async (client) => {
      const { rows } = await client.query('select id::int from users where email = $1', [
        ACCOUNTS.seller,
      ]);
      return rows[0].id;
    });
    const samples = await withClient(primary, (client) => drawSamples(client, catalogue));
    const statsUrls = { primary: cluster.primaryUrl, replica: cluster.replicaUrl };

    log(`\nRead cases through the replica, ${CONNECTIONS} connections, ${DURATION_S} s each`);
    // The admin's session only: their sign-in's read-after cookie would be hours old in real use.
    const cases = await measureReads(base, samples, admin.cookie('sid'), statsUrls);

    log(`\nRead-your-writes under the search case's load (${CONNECTIONS} connections)`);
    const searches = samples['uncached search (random words, filters)'];
    let next = 0;
    const readYourWrites = await checkReadYourWrites({
      base,
      cluster,
      seller,
      sellerId,
      buyer,
      category: catalogue.categories[0],
      loadOptions: {
        url: base,
        requests: [
          {
            setupRequest: (request) => ({
              ...request,
              path: searches[next++ % searches.length].path,
            }),
          },
        ],
      },
    });

    const report = {
      measuredAt: new Date().toISOString(),
      products: PRODUCTS,
      vocabulary: VOCABULARY,
      connections: CONNECTIONS,
      durationSeconds: DURATION_S,
      serverSettings: SERVER_SETTINGS,
      loadSeconds,
      replaySeconds,
      loadAverage: loadavg(),
      cases,
      readYourWrites,
    };
    log(`Done, ${uptime()}`);
    mkdirSync(new URL('results/', import.meta.url), { recursive: true });
    writeFileSync(
      new URL('results/replica-latest.json', import.meta.url),
      `${JSON.stringify(report, null, 2)}\n`,
    );
  } finally {
    await teardown();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
