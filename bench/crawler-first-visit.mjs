/**
 * `npm run bench:crawler`: what a crawler gets on its first visit to every public list page of a
 * freshly started server (the embedded database with the demo data): every category page, a few
 * search pages and every seller's profile, one request each, no cookie, in order. Then, as after
 * a change: a seller lists one item, and the crawler asks for that category's page, a search for
 * it and the seller's profile at once. Prints how many answers carried the server-rendered page
 * (a non-empty root) rather than the empty shell, and how long they took.
 *
 * CRAWLER_API_MAIN points at another build of the API (`api/dist/main.js` of an older commit) to
 * compare; the web builds are this repository's. The server listens on CRAWLER_PORT (4690).
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { addProductForm } from './listing-form.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const MAIN = process.env.CRAWLER_API_MAIN ?? join(ROOT, 'api', 'dist', 'main.js');
const PORT = Number(process.env.CRAWLER_PORT ?? 4690);
const BASE = `http://127.0.0.1:${PORT}`;
const SEARCHES = ['phone', 'laptop', 'chair', 'bicycle', 'camera', 'fridge'];
const SELLER = { email: 'seller@marketplace.test', password: 'seller-demo-pass' };

const log = (message) => process.stdout.write(`${message}\n`);

async function startServer(dataDir) {
  const child = spawn(process.execPath, [MAIN], {
    env: {
      ...process.env,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      // A fresh embedded database: the server refuses one its build is ahead of otherwise.
      MIGRATE_ON_START: 'true',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  for (let attempt = 0; attempt < 600; attempt += 1) {
    const ready = await fetch(`${BASE}/api/health/ready`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) return child;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill();
  throw new Error('The server did not become ready');
}

/** One crawler request: whether the page came server-rendered, and its time. */
async function crawl(path) {
  const started = performance.now();
  const response = await fetch(`${BASE}${path}`, { headers: { accept: 'text/html' } });
  const html = await response.text();
  const root =
    /<div id="root">([\s\S]*?)<\/div>(?:<script data-src=|<\/body>)/.exec(html)?.[1] ?? '';
  return {
    path,
    status: response.status,
    rendered: root.length > 0,
    ms: performance.now() - started,
    root,
  };
}

function report(label, results) {
  const rendered = results.filter((result) => result.rendered).length;
  const times = results.map((result) => result.ms).sort((a, b) => a - b);
  const median = times[Math.floor(times.length / 2)] ?? 0;
  log(
    `${label}: ${rendered} of ${results.length} server-rendered (median ${Math.round(median)} ms, max ${Math.round(times.at(-1) ?? 0)} ms)`,
  );
  for (const result of results.filter((r) => !r.rendered))
    log(`  empty shell: ${result.path} (${result.status})`);
}

const dataDir = mkdtempSync(join(tmpdir(), 'marketplace-crawler-'));
const server = await startServer(dataDir);
try {
  const categories = (await (await fetch(`${BASE}/api/category?limit=100`)).json()).map(
    (c) => c.name,
  );
  const sellerIds = new Set();
  for (const name of categories) {
    const products = await (
      await fetch(`${BASE}/api/products?category=${encodeURIComponent(name)}&limit=100`)
    ).json();
    for (const product of products) sellerIds.add(product.sellerId);
  }
  const paths = [
    ...categories.map((name) => `/producs/${encodeURIComponent(name)}`),
    ...SEARCHES.map((words) => `/search?q=${words}`),
    ...[...sellerIds].map((id) => `/sellers/${id}`),
  ];
  const firstVisit = [];
  for (const path of paths) firstVisit.push(await crawl(path));
  report('First visit after a fresh start', firstVisit);

  const login = await fetch(`${BASE}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: BASE },
    body: JSON.stringify(SELLER),
  });
  const cookie = login.headers
    .getSetCookie()
    .map((c) => c.split(';', 1)[0])
    .join('; ');
  const me = await (await fetch(`${BASE}/api/auth/me`, { headers: { cookie } })).json();
  const category = categories[0];
  const listed = await fetch(`${BASE}/api/products`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie, origin: BASE },
    body: JSON.stringify(addProductForm(category, 'Crawler check lamp', '/api/images/lamp.webp')),
  });
  if (listed.status !== 201)
    throw new Error(`Listing failed: ${listed.status} ${await listed.text()}`);
  const sellerId = (
    await (
      await fetch(`${BASE}/api/products?category=${encodeURIComponent(category)}&limit=1`)
    ).json()
  )[0].sellerId;
  const afterChange = [];
  for (const path of [
    `/producs/${encodeURIComponent(category)}`,
    '/search?q=crawler',
    `/sellers/${sellerId}`,
  ]) {
    const listedAt = performance.now();
    const first = await crawl(path);
    afterChange.push(first);
    // A kept render is served while the page renders again: when does the new item show?
    let shown = first;
    while (!shown.root.includes('Crawler check lamp') && performance.now() - listedAt < 5_000)
      shown = await crawl(path);
    const shownAfter = shown.root.includes('Crawler check lamp')
      ? `${Math.round(performance.now() - listedAt)} ms after the request`
      : 'not within 5 s';
    log(
      `  ${path}: ${first.rendered ? 'rendered' : 'empty shell'}, the new item in it: ${first.root.includes('Crawler check lamp')}; shown ${shownAfter}`,
    );
  }
  report(`Right after ${me.email ?? 'the seller'} listed an item`, afterChange);
} finally {
  server.kill();
  await new Promise((resolve) => server.once('exit', resolve));
  rmSync(dataDir, { recursive: true, force: true });
}
