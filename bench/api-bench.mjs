/**
 * `npm run bench`: the API under load at 10 000 and 1 000 000 products, against a bare node:http
 * ceiling serving the same bytes; and uncached cases (public-list cache off) against the
 * database's own ceiling for the same SQL. Prints a table and writes bench/results/latest.json.
 *
 * Needs a PostgreSQL server (BENCH_DATABASE_URL, default the local one) and the production build
 * (built here through Nx, cached).
 */
import { execSync, fork } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { SERVER_URL, databaseUrl, serverSettings, withClient } from './bench-database.mjs';
import { countCpu } from './cpu-cost.mjs';
import { CONNECTIONS, measureCase } from './http-case.mjs';
import { BENCH_PASSWORD, describeCatalogue, loadCatalogue } from './load-data.mjs';
import { measureDeal } from './order-cases.mjs';
import { startProductServer } from './product-server.mjs';

const require = createRequire(import.meta.url);
const { hash } = require('@node-rs/argon2');

const ROOT = fileURLToPath(new URL('..', import.meta.url));
/** Another name (BENCH_DATABASE_NAME) keeps two benchmarks on one server apart. */
const DATABASE_NAME = process.env.BENCH_DATABASE_NAME ?? 'marketplace_bench';
const PORT = Number(process.env.BENCH_PORT ?? 3900);
const CEILING_PORT = PORT + 1;
/** A second API process with the public-list cache off, for the uncached cases. */
const UNCACHED_PORT = PORT + 2;
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const WARMUP_S = 3;
const BUYERS = 50;
/** The large catalogue; smaller values make a quick check of the harness itself. */
const LARGE_CATALOGUE = Number(process.env.BENCH_PRODUCTS ?? 1_000_000);
/** The catalogue's text, 'template' or 'realistic' (load-data.mjs, TEXT_OF). */
const VOCABULARY = process.env.BENCH_VOCABULARY ?? 'template';
/** `orders`: only the deal's cases (placements and transitions) at the large catalogue. */
const ONLY_ORDERS = process.env.BENCH_ONLY === 'orders';
/** `uncached`: only the uncached read cases, and their database ceilings, at the large catalogue. */
const ONLY_UNCACHED = process.env.BENCH_ONLY === 'uncached';
/** Keep the large catalogue between runs when it is there (`true`): loading it takes minutes. */
const REUSE_DATABASE = process.env.BENCH_REUSE_DATABASE === 'true';

const log = (message) => process.stdout.write(`${message}\n`);

async function ensureDatabase() {
  await withClient(SERVER_URL, async (client) => {
    const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [
      DATABASE_NAME,
    ]);
    if (!rowCount) await client.query(`create database ${DATABASE_NAME}`);
  });
}

async function recreateDatabase() {
  await withClient(SERVER_URL, async (client) => {
    await client.query(`drop database if exists ${DATABASE_NAME} with (force)`);
    await client.query(`create database ${DATABASE_NAME}`);
  });
}

/** Peak resident memory of a process, from the kernel's high-water mark. */
function peakRssMb(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return Math.round(kb / 1024);
}

/** Signs in `count` buyers; `cookies[i]` is the session of the buyer whose id is `ids[i]`. */
async function signInBuyers(count) {
  const cookies = [];
  const ids = [];
  for (let n = 1; cookies.length < count; n += 1) {
    if (n % 10 === 0) continue;
    const response = await fetch(`http://127.0.0.1:${PORT}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: `user${n}@bench.test`, password: BENCH_PASSWORD }),
    });
    if (!response.ok)
      throw new Error(`sign-in failed: ${response.status} ${await response.text()}`);
    cookies.push(response.headers.get('set-cookie').split(';')[0]);
    ids.push(n);
  }
  return { cookies, ids };
}

const measure = (name, options, afterWarmup) =>
  measureCase(name, options, { warmupSeconds: WARMUP_S, seconds: DURATION_S, afterWarmup });

const random = (max) => 1 + Math.floor(Math.random() * max);

/** The read cases; each request picks a random category or id. */
function readCases(catalogue, cookie, productCount) {
  const base = `http://127.0.0.1:${PORT}`;
  return [
    { name: 'GET /api/advrtized', options: { url: `${base}/api/advrtized` } },
    {
      name: 'GET /api/products?category=',
      options: {
        url: base,
        requests: [
          {
            setupRequest: (request) => ({
              ...request,
              path: `/api/products?category=${encodeURIComponent(
                catalogue.categories[random(catalogue.categories.length) - 1],
              )}`,
            }),
          },
        ],
      },
    },
    {
      name: 'GET /api/producs/:id',
      options: {
        url: base,
        headers: { cookie },
        requests: [
          {
            setupRequest: (request) => ({
              ...request,
              path: `/api/producs/${random(productCount)}`,
            }),
          },
        ],
      },
    },
    { name: 'GET /api/category', options: { url: `${base}/api/category` } },
  ];
}

/** The ceiling server (ceiling-server.mjs) in its own process, answering the sampled bytes. */
async function startCeiling(bodies) {
  const bodiesFile = join(mkdtempSync(join(tmpdir(), 'marketplace-bench-')), 'bodies.json');
  writeFileSync(bodiesFile, JSON.stringify(Object.fromEntries(bodies)));
  const server = fork(fileURLToPath(new URL('ceiling-server.mjs', import.meta.url)), [
    bodiesFile,
    String(CEILING_PORT),
  ]);
  await new Promise((resolve) => server.once('message', resolve));
  return { close: () => server.kill('SIGTERM') };
}

async function sampleBodies(catalogue, cookie) {
  const base = `http://127.0.0.1:${PORT}`;
  const get = async (path, headers = {}) => (await fetch(`${base}${path}`, { headers })).text();
  return new Map([
    ['/api/advrtized', await get('/api/advrtized')],
    [
      '/api/products',
      await get(`/api/products?category=${encodeURIComponent(catalogue.categories[0])}`),
    ],
    ['/api/producs/', await get('/api/producs/1', { cookie })],
    ['/api/category', await get('/api/category')],
  ]);
}

async function measureReads(catalogue, cookie, productCount) {
  const results = {};
  const bodies = await sampleBodies(catalogue, cookie);
  const ceiling = await startCeiling(bodies);
  try {
    for (const { name, options } of readCases(catalogue, cookie, productCount)) {
      const measured = await measure(name, options);
      const bare = await measure(name, {
        ...options,
        url: options.url.replace(`:${PORT}`, `:${CEILING_PORT}`),
      });
      results[name] = { ...measured, ceilingRps: bare.rps };
      log(
        `  ${name}: ${measured.rps} req/s (ceiling ${bare.rps}), p50 ${measured.p50Ms} ms, p99 ${measured.p99Ms} ms`,
      );
    }
  } finally {
    ceiling.close();
  }
  return results;
}

/**
 * The uncached cases (uncached-cases.mjs): each through the uncached API process (`apiPid`), with
 * the CPU it and the database's connections spend per request, then its SQL straight from a pool
 * of as many connections, which is the database's ceiling for that case.
 */
async function measureUncached(catalogue, cookie, apiPid) {
  const { drawSamples, measureDatabase } = await import('./uncached-cases.mjs');
  const url = databaseUrl(DATABASE_NAME);
  const samples = await withClient(url, (client) => drawSamples(client, catalogue));
  const results = {};
  for (const [name, list] of Object.entries(samples)) {
    let next = 0;
    const measured = await withClient(url, async (client) => {
      let cpuSince;
      const result = await measure(
        name,
        {
          url: `http://127.0.0.1:${UNCACHED_PORT}`,
          headers: { cookie },
          requests: [
            { setupRequest: (request) => ({ ...request, path: list[next++ % list.length].path }) },
          ],
        },
        async () => {
          cpuSince = await countCpu(client, DATABASE_NAME, apiPid);
        },
      );
      return { ...result, ...(await cpuSince(result.requests)) };
    });
    const database = await measureDatabase(url, list, {
      connections: CONNECTIONS,
      seconds: DURATION_S,
      warmupSeconds: WARMUP_S,
    });
    results[name] = {
      ...measured,
      ceilingRps: database.rps,
      databaseP50Ms: database.p50Ms,
      databaseP99Ms: database.p99Ms,
    };
    log(
      `  ${name}: ${measured.rps} req/s, p50 ${measured.p50Ms} ms, p99 ${measured.p99Ms} ms, ${measured.errors} errors,` +
        ` CPU per request API ${measured.apiCpuMs} ms, database ${measured.databaseCpuMs} ms` +
        ` (database ${database.rps} req/s, p50 ${database.p50Ms} ms, p99 ${database.p99Ms} ms)`,
    );
  }
  return results;
}

/** Loads the catalogue, unless BENCH_REUSE_DATABASE kept one of this size from an earlier run. */
async function load(productCount, passwordHash) {
  const url = databaseUrl(DATABASE_NAME);
  if (REUSE_DATABASE) {
    const kept = await withClient(url, async (client) => {
      const { rows } = await client.query('select max(id)::int as n from products');
      return rows[0].n === productCount;
    }).catch(() => false);
    if (kept) {
      log(`\nReusing the ${productCount.toLocaleString('en')} products of ${DATABASE_NAME}`);
      // An earlier run's deals left events and emails queued: the job worker would spend this
      // run's seconds on them, and its cost would count against this run's orders.
      await withClient(url, (client) => client.query('delete from jobs'));
      return { catalogue: undefined, loadSeconds: undefined };
    }
  }
  log(`\nLoading ${productCount.toLocaleString('en')} products, 100,000 users, 50,000 orders`);
  const started = Date.now();
  const catalogue = await withClient(url, (client) =>
    loadCatalogue(client, {
      products: productCount,
      users: 100_000,
      orders: 50_000,
      passwordHash,
      vocabulary: VOCABULARY,
    }),
  );
  const loadSeconds = (Date.now() - started) / 1000;
  log(`  loaded in ${loadSeconds.toFixed(1)} s`);
  return { catalogue, loadSeconds };
}

async function benchmarkAt(
  productCount,
  passwordHash,
  { cachedReads, uncachedReads, deal: withDeal, apiPid, uncachedApiPid },
) {
  const loaded = await load(productCount, passwordHash);
  const { loadSeconds } = loaded;
  // A kept catalogue is described from the database (its text as BENCH_VOCABULARY says).
  const catalogue =
    loaded.catalogue ??
    (await withClient(databaseUrl(DATABASE_NAME), (client) =>
      describeCatalogue(client, VOCABULARY),
    ));
  let reads;
  if (cachedReads || uncachedReads) {
    const buyers = await signInBuyers(BUYERS);
    reads = cachedReads ? await measureReads(catalogue, buyers.cookies[0], productCount) : {};
    // The first bench account is the admin (load-data.mjs), for the admin's product search.
    if (uncachedReads)
      Object.assign(reads, await measureUncached(catalogue, buyers.cookies[0], uncachedApiPid));
  }
  const deal = withDeal
    ? await withClient(databaseUrl(DATABASE_NAME), (client) =>
        measureDeal(client, {
          url: databaseUrl(DATABASE_NAME),
          database: DATABASE_NAME,
          base: `http://127.0.0.1:${PORT}`,
          apiPid,
          seconds: DURATION_S,
        }),
      )
    : undefined;
  return { reads, deal, loadSeconds };
}

async function main() {
  log('Building the API (cached by Nx)');
  execSync('npx nx run @marketplace/api:build --outputStyle=static', {
    cwd: ROOT,
    stdio: 'inherit',
  });
  // Loaded once the build exists: the uncached cases run the built repository code.
  const { BENCH_CURSOR_SECRET } = await import('./uncached-cases.mjs');
  if (!REUSE_DATABASE) await recreateDatabase();
  else await ensureDatabase();
  const server = await withClient(SERVER_URL, serverSettings);
  const api = await startProductServer({
    port: PORT,
    env: {
      DATABASE_URL: databaseUrl(DATABASE_NAME),
      SEED_DEMO: 'false',
      RATE_LIMIT_LOGIN_PER_IP_PER_15_MIN: '100000',
      // Buyers place a dozen orders each in a run: the per-buyer limits are still checked on
      // every order, but set so high that none is refused.
      MAX_OPEN_ORDERS_PER_BUYER: '1000000',
      ORDER_REQUESTS_PER_HOUR: '1000000',
    },
  });
  const uncachedApi = ONLY_ORDERS
    ? undefined
    : await startProductServer({
        port: UNCACHED_PORT,
        env: {
          DATABASE_URL: databaseUrl(DATABASE_NAME),
          SEED_DEMO: 'false',
          PUBLIC_LIST_CACHE_TTL_MS: '0',
          CURSOR_SECRET: BENCH_CURSOR_SECRET,
        },
      });
  try {
    const passwordHash = await hash(BENCH_PASSWORD);
    const small =
      ONLY_ORDERS || ONLY_UNCACHED
        ? undefined
        : await benchmarkAt(10_000, passwordHash, {
            cachedReads: true,
            uncachedReads: true,
            deal: false,
            uncachedApiPid: uncachedApi.pid,
          });
    const large = await benchmarkAt(LARGE_CATALOGUE, passwordHash, {
      cachedReads: !ONLY_ORDERS && !ONLY_UNCACHED,
      uncachedReads: !ONLY_ORDERS,
      deal: !ONLY_UNCACHED,
      apiPid: api.pid,
      uncachedApiPid: uncachedApi?.pid,
    });
    const memoryMb = peakRssMb(api.pid);
    const uncachedMemoryMb = uncachedApi && peakRssMb(uncachedApi.pid);

    const table = {};
    for (const [name, result] of Object.entries(large.reads ?? {})) {
      table[name] = {
        rps: result.rps,
        p50Ms: result.p50Ms,
        p99Ms: result.p99Ms,
        ratio: Number((result.rps / result.ceilingRps).toFixed(2)),
        // Mean latency, not p50: autocannon's percentiles are whole milliseconds, too coarse here.
        growth: small ? Number((result.meanMs / small.reads[name].meanMs).toFixed(2)) : null,
      };
    }
    const { doubleSells, ...dealCases } = large.deal ?? {};
    for (const result of Object.values(dealCases)) {
      table[result.name] = {
        rps: result.rps,
        p50Ms: result.p50Ms,
        p99Ms: result.p99Ms,
        ratio: null,
        growth: null,
      };
    }
    console.table(table);
    log('CPU per request (API process, database connections), in ms:');
    console.table(
      Object.fromEntries(
        [...Object.values(large.reads ?? {}), ...Object.values(dealCases)]
          .filter((r) => r.apiCpuMs !== undefined)
          .map((r) => [r.name, { api: r.apiCpuMs, database: r.databaseCpuMs }]),
      ),
    );
    log(
      `Errors: ${[...Object.values(large.reads ?? {}), ...Object.values(dealCases)]
        .map((r) => `${r.name} ${r.errors}`)
        .join(', ')}`,
    );
    if (large.deal) {
      log(`Double sells: ${doubleSells}`);
      log(
        `Database connections during the placements (mean of ${dealCases.place.activity.samples} samples, every 25 ms):`,
      );
      console.table(dealCases.place.activity.mean);
    }
    log(
      `Peak API memory: ${memoryMb} MB` +
        (uncachedApi ? ` (uncached process ${uncachedMemoryMb} MB)` : ''),
    );
    if (large.loadSeconds !== undefined)
      log(
        `Catalogue load: ${large.loadSeconds.toFixed(1)} s for ${LARGE_CATALOGUE.toLocaleString('en')} products`,
      );
    mkdirSync(new URL('results/', import.meta.url), { recursive: true });
    // A focused run keeps the whole run's table and writes its own files.
    const prefix = ONLY_ORDERS ? 'orders-' : ONLY_UNCACHED ? `uncached-${VOCABULARY}-` : '';
    writeFileSync(
      new URL(`results/${prefix}latest.json`, import.meta.url),
      `${JSON.stringify(table, null, 2)}\n`,
    );
    writeFileSync(
      new URL(`results/${prefix}latest-details.json`, import.meta.url),
      `${JSON.stringify({ small, large, memoryMb, server, measuredAt: new Date().toISOString() }, null, 2)}\n`,
    );
  } finally {
    await Promise.all([api.stop(), uncachedApi?.stop()]);
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
