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
 * Ports: BENCH_MIXED_PORT (4650) for nginx over https, the next two for the API processes, +3 and +4
 * for nginx's redirect and status servers. PostgreSQL:
 * BENCH_DATABASE_URL's server, database BENCH_MIXED_DATABASE (marketplace_bench_mixed).
 *
 * The parts are in bench/mixed/: settings, HTTP, the topology, readers, writers, freshness probes,
 * the clients' loop, the tally and the printed report.
 */
import { execSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { loadavg } from 'node:os';
import { SERVER_URL, databaseUrl, serverSettings, withClient } from './bench-database.mjs';
import { BENCH_PASSWORD, loadCatalogue } from './load-data.mjs';
import { drive } from './mixed/drive.mjs';
import { agents } from './mixed/http.mjs';
import { report } from './mixed/report.mjs';
import {
  BUYERS,
  CONNECTIONS,
  DATABASE_NAME,
  DURATION_S,
  ROOT,
  SIZES,
  USERS,
  WARMUP_S,
  WRITE_SHARE,
  log,
} from './mixed/settings.mjs';
import { workloadState } from './mixed/state.mjs';
import { startTopology } from './mixed/topology.mjs';
import { sessionsFor } from './order-cases.mjs';

const require = createRequire(import.meta.url);
const { hash } = require('@node-rs/argon2');

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
  const stopTopology = await startTopology(url);
  try {
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
    await stopTopology();
  }
}

async function main() {
  log('Building the API and the web apps (cached by Nx)');
  execSync('npx nx run-many -t build --outputStyle=static', { cwd: ROOT, stdio: 'inherit' });
  const passwordHash = await hash(BENCH_PASSWORD);
  const server = await withClient(SERVER_URL, serverSettings);
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
    for (const agent of Object.values(agents)) agent.destroy();
  }
  mkdirSync(new URL('results/', import.meta.url), { recursive: true });
  writeFileSync(
    new URL('results/mixed-latest.json', import.meta.url),
    `${JSON.stringify({ measuredAt: new Date().toISOString(), server, connections: CONNECTIONS, seconds: DURATION_S, writeShare: WRITE_SHARE, results }, null, 2)}\n`,
  );
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
