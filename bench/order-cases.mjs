/**
 * The deal's write cases of `npm run bench`: placements (`POST /api/buyproduct`) by 2 000 buyers
 * on the listings of 2 000 sellers, then each transition on the orders just placed: accept,
 * decline, withdraw, and both sides' confirmations (the second completes the deal). Every order
 * moves once; a fifth of each case's orders warm up and the rest are measured. During the
 * placements' measured seconds `pg_stat_activity` is sampled every 25 ms (pg-activity.mjs).
 *
 * Sessions are written straight into the database (a cookie's token and its SHA-256, as the API
 * keeps them): signing 4 000 accounts in would spend minutes on password hashes. Buyers and
 * sellers are many so that the per-buyer limits count what a real buyer holds (a dozen orders),
 * not thousands: the limits are checked on every order, set so high that none is refused.
 */
import autocannon from 'autocannon';
import { createHash } from 'node:crypto';
import { withCpuCost } from './cpu-cost.mjs';
import { sampleActivity } from './pg-activity.mjs';

const BUYERS = 2_000;
const SELLERS = 2_000;
const CONNECTIONS = 50;
const WARMUP_S = 3;

const log = (message) => process.stdout.write(`${message}\n`);

function run(options) {
  // autocannon refuses more connections than requests (a case with few orders).
  const connections = Math.max(1, Math.min(CONNECTIONS, options.amount ?? CONNECTIONS));
  return new Promise((resolve, reject) => {
    autocannon({ connections, ...options }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
  });
}

const summary = (name, result) => ({
  name,
  // Over the run's own duration: a run of a fixed number of requests ends mid-second.
  rps: Math.round(result.requests.total / (result.duration || 1)),
  p50Ms: result.latency.p50,
  p99Ms: result.latency.p99,
  meanMs: result.latency.mean,
  requests: result.requests.total,
  errors: result.errors + result.timeouts + (result.non2xx ?? 0),
});

/** Sessions for `ids`, as the API's sign-in writes them; returns each account's cookie. */
export async function sessionsFor(client, ids) {
  const tokens = ids.map((id) => `bench-session-${id}-${Date.now()}`);
  const hashes = tokens.map((token) => createHash('sha256').update(token).digest('base64url'));
  await client.query(
    `insert into sessions (token_hash, user_id, expires_at)
     select h, u, now() + interval '1 day' from unnest($1::text[], $2::bigint[]) as s(h, u)`,
    [hashes, ids],
  );
  return new Map(ids.map((id, index) => [id, `sid=${tokens[index]}`]));
}

/** autocannon options that send `list`'s requests (path, method, cookie, body) in turn. */
function inTurn(base, list) {
  let next = 0;
  return {
    url: base,
    requests: [
      {
        setupRequest: (request) => {
          const { path, method, cookie, body } = list[next++ % list.length];
          return {
            ...request,
            path,
            method,
            headers: {
              ...request.headers,
              cookie,
              ...(body ? { 'content-type': 'application/json' } : {}),
            },
            ...(body ? { body } : {}),
          };
        },
      },
    ],
  };
}

/** Sends each of `requests` once: a fifth to warm up, the rest measured. */
async function measureEach(name, base, requests) {
  const warmup = Math.floor(requests.length / 5);
  if (warmup) await run({ ...inTurn(base, requests.slice(0, warmup)), amount: warmup });
  const measured = requests.slice(warmup);
  return summary(name, await run({ ...inTurn(base, measured), amount: measured.length }));
}

/**
 * Placements for `seconds` (plus warm-up) on distinct available listings, then every transition.
 * `url` is the bench database's, `database` its name, `base` the API's origin.
 */
export async function measureDeal(
  client,
  { url, database, base, apiPid, seconds, expectedRate = 2_500 },
) {
  const buyerIds = [];
  for (let n = 1; buyerIds.length < BUYERS; n += 1) if (n % 10 !== 0) buyerIds.push(n);
  const sellerIds = Array.from({ length: SELLERS }, (_, index) => 10 * (index + 1));
  const cookies = await sessionsFor(client, [...buyerIds, ...sellerIds]);

  // Enough listings for the warm-up and the measured seconds at the expected rate, each once.
  const wanted = Math.ceil(expectedRate * (WARMUP_S + seconds) * 1.25);
  const { rows: listings } = await client.query(
    `select id from products where status = 'available' and seller_id = any($1::bigint[])
     order by id desc limit $2`,
    [sellerIds, wanted],
  );
  if (listings.length < wanted) log(`  only ${listings.length} of ${wanted} listings are for sale`);
  const startedAt = (await client.query('select now() as now')).rows[0].now;
  const placements = listings.map((row, index) => ({
    path: '/api/buyproduct',
    method: 'POST',
    cookie: cookies.get(buyerIds[index % buyerIds.length]),
    body: JSON.stringify({
      productId: String(row.id),
      phone: '01711000000',
      meetingLocation: 'Gulshan 1',
    }),
  }));
  const results = {};
  // Placements run for a time, the others a number of orders: the placements made are theirs.
  const placing = inTurn(base, placements);
  await run({ ...placing, duration: WARMUP_S });
  const sampler = sampleActivity(url, database);
  results.place = await withCpuCost(client, database, apiPid, async () =>
    summary('POST /api/buyproduct', await run({ ...placing, duration: seconds })),
  );
  results.place.activity = await sampler.stop();
  log(line(results.place));

  const { rows: placed } = await client.query(
    `select id, buyer_id, seller_id from orders
     where status = 'requested' and created_at >= $1 and buyer_id = any($2::bigint[])
     order by id`,
    [startedAt, buyerIds],
  );
  // Two fifths are accepted and then confirmed by both sides; the rest declined or withdrawn.
  const accepted = placed.filter((_, index) => index % 5 < 2);
  const declined = placed.filter((_, index) => index % 5 === 2);
  const withdrawn = placed.filter((_, index) => index % 5 > 2);
  const as = (rows, party, path, method = 'POST') =>
    rows.map((row) => ({
      path: path(row.id),
      method,
      cookie: cookies.get(Number(party === 'buyer' ? row.buyer_id : row.seller_id)),
    }));
  const cases = [
    [
      'accept',
      'POST /api/orders/:id/accept',
      as(accepted, 'seller', (id) => `/api/orders/${id}/accept`),
    ],
    [
      'decline',
      'POST /api/orders/:id/decline',
      as(declined, 'seller', (id) => `/api/orders/${id}/decline`),
    ],
    [
      'withdraw',
      'DELETE /api/buydelete/:id (withdraw)',
      as(withdrawn, 'buyer', (id) => `/api/buydelete/${id}`, 'DELETE'),
    ],
    [
      'confirmFirst',
      'POST /api/orders/:id/confirm (buyer, first)',
      as(accepted, 'buyer', (id) => `/api/orders/${id}/confirm`),
    ],
    [
      'confirmSecond',
      'POST /api/orders/:id/confirm (seller, completes)',
      as(accepted, 'seller', (id) => `/api/orders/${id}/confirm`),
    ],
  ];
  for (const [key, name, requests] of cases) {
    results[key] = await withCpuCost(client, database, apiPid, () =>
      measureEach(name, base, requests),
    );
    log(line(results[key]));
  }

  const { rows: twice } = await client.query(
    `select count(*)::int as n from (
       select product_id from orders
       where status in ('requested', 'accepted', 'completed') and product_id is not null
       group by product_id having count(*) > 1) as sold_twice`,
  );
  results.doubleSells = twice[0].n;
  return results;
}

const line = (result) =>
  `  ${result.name}: ${result.rps} req/s, p50 ${result.p50Ms} ms, p99 ${result.p99Ms} ms, ` +
  `${result.requests} requests, ${result.errors} errors; CPU per request: API ` +
  `${result.apiCpuMs} ms, database ${result.databaseCpuMs} ms`;
