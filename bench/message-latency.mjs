/**
 * `npm run bench:messages`: how long a chat message takes from the sender's request to the other
 * party's open page, with two API processes on one PostgreSQL database, as behind a load
 * balancer. Buyers send through process A; every seller's event stream (`GET /api/events`) is
 * connected to process B, so each message crosses processes through PostgreSQL LISTEN/NOTIFY
 * (or Redis pub/sub with BENCH_REDIS_URL). Prints p50/p90/p99/max and writes
 * bench/results/message-latency.json.
 *
 * Needs a PostgreSQL server (BENCH_DATABASE_URL, default the local one) and the API built
 * (`npx nx run @marketplace/api:build`). BENCH_CLIENTS streams (default 50), BENCH_MESSAGES
 * messages (default 500) at BENCH_RATE a second (default 100).
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { addProductForm } from './listing-form.mjs';
import { startProductServer } from './product-server.mjs';

const require = createRequire(import.meta.url);
const pg = require('pg');

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const SERVER_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const DATABASE_NAME = 'marketplace_bench_messages';
const PORT = Number(process.env.BENCH_PORT ?? 5300);
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 50);
const MESSAGES = Number(process.env.BENCH_MESSAGES ?? 500);
const RATE = Number(process.env.BENCH_RATE ?? 100);

const log = (message) => process.stdout.write(`${message}\n`);

function databaseUrl(name) {
  const url = new URL(SERVER_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

async function query(url, text, values = []) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text, values)).rows;
  } finally {
    await client.end();
  }
}

/** A signed-in account over real HTTP: its session cookie and JSON calls. */
class Session {
  cookie = '';

  async call(base, method, path, body) {
    const response = await fetch(`${base}${path}`, {
      method,
      headers: {
        ...(this.cookie ? { cookie: this.cookie } : {}),
        ...(body ? { 'content-type': 'application/json' } : {}),
      },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
    const sid = response.headers.getSetCookie().find((cookie) => cookie.startsWith('sid='));
    if (sid) this.cookie = sid.slice(0, sid.indexOf(';'));
    if (!response.ok)
      throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
    return response.json();
  }
}

/** Reads `message` events from a stream; calls `onMessage(id, receivedAt)` for each. */
async function listen(base, session, onMessage) {
  const response = await fetch(`${base}/api/events`, {
    headers: { cookie: session.cookie, accept: 'text/event-stream' },
  });
  if (!response.ok) throw new Error(`events: ${response.status}`);
  const decoder = new TextDecoder();
  let buffer = '';
  void (async () => {
    for await (const chunk of response.body) {
      const receivedAt = performance.now();
      buffer += decoder.decode(chunk, { stream: true });
      let end;
      while ((end = buffer.indexOf('\n\n')) >= 0) {
        const frame = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (!frame.startsWith('event: message\n')) continue;
        const data = JSON.parse(frame.slice(frame.indexOf('data: ') + 6));
        onMessage(data.message._id, receivedAt);
      }
    }
  })().catch(() => undefined);
}

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

async function main() {
  await query(SERVER_URL, `drop database if exists ${DATABASE_NAME} with (force)`);
  await query(SERVER_URL, `create database ${DATABASE_NAME}`);
  const url = databaseUrl(DATABASE_NAME);
  const env = {
    DATABASE_URL: url,
    DATA_DIR: mkdtempSync(join(tmpdir(), 'message-latency-')),
    RATE_LIMIT_REGISTER_PER_IP_PER_HOUR: '100000',
    RATE_LIMIT_MESSAGES_PER_MINUTE: '100000',
    NEW_ACCOUNT_CONVERSATIONS_PER_DAY: '100000',
    ...(process.env.BENCH_REDIS_URL ? { REDIS_URL: process.env.BENCH_REDIS_URL } : {}),
  };
  log(`Starting two API processes on ${DATABASE_NAME}…`);
  const first = await startProductServer({ port: PORT, env });
  const second = await startProductServer({ port: PORT + 1, env });
  try {
    const [category] = await query(
      url,
      `insert into categories (name, image) values ('Bench', '/api/images/bench.webp') returning name`,
    );
    log(`Registering ${CLIENTS} sellers and buyers, one conversation each…`);
    const pairs = [];
    for (let index = 0; index < CLIENTS; index += 1) {
      const seller = new Session();
      const buyer = new Session();
      for (const [session, role] of [
        [seller, 'seller'],
        [buyer, 'user'],
      ])
        await session.call(first.url, 'POST', '/api/auth/register', {
          name: `Bench ${role} ${index}`,
          email: `bench-${role}-${index}@bench.example`,
          password: 'a bench password',
          image: '/api/images/bench.webp',
          role,
        });
      const { insertedId: productId } = await seller.call(
        first.url,
        'POST',
        '/api/products',
        addProductForm(category.name, `Bench item ${index}`, '/api/images/bench.webp'),
      );
      const conversation = await buyer.call(first.url, 'POST', '/api/conversations', { productId });
      pairs.push({ seller, buyer, conversationId: conversation._id });
    }

    const sentAt = new Map();
    const received = new Map();
    const arrived = (id, at) => {
      if (!received.has(id)) received.set(id, at);
    };
    for (const { seller } of pairs) await listen(second.url, seller, arrived);
    await sleep(500);

    log(`Sending ${MESSAGES} messages at ${RATE}/s through process A, received on process B…`);
    const requestMs = [];
    const sends = [];
    const started = performance.now();
    for (let index = 0; index < MESSAGES; index += 1) {
      const due = started + (index * 1000) / RATE;
      const wait = due - performance.now();
      if (wait > 0) await sleep(wait);
      const { buyer, conversationId } = pairs[index % pairs.length];
      const before = performance.now();
      sends.push(
        buyer
          .call(first.url, 'POST', `/api/conversations/${conversationId}/messages`, {
            text: `Bench message ${index}`,
          })
          .then((message) => {
            sentAt.set(message._id, before);
            requestMs.push(performance.now() - before);
          }),
      );
    }
    await Promise.all(sends);
    const deadline = performance.now() + 10_000;
    while (received.size < sentAt.size && performance.now() < deadline) await sleep(50);

    const latencies = [...sentAt]
      .filter(([id]) => received.has(id))
      .map(([id, at]) => received.get(id) - at)
      .sort((a, b) => a - b);
    requestMs.sort((a, b) => a - b);
    const summary = (values) => ({
      p50: +percentile(values, 50).toFixed(1),
      p90: +percentile(values, 90).toFixed(1),
      p99: +percentile(values, 99).toFixed(1),
      max: +values.at(-1).toFixed(1),
    });
    const result = {
      at: new Date().toISOString(),
      transport: process.env.BENCH_REDIS_URL ? 'Redis pub/sub' : 'PostgreSQL LISTEN/NOTIFY',
      streams: CLIENTS,
      messages: MESSAGES,
      ratePerSecond: RATE,
      delivered: latencies.length,
      deliveryMs: summary(latencies),
      sendRequestMs: summary(requestMs),
      // The machine's load while sending: the figures mean little on a busy shared machine.
      loadAverage1m: +loadavg()[0].toFixed(1),
    };
    log('');
    log(`Delivered ${result.delivered} of ${MESSAGES} across processes (${result.transport}).`);
    log(`Send to the other party's stream, ms: ${JSON.stringify(result.deliveryMs)}`);
    log(`The send request itself, ms:          ${JSON.stringify(result.sendRequestMs)}`);
    log(`Load average (1 min) at the end: ${result.loadAverage1m}`);
    mkdirSync(join(ROOT, 'bench', 'results'), { recursive: true });
    writeFileSync(
      join(ROOT, 'bench', 'results', 'message-latency.json'),
      `${JSON.stringify(result, null, 2)}\n`,
    );
    if (result.delivered < MESSAGES) process.exitCode = 1;
  } finally {
    await Promise.all([first.stop(), second.stop()]);
    await query(SERVER_URL, `drop database if exists ${DATABASE_NAME} with (force)`);
  }
}

await main();
