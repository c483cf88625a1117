/**
 * The uncached read cases of `npm run bench` at a catalogue size: random category pages (any page,
 * by keyset cursor), searches with random catalogue words and filters, the product detail and the
 * admin's product search. Each runs against an API process with the public-list cache off, and
 * its SQL runs straight from a `pg` pool of the same size (the database's own ceiling): the same
 * repository code (api/dist) on a plain pool, without HTTP, Nest or the session.
 */
import 'reflect-metadata';
import { createRequire } from 'node:module';
import { performance } from 'node:perf_hooks';
import { drizzle } from 'drizzle-orm/node-postgres';
import { CursorCodec } from '../api/dist/common/cursor.js';
import { SESSION_OPTIONS } from '../api/dist/database/database.js';
import { schema } from '../api/dist/database/schema.js';
import { ProductsSearchRepository } from '../api/dist/products/products-search.repository.js';
import { ProductsRepository } from '../api/dist/products/products.repository.js';
import { ADJECTIVES, BRANDS, THINGS } from './load-data.mjs';

const require = createRequire(import.meta.url);
const pg = require('pg');

/** Shared with the uncached API process, so the bench can make cursors it accepts. */
export const BENCH_CURSOR_SECRET = 'bench-cursor-secret-bench-cursor-secret';
const SAMPLES = 4_000;
const SEARCH_PAGE = 24;
const SEARCH_COUNT_CAP = 1_001;

const pick = (list) => list[Math.floor(Math.random() * list.length)];

/** The search as ProductsService builds it: the cursor's fingerprint depends on this exact shape. */
const searchOf = (fields) => ({
  text: fields.text,
  categoryId: fields.categoryId,
  minPrice: fields.minPrice,
  maxPrice: fields.maxPrice,
  location: fields.location,
  condition: fields.condition,
  verifiedOnly: fields.verifiedOnly ?? false,
  distance: fields.distance,
  sort: fields.sort ?? (fields.text ? 'relevance' : 'newest'),
});

/** Dhaka's centre (load-data.mjs scatters two listings in five around Mirpur and Gulshan). */
const DHAKA = { lat: 23.8, lng: 90.39 };

/** Requests for each case, drawn once, so the API and the pool answer the same ones. */
export async function drawSamples(client, catalogue) {
  const codec = new CursorCodec(Buffer.from(BENCH_CURSOR_SECRET));
  const { rows: anchors } = await client.query(
    `select p.id, p.category_id, p.created_at::text as created, c.name as category
     from products p join categories c on c.id = p.category_id
     where p.status = 'available' and p.id in (select 1 + floor(random() * (select max(id) from products))::bigint
                                    from generate_series(1, $1::int))`,
    [SAMPLES * 2],
  );
  const categoryPages = anchors.slice(0, SAMPLES).map((row) => {
    const search = searchOf({ categoryId: Number(row.category_id), sort: 'newest' });
    const after = [row.created, Number(row.id)];
    // A category holds far more than the count's cap: its cursor carries the capped count.
    const cursor = codec.encode(CursorCodec.fingerprint(search), after, SEARCH_COUNT_CAP);
    return {
      path: `/api/products/search?category=${encodeURIComponent(row.category)}&sort=newest&cursor=${encodeURIComponent(cursor)}`,
      run: ({ searchEngine }) =>
        searchEngine.search(
          search,
          { after, limit: SEARCH_PAGE + 1, total: SEARCH_COUNT_CAP },
          SEARCH_COUNT_CAP,
        ),
    };
  });
  const { rows: maxRow } = await client.query('select max(id)::int as max from products');
  const detailIds = Array.from(
    { length: SAMPLES },
    () => 1 + Math.floor(Math.random() * maxRow[0].max),
  );
  // The realistic catalogue is searched for words of its listings' names, as often as they occur.
  const { rows: named } = await client.query(
    'select name from products where id = any($1::bigint[])',
    [anchors.map((row) => row.id)],
  );
  const nameWords = named.map((row) => row.name.toLowerCase().split(' '));
  const searchedWords = () => {
    if (catalogue.vocabulary === 'realistic') {
      const words = pick(nameWords);
      return [pick(words), ...(Math.random() < 0.5 ? [pick(words)] : [])];
    }
    return [
      pick(THINGS),
      ...(Math.random() < 0.5 ? [pick([...BRANDS, ...ADJECTIVES]).toLowerCase()] : []),
    ];
  };
  const searches = Array.from({ length: SAMPLES }, () => {
    const words = searchedWords();
    const category = Math.random() < 0.4 ? pick(catalogue.categories) : undefined;
    const maxPrice = Math.random() < 0.4 ? 5_000 + Math.floor(Math.random() * 35_000) : undefined;
    const sort = pick(['relevance', 'newest', 'price_asc', 'price_desc']);
    const search = searchOf({
      text: words.join(' '),
      categoryId: category && catalogue.categoryIds[category],
      maxPrice,
      sort,
    });
    const query = new URLSearchParams({ q: search.text, sort });
    if (category) query.set('category', category);
    if (maxPrice !== undefined) query.set('maxPrice', String(maxPrice));
    return {
      path: `/api/products/search?${query}`,
      run: ({ searchEngine }) =>
        searchEngine.search(
          search,
          { after: undefined, limit: SEARCH_PAGE + 1, total: undefined },
          SEARCH_COUNT_CAP,
        ),
    };
  });
  // SPEC.md's offset pages, as deep as a visitor clicking through a hundred pages gets.
  const offsetPages = anchors.slice(0, SAMPLES).map((row) => {
    const offset = 20 + Math.floor(Math.random() * 5_000);
    const filter = { kind: 'category', categoryId: Number(row.category_id) };
    return {
      path: `/api/products?category=${encodeURIComponent(row.category)}&limit=20&offset=${offset}`,
      run: ({ products }) => products.list(filter, { limit: 20, offset }),
    };
  });
  // A buyer in Dhaka: a category's listings within 10 km of a point in the city, nearest first.
  const nearDhaka = Array.from({ length: SAMPLES }, () => {
    const category = pick(catalogue.categories);
    const point = {
      lat: Number((DHAKA.lat + (Math.random() - 0.5) * 0.1).toFixed(3)),
      lng: Number((DHAKA.lng + (Math.random() - 0.5) * 0.1).toFixed(3)),
    };
    const search = searchOf({
      categoryId: catalogue.categoryIds[category],
      distance: { point, radiusKm: 10 },
      sort: 'distance',
    });
    const query = new URLSearchParams({
      category,
      near: `${point.lat},${point.lng}`,
      radiusKm: '10',
      sort: 'distance',
    });
    return {
      path: `/api/products/search?${query}`,
      run: ({ searchEngine }) =>
        searchEngine.search(
          search,
          { after: undefined, limit: SEARCH_PAGE + 1, total: undefined },
          SEARCH_COUNT_CAP,
        ),
    };
  });
  return {
    'uncached category page (random page)': categoryPages,
    'uncached search within 10 km of Dhaka (a category)': nearDhaka,
    'uncached GET /api/products?category=&offset= (20-5,020)': offsetPages,
    'uncached search (random words, filters)': searches,
    'uncached GET /api/producs/:id': detailIds.map((id) => ({
      path: `/api/producs/${id}`,
      run: ({ products }) => products.findById(id),
    })),
    'uncached admin product search': Array.from({ length: SAMPLES }, () => {
      const word = pick([...BRANDS, ...THINGS]).toLowerCase();
      return {
        path: `/api/products/all?search=${encodeURIComponent(word)}`,
        run: ({ searchEngine }) =>
          searchEngine.listForAdmin(word, { limit: 50, offset: 0 }, SEARCH_COUNT_CAP),
      };
    }),
  };
}

const percentile = (sorted, share) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))];

/** `connections` loops on one pool, each running the next sample until `seconds` have passed. */
export async function measureDatabase(
  databaseUrl,
  samples,
  { connections, seconds, warmupSeconds },
) {
  // The API's own session settings, so the ceiling plans as the API does.
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: connections,
    options: SESSION_OPTIONS,
  });
  const db = drizzle(pool, { schema });
  // Reads only: the primary is the reader, and no change is announced.
  const products = new ProductsRepository(db, db);
  const repositories = { products, searchEngine: new ProductsSearchRepository(db, products) };
  const loop = async (until, latencies) => {
    let next = Math.floor(Math.random() * samples.length);
    while (performance.now() < until) {
      const started = performance.now();
      await samples[next++ % samples.length].run(repositories);
      latencies?.push(performance.now() - started);
    }
  };
  const run = async (duration, latencies) => {
    const until = performance.now() + duration * 1000;
    await Promise.all(Array.from({ length: connections }, () => loop(until, latencies)));
  };
  try {
    await run(warmupSeconds);
    const latencies = [];
    const started = performance.now();
    await run(seconds, latencies);
    const elapsed = (performance.now() - started) / 1000;
    latencies.sort((a, b) => a - b);
    return {
      rps: Math.round(latencies.length / elapsed),
      p50Ms: Number(percentile(latencies, 0.5).toFixed(1)),
      p99Ms: Number(percentile(latencies, 0.99).toFixed(1)),
      meanMs: latencies.reduce((sum, value) => sum + value, 0) / latencies.length,
    };
  } finally {
    await pool.end();
  }
}
