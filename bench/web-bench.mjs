/**
 * `npm run bench:web`: Lighthouse (mobile emulation, Debian's Chromium) on the production build:
 * `/`, a category page and `/blog`. Prints score, LCP, CLS, TBT and the JavaScript transferred,
 * and writes bench/results/web-latest.json. Times and scores vary with the machine; the exact
 * byte budget is guarded in the browser suite (e2e), not here.
 */
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { execSync } from 'node:child_process';
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startProductServer } from './product-server.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const RUNS = Number(process.env.BENCH_WEB_RUNS ?? 3);

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
  try {
    const [firstCategory] = await (await fetch(`${product.url}/api/category`)).json();
    const pages = {
      '/': `${product.url}/`,
      [`/producs/${firstCategory.name}`]: `${product.url}/producs/${encodeURIComponent(firstCategory.name)}`,
      '/blog': `${product.url}/blog`,
    };
    const table = {};
    for (const [name, url] of Object.entries(pages)) {
      const runs = [];
      for (let run = 0; run < RUNS; run += 1) runs.push(await audit(url, chrome.port));
      table[name] = Object.fromEntries(
        Object.keys(runs[0]).map((key) => [key, median(runs.map((result) => result[key]))]),
      );
    }
    console.table(table);
    mkdirSync(new URL('results/', import.meta.url), { recursive: true });
    writeFileSync(
      new URL('results/web-latest.json', import.meta.url),
      `${JSON.stringify(table, null, 2)}\n`,
    );
  } finally {
    await chrome.kill();
    await product.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
