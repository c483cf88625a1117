/**
 * `npm run bench:saved-searches`: how long one new listing takes to be matched against every
 * saved search, with BENCH_SAVED_SEARCHES saved searches (default 100,000) of 5,000 accounts:
 * the statement the job worker runs for a listing (SavedSearchesRepository.recordMatches, from
 * api/dist), for BENCH_LISTINGS random listings (default 300) one after another. Runs on
 * PostgreSQL (BENCH_DATABASE_URL, default the local one; a database of its own, dropped after)
 * and on PGlite in memory; BENCH_TARGETS=postgres or pglite runs one. Prints p50/p95/p99/max
 * and writes bench/results/saved-search-matching.json.
 *
 * The searches: 85% with one or two words of the template catalogue's vocabulary, the rest in
 * a category; 60% of those with words in a category, 45% with a price ceiling, 20% a floor, 20% a condition, 15% a location, 5% verified
 * sellers only, 20% within 2 to 30 km of a point in Dhaka. Needs the API built (`npx nx run @marketplace/api:build`).
 */
import 'reflect-metadata';
import { mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { openDatabase } from '../api/dist/database/database.js';
import { SavedSearchesRepository } from '../api/dist/saved-searches/saved-searches.repository.js';
import { ADJECTIVES, BRANDS, THINGS } from './load-data.mjs';

const require = createRequire(import.meta.url);
const pg = require('pg');

const SERVER_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const DATABASE_NAME = 'saved_searches_bench';
const SAVED_SEARCHES = Number(process.env.BENCH_SAVED_SEARCHES ?? 100_000);
const LISTINGS = Number(process.env.BENCH_LISTINGS ?? 300);
const TARGETS = (process.env.BENCH_TARGETS ?? 'postgres,pglite').split(',');
const ACCOUNTS = 5_000;
const CATEGORIES = ['Phones', 'Laptops', 'Furniture', 'Cameras', 'Bicycles', 'Books', 'Kitchen'];
const AREAS = ['Dhanmondi', 'Mirpur', 'Gulshan', 'Uttara', 'Banani', 'Mohammadpur', 'Chattogram'];
const CONDITIONS = ['new', 'like new', 'good', 'fair', 'for parts'];
const WORDS = [...BRANDS, ...THINGS, ...ADJECTIVES].map((word) => word.toLowerCase());

const log = (message) => process.stdout.write(`${message}\n`);
const pick = (list) => list[Math.floor(Math.random() * list.length)];

function databaseUrl(name) {
  const url = new URL(SERVER_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

async function onServer(text) {
  const client = new pg.Client({ connectionString: SERVER_URL });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/** Accounts, categories and the saved searches, in set-based statements. */
async function load(db) {
  const run = (text, params) => db.$client.query(text, params);
  await run(
    `insert into users (name, email, image)
     select 'Buyer ' || n, 'buyer' || n || '@bench.test', '/avatar.webp'
     from generate_series(1, ${ACCOUNTS}) n`,
  );
  await run(
    `insert into categories (name, image) select name, '/c.webp' from unnest($1::text[]) name`,
    [CATEGORIES],
  );
  await run(
    `insert into saved_searches (user_id, name, query, word_stems, category_id, min_price,
       max_price, condition, location_pattern, verified_only, near_lat, near_lng, radius_km)
     select s.user_id, 'Search ' || s.n, '{}'::jsonb,
       tsvector_to_array(to_tsvector('english', s.words)), s.category_id, s.min_price,
       s.max_price, s.condition::product_condition,
       case when s.area is null then null else '%' || s.area || '%' end, s.verified_only,
       case when s.near then 23.70 + random() * 0.15 end, case when s.near then 90.35 + random() * 0.1 end,
       case when s.near then 2 + round(random() * 28) end
     from (
       select n, (select min(id) from users) + (n % ${ACCOUNTS}) as user_id,
         case when n % 100 < 85 then concat_ws(' ',
           ($1::text[])[1 + floor(random() * array_length($1::text[], 1))::int],
           case when random() < 0.4 then ($1::text[])[1 + floor(random() * array_length($1::text[], 1))::int] end)
         else '' end as words,
         case when n % 100 >= 85 or random() < 0.6
           then (select id from categories order by random() + n limit 1) end as category_id,
         case when random() < 0.2 then round((random() * 20000)::numeric, -2) end as min_price,
         case when random() < 0.45 then 20000 + round((random() * 80000)::numeric, -2) end
           as max_price,
         case when random() < 0.2 then ($2::text[])[1 + floor(random() * 5)::int] end as condition,
         case when random() < 0.15 then ($3::text[])[1 + floor(random() * 7)::int] end as area,
         random() < 0.05 as verified_only,
         random() < 0.2 as near
       from generate_series(1, $4::int) n
     ) s`,
    [WORDS, CONDITIONS, AREAS, SAVED_SEARCHES],
  );
  await run('vacuum analyze saved_searches');
  const { rows } = await run('select id from categories order by id');
  return rows.map((row) => Number(row.id));
}

/** A listing as the products domain announces it, drawn from the same vocabulary. */
function randomListing(n, categoryIds) {
  const categoryIndex = Math.floor(Math.random() * categoryIds.length);
  return {
    productId: 1_000_000 + n,
    sellerId: 1,
    sellerVerified: Math.random() < 0.3,
    name: `${pick(BRANDS)} ${pick(ADJECTIVES)} ${pick(THINGS)}`,
    description: `Used for two years, ${pick(ADJECTIVES)} and in working order.`,
    categoryId: categoryIds[categoryIndex],
    category: CATEGORIES[categoryIndex],
    price: Math.round(Math.random() * 100_000),
    condition: pick(CONDITIONS),
    location: `${pick(AREAS)}, Dhaka`,
    // Most listings have a place in greater Dhaka; some were listed with free text only.
    ...(Math.random() < 0.8
      ? { lat: 23.65 + Math.random() * 0.25, lng: 90.3 + Math.random() * 0.2 }
      : { lat: null, lng: null }),
  };
}

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))];

async function measure(target) {
  const handle =
    target === 'postgres'
      ? await openDatabase({ databaseUrl: databaseUrl(DATABASE_NAME), dataDir: null })
      : await openDatabase({ dataDir: null });
  try {
    const started = performance.now();
    const categoryIds = await load(handle.db);
    log(
      `${target}: ${SAVED_SEARCHES} saved searches loaded in ${Math.round(performance.now() - started)} ms`,
    );
    const repository = new SavedSearchesRepository(handle.db);
    // A few rounds first, so the timings are of a warm cache, as a running worker's are.
    for (let n = 0; n < 10; n += 1)
      await repository.recordMatches(randomListing(-n, categoryIds), []);
    const timings = [];
    let matched = 0;
    for (let n = 0; n < LISTINGS; n += 1) {
      const start = performance.now();
      matched += (await repository.recordMatches(randomListing(n, categoryIds), [])).length;
      timings.push(performance.now() - start);
    }
    timings.sort((a, b) => a - b);
    const ms = (value) => Math.round(value * 10) / 10;
    const result = {
      target,
      savedSearches: SAVED_SEARCHES,
      listings: LISTINGS,
      meanMatchesPerListing: ms(matched / LISTINGS),
      p50Ms: ms(percentile(timings, 0.5)),
      p95Ms: ms(percentile(timings, 0.95)),
      p99Ms: ms(percentile(timings, 0.99)),
      maxMs: ms(timings.at(-1)),
    };
    log(
      `${target}: p50 ${result.p50Ms} ms, p95 ${result.p95Ms} ms, p99 ${result.p99Ms} ms, max ${result.maxMs} ms; ${result.meanMatchesPerListing} matches a listing`,
    );
    return result;
  } finally {
    await handle.close();
  }
}

const results = [];
for (const target of TARGETS) {
  if (target === 'postgres') {
    await onServer(`drop database if exists ${DATABASE_NAME}`);
    await onServer(`create database ${DATABASE_NAME}`);
  }
  try {
    results.push(await measure(target));
  } finally {
    if (target === 'postgres') await onServer(`drop database if exists ${DATABASE_NAME}`);
  }
}
mkdirSync(new URL('results/', import.meta.url), { recursive: true });
writeFileSync(
  new URL('results/saved-search-matching.json', import.meta.url),
  `${JSON.stringify({ at: new Date().toISOString(), loadAverage: loadavg(), results }, null, 2)}\n`,
);
