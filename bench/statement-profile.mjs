/**
 * Where one uncached case's database time goes: its samples (uncached-cases.mjs) run one at a time
 * through the built repositories on a single connection, every statement timed. Prints the mean
 * time and statements per request, the statements that took the most time in all, and the
 * slowest requests. Against a catalogue `npm run bench` loaded and kept:
 *
 *   BENCH_CASE='uncached search (random words, filters)' node bench/statement-profile.mjs
 */
import 'reflect-metadata';
import { createRequire } from 'node:module';
import { performance } from 'node:perf_hooks';
import { drizzle } from 'drizzle-orm/node-postgres';
import { SESSION_OPTIONS } from '../api/dist/database/database.js';
import { schema } from '../api/dist/database/schema.js';
import { ProductsSearchRepository } from '../api/dist/products/products-search.repository.js';
import { ProductsRepository } from '../api/dist/products/products.repository.js';
import { databaseUrl, withClient } from './bench-database.mjs';
import { describeCatalogue } from './load-data.mjs';
import { drawSamples } from './uncached-cases.mjs';

const require = createRequire(import.meta.url);
const pg = require('pg');

const URL = databaseUrl(process.env.BENCH_DATABASE_NAME ?? 'marketplace_bench');
const CASE = process.env.BENCH_CASE ?? 'uncached search (random words, filters)';
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 400);
const WARMUP = 50;

const log = (message) => process.stdout.write(`${message}\n`);

/** Time spent and statements run, by statement text (numbers folded) and for the current request. */
const byStatement = new Map();
let request;
const query = pg.Pool.prototype.query;
// Drizzle sends every statement through the pool's query with a callback-less call: a promise.
pg.Pool.prototype.query = function timedQuery(config, values) {
  const text = typeof config === 'string' ? config : config.text;
  const started = performance.now();
  return query.call(this, config, values).then((result) => {
    const ms = performance.now() - started;
    const key = text.replace(/\$\d+/g, '$').replace(/\d+/g, 'N').replace(/\s+/g, ' ').slice(0, 140);
    const kept = byStatement.get(key) ?? { count: 0, ms: 0 };
    kept.count++;
    kept.ms += ms;
    byStatement.set(key, kept);
    if (request) {
      request.statements++;
      request.databaseMs += ms;
    }
    return result;
  });
};

const samples = await withClient(URL, async (client) => {
  const drawn = await drawSamples(client, await describeCatalogue(client, 'template'));
  if (!drawn[CASE]) throw new Error(`no case "${CASE}": ${Object.keys(drawn).join('; ')}`);
  return drawn[CASE];
});
const pool = new pg.Pool({ connectionString: URL, max: 1, options: SESSION_OPTIONS });
const db = drizzle(pool, { schema });
const products = new ProductsRepository(db, db);
const repositories = { products, searchEngine: new ProductsSearchRepository(db, products) };
try {
  for (const sample of samples.slice(0, WARMUP)) await sample.run(repositories);
  byStatement.clear();
  const requests = [];
  for (const sample of samples.slice(WARMUP, WARMUP + REQUESTS)) {
    request = { path: sample.path, statements: 0, databaseMs: 0 };
    const started = performance.now();
    await sample.run(repositories);
    requests.push({ ...request, ms: performance.now() - started });
  }
  const mean = (pick) =>
    (requests.reduce((sum, one) => sum + pick(one), 0) / requests.length).toFixed(2);
  log(
    `${CASE}: ${requests.length} requests, ${mean((one) => one.ms)} ms each, ` +
      `${mean((one) => one.databaseMs)} ms of it in ${mean((one) => one.statements)} statements`,
  );
  log('\nStatements by time in all:');
  for (const [text, { count, ms }] of [...byStatement]
    .sort((a, b) => b[1].ms - a[1].ms)
    .slice(0, 8)) {
    log(
      `${ms.toFixed(0).padStart(7)} ms ${String(count).padStart(5)}× ${(ms / count).toFixed(2)} ms  ${text}`,
    );
  }
  log('\nSlowest requests:');
  for (const one of requests.sort((a, b) => b.ms - a.ms).slice(0, 10)) {
    log(
      `${one.ms.toFixed(1).padStart(7)} ms ${one.statements} statements  ${decodeURIComponent(one.path)}`,
    );
  }
} finally {
  await pool.end();
}
