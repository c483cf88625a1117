/** The readers: anonymous page views and API calls, and signed-in detail views. */
import { ADJECTIVES, BRANDS, THINGS } from '../load-data.mjs';
import { BASE, pick } from './settings.mjs';
import { renderedRoot, send } from './http.mjs';
import { loadedSellerOf } from './state.mjs';

const searchWords = () =>
  Math.random() < 0.5
    ? pick(THINGS)
    : `${pick(BRANDS).toLowerCase()} ${pick([...THINGS, ...ADJECTIVES])}`;

/** The reads, by weight: what an anonymous visitor or a signed-in buyer asks for. */
export const READS = [
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

export async function readOnce(state, tally, [, name, pathOf]) {
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
