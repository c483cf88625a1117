/**
 * `npm run bench:web`: Lighthouse (mobile emulation, Debian's Chromium, simulated throttling) on
 * the production build: `/`, a category page, a search, a seller's profile and `/blog`, three runs each,
 * the median. Prints
 * score, LCP, CLS, TBT and the JavaScript transferred; then the time to first byte of category
 * pages (random category and page, as a browser asks for them) at 20 connections with 1,000,000
 * products on PostgreSQL (BENCH_WEB_TTFB_PRODUCTS=0 skips it). Writes
 * bench/results/web-latest.json. Times and scores vary with the machine; the exact byte budget is
 * guarded in the browser suite (e2e), not here.
 *
 * The public pages are rendered on the server (api/src/web/page-renderer.ts) and kept in the
 * page-answer cache for 10 s, so the TTFB run mixes renders and cached answers as visitors would.
 */
import autocannon from 'autocannon';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { execSync } from 'node:child_process';
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SERVER_URL, withClient } from './bench-database.mjs';
import { loadCatalogue } from './load-data.mjs';
import { startProductServer } from './product-server.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const RUNS = Number(process.env.BENCH_WEB_RUNS ?? 3);
const TTFB_PRODUCTS = Number(process.env.BENCH_WEB_TTFB_PRODUCTS ?? 1_000_000);
const TTFB_CONNECTIONS = 20;
const TTFB_DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const TTFB_DATABASE = 'marketplace_web_bench';

const log = (message) => process.stdout.write(`${message}\n`);

const freePort = () =>
  new Promise((resolve) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

/** The product on a free port with demo data in an empty temporary database. */
async function startProduct() {
  const dataDir = mkdtempSync(join(tmpdir(), 'marketplace-web-bench-'));
  const server = await startProductServer({
    port: await freePort(),
    env: { SEED_DEMO: 'true', DATA_DIR: dataDir },
  });
  return {
    url: server.url,
    async stop() {
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

/** One Lighthouse run: its mobile defaults (Moto G Power, slow 4G simulated). */
async function audit(url, port) {
  const { lhr } = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
  });
  // A run that could not measure (the page failed to load, Chromium crashed) says why.
  if (lhr.runtimeError || lhr.categories.performance.score === null) {
    throw new Error(
      `Lighthouse could not measure ${url}: ${lhr.runtimeError?.message ?? 'no score'}`,
    );
  }
  const scripts = lhr.audits['network-requests'].details.items.filter(
    (item) => item.resourceType === 'Script',
  );
  return {
    score: Math.round(lhr.categories.performance.score * 100),
    lcpMs: Math.round(lhr.audits['largest-contentful-paint'].numericValue),
    cls: Number(lhr.audits['cumulative-layout-shift'].numericValue.toFixed(3)),
    tbtMs: Math.round(lhr.audits['total-blocking-time'].numericValue),
    scriptGzipBytes: scripts.reduce((sum, item) => sum + item.transferSize, 0),
  };
}

const autocannonRun = (options) =>
  new Promise((resolve, reject) =>
    autocannon(options, (error, result) => (error ? reject(error) : resolve(result))),
  );

/**
 * Time to first byte of server-answered category pages with a large catalogue: the API on
 * PostgreSQL, the catalogue bulk-loaded, each request a random category and one of its first
 * hundred pages, as a browser asks (HTML, brotli or gzip). autocannon's latency is the time to the
 * whole response; a page goes out in one write, so that is also an upper bound on its first byte.
 */
async function measureTtfb() {
  const databaseUrl = new URL(SERVER_URL);
  databaseUrl.pathname = `/${TTFB_DATABASE}`;
  await withClient(SERVER_URL, async (client) => {
    await client.query(`drop database if exists ${TTFB_DATABASE} with (force)`);
    await client.query(`create database ${TTFB_DATABASE}`);
  });
  const server = await startProductServer({
    port: await freePort(),
    env: { DATABASE_URL: databaseUrl.toString(), SEED_DEMO: 'false' },
  });
  try {
    log(`Loading ${TTFB_PRODUCTS} products`);
    await withClient(databaseUrl.toString(), (client) =>
      loadCatalogue(client, {
        products: TTFB_PRODUCTS,
        users: 10_000,
        orders: 1_000,
        passwordHash: 'not-a-hash',
      }),
    );
    const categories = (await (await fetch(`${server.url}/api/category`)).json()).map(({ name }) =>
      encodeURIComponent(name),
    );
    const options = {
      url: server.url,
      connections: TTFB_CONNECTIONS,
      // As a browser asks: the page comes back compressed, and that work is part of the time.
      headers: { accept: 'text/html', 'accept-encoding': 'br, gzip' },
      requests: [
        {
          setupRequest: (request) => ({
            ...request,
            path: `/producs/${categories[Math.floor(Math.random() * categories.length)]}?page=${1 + Math.floor(Math.random() * 100)}`,
          }),
        },
      ],
    };
    await autocannonRun({ ...options, duration: 3 });
    const result = await autocannonRun({ ...options, duration: TTFB_DURATION_S });
    return {
      page: 'GET /producs/<category>?page=<1-100>',
      products: TTFB_PRODUCTS,
      connections: TTFB_CONNECTIONS,
      rps: Math.round(result.requests.average),
      p50Ms: result.latency.p50,
      p99Ms: result.latency.p99,
      errors: result.errors + result.timeouts + (result.non2xx ?? 0),
    };
  } finally {
    await server.stop();
    await withClient(SERVER_URL, (client) =>
      client.query(`drop database if exists ${TTFB_DATABASE} with (force)`),
    );
  }
}

async function main() {
  log('Building the product (cached by Nx)');
  execSync('npx nx run-many -t build --outputStyle=static', { cwd: ROOT, stdio: 'inherit' });
  const product = await startProduct();
  const chrome = await launch({
    chromePath: CHROMIUM,
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  let lighthouseTable;
  try {
    const [firstCategory] = await (await fetch(`${product.url}/api/category`)).json();
    const [advertised] = await (await fetch(`${product.url}/api/advrtized`)).json();
    const pages = {
      '/': `${product.url}/`,
      [`/producs/${firstCategory.name}`]: `${product.url}/producs/${encodeURIComponent(firstCategory.name)}`,
      '/search?q=phone': `${product.url}/search?q=phone`,
      [`/sellers/${advertised.sellerId}`]: `${product.url}/sellers/${advertised.sellerId}`,
      '/blog': `${product.url}/blog`,
    };
    const table = {};
    for (const [name, url] of Object.entries(pages)) {
      const runs = [];
      for (let run = 0; run < RUNS; run += 1) {
        // Lighthouse sometimes loses the trace on a busy machine (NO_NAVSTART): one more try.
        runs.push(await audit(url, chrome.port).catch(() => audit(url, chrome.port)));
      }
      table[name] = Object.fromEntries(
        Object.keys(runs[0]).map((key) => [key, median(runs.map((result) => result[key]))]),
      );
    }
    console.table(table);
    lighthouseTable = table;
  } finally {
    await chrome.kill();
    await product.stop();
  }
  let ttfb;
  if (TTFB_PRODUCTS > 0) {
    ttfb = await measureTtfb();
    console.table([ttfb]);
  }
  mkdirSync(new URL('results/', import.meta.url), { recursive: true });
  writeFileSync(
    new URL('results/web-latest.json', import.meta.url),
    `${JSON.stringify({ lighthouse: lighthouseTable, ttfb }, null, 2)}\n`,
  );
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
