#!/usr/bin/env node
/**
 * The restore drill (`npm run restore-drill`, after `npm run build`): proves the backup recipe of
 * deploy/backup/README.md on a PostgreSQL cluster of its own, with the built API in front of it.
 *
 *   1. A primary with continuous archiving (`archive_command` copying each WAL segment into an
 *      archive folder), a catalogue of `--products` listings (default 50,000) loaded into it, and
 *      the API started on it.
 *   2. A base backup (`pg_basebackup`), then sellers listing products with photos and buyers
 *      ordering them through the API for a while; the recovery target is taken; more orders
 *      after it.
 *   3. The primary is gone. The base backup is copied to a fresh data directory and replayed
 *      from the archive to the target (`recovery_target_time`), then promoted.
 *   4. The API starts on the restored database: every order acknowledged before the target is
 *      there with its listing's photo (the same bytes), and none placed after it.
 *
 * Prints the timings (base backup, restore and replay, the API ready) and the rates an estimate
 * for a larger database is made from. Exits 1 on any loss. PostgreSQL's programs run as the
 * `postgres` user when run as root.
 */
import { execFile, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { appendFile, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { parseArgs, promisify } from 'node:util';
import pg from 'pg';
import sharp from 'sharp';
import { loadCatalogue } from '../../bench/load-data.mjs';

const run = promisify(execFile);
const ROOT = new URL('../../', import.meta.url).pathname;
const BIN = process.env.POSTGRES_BIN ?? '/usr/lib/postgresql/15/bin';
const { values: options } = parseArgs({
  options: {
    products: { type: 'string', default: '50000' },
    'traffic-seconds': { type: 'string', default: '8' },
  },
});
const PASSWORD = 'restore drill password';

const asPostgres = async (command, args) =>
  (process.getuid?.() === 0
    ? await run('runuser', ['-u', 'postgres', '--', command, ...args], { maxBuffer: 1 << 24 })
    : await run(command, args, { maxBuffer: 1 << 24 })
  ).stdout;
const postgres = (program, args) => asPostgres(join(BIN, program), args);
const seconds = (since) => Math.round((performance.now() - since) / 100) / 10;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function freePort() {
  const server = createServer();
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** The built API on `databaseUrl`, ready; stopped by the returned function. */
async function startApi(databaseUrl, migrate) {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [join(ROOT, 'api/dist/main.js')], {
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      DATABASE_URL: databaseUrl,
      MIGRATE_ON_START: String(migrate),
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: url,
      // The drill serves no pages: the missing web build's warning is noise here.
      LOG_LEVEL: 'error',
      SERVER_RENDER_WARM_UP: 'false',
      SHUTDOWN_DRAIN_MS: '0',
      RATE_LIMIT_REGISTER_PER_IP_PER_HOUR: '10000',
      RATE_LIMIT_UPLOADS_PER_HOUR: '10000',
      RATE_LIMIT_LISTINGS_PER_DAY: '10000',
      ORDER_REQUESTS_PER_HOUR: '10000',
      MAX_OPEN_ORDERS_PER_BUYER: '10000',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const started = performance.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The API exited with ${child.exitCode}`);
    const ready = await fetch(`${url}/api/health/ready`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) break;
    if (performance.now() - started > 120_000) throw new Error('The API was not ready in 2 min');
    await sleep(100);
  }
  return {
    url,
    readySeconds: seconds(started),
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', resolve);
        child.kill('SIGTERM');
      }),
  };
}

/** A browser: one session cookie. */
function browser(base) {
  let cookie = '';
  return async (method, path, body) => {
    const multipart = body instanceof FormData;
    const response = await fetch(`${base}${path}`, {
      method,
      headers: {
        ...(cookie ? { cookie } : {}),
        ...(body === undefined || multipart ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: multipart ? body : JSON.stringify(body) }),
    });
    const session = response.headers.getSetCookie().find((line) => line.startsWith('sid='));
    if (session) cookie = session.split(';', 1)[0];
    return response;
  };
}

const sha256 = (bytes) => createHash('sha256').update(bytes).digest('hex');

async function main() {
  const base = (await asPostgres('mktemp', ['-d', '/tmp/restore-drill-XXXXXX'])).trim();
  const [primaryDir, backupDir, restoredDir, archiveDir] = [
    'primary',
    'base',
    'restored',
    'wal-archive',
  ].map((name) => join(base, name));
  const [primaryPort, restoredPort] = [await freePort(), await freePort()];
  const pgCtl = (dir, ...args) =>
    postgres('pg_ctl', ['-D', dir, '-l', `${dir}.log`, '-w', ...args]);
  const urlOn = (port) => `postgres://postgres@127.0.0.1:${port}/postgres`;
  const report = {};
  let api;
  try {
    // 1. The primary, archiving every WAL segment it completes (the recipe's settings).
    await asPostgres('mkdir', [archiveDir]);
    await postgres('initdb', ['-D', primaryDir, '-U', 'postgres', '--auth=trust']);
    await appendFile(
      join(primaryDir, 'postgresql.conf'),
      [
        `port = ${primaryPort}`,
        `listen_addresses = '127.0.0.1'`,
        `unix_socket_directories = '${base}'`,
        'wal_level = replica',
        'archive_mode = on',
        `archive_command = 'test ! -f ${archiveDir}/%f && cp %p ${archiveDir}/%f'`,
        'archive_timeout = 60',
        '',
      ].join('\n'),
    );
    await pgCtl(primaryDir, 'start');
    const primary = new pg.Client({ connectionString: urlOn(primaryPort) });
    await primary.connect();
    api = await startApi(urlOn(primaryPort), true);
    await api.stop();

    let started = performance.now();
    const products = Number(options.products);
    await loadCatalogue(primary, {
      products,
      users: Math.max(10, Math.round(products / 20)),
      orders: Math.round(products / 10),
      passwordHash: 'not a password hash: the drill signs in only accounts it registers',
    });
    await primary.query('vacuum analyze');
    report.catalogue = { products, loadSeconds: seconds(started) };
    const {
      rows: [size],
    } = await primary.query('select pg_database_size(current_database())::bigint as bytes');
    report.databaseMegabytes = Math.round(Number(size.bytes) / 1e6);

    // 2. The base backup, then traffic through the API.
    const {
      rows: [{ lsn: backupLsn }],
    } = await primary.query('select pg_current_wal_lsn()::text as lsn');
    started = performance.now();
    await postgres('pg_basebackup', [
      ...['-h', '127.0.0.1', '-p', String(primaryPort), '-U', 'postgres'],
      ...['-D', backupDir, '--checkpoint=fast', '-X', 'none'],
    ]);
    report.baseBackupSeconds = seconds(started);

    api = await startApi(urlOn(primaryPort), false);
    const {
      rows: [category],
    } = await primary.query('select name from categories limit 1');
    const register = async (role, index) => {
      const as = browser(api.url);
      const email = `drill-${role}-${index}@restore.example`;
      const response = await as('POST', '/api/auth/register', {
        name: `Drill ${role} ${index}`,
        email,
        password: PASSWORD,
        image: '/api/images/drill.webp',
        role,
      });
      if (response.status !== 201)
        throw new Error(`register: ${response.status} ${await response.text()}`);
      await primary.query('update users set email_verified_at = now() where email = $1', [email]);
      return { as, email };
    };
    const sellers = [await register('seller', 0), await register('seller', 1)];
    const buyers = [
      await register('user', 0),
      await register('user', 1),
      await register('user', 2),
    ];

    /** A seller lists a product with a new photo; a buyer orders it. Undefined unless both are acknowledged. */
    let sequence = 0;
    const sellAndOrder = async (index) => {
      sequence += 1;
      const seller = sellers[index % sellers.length];
      const buyer = buyers[index % buyers.length];
      const photo = await sharp({
        create: {
          width: 64,
          height: 48,
          channels: 3,
          background: { r: sequence % 256, g: 90, b: (sequence * 7) % 256 },
        },
      })
        .png()
        .toBuffer();
      const form = new FormData();
      form.append('image', new Blob([photo], { type: 'image/png' }), `photo-${sequence}.png`);
      const uploaded = await seller.as('POST', '/api/images', form);
      if (uploaded.status !== 201 && uploaded.status !== 200)
        throw new Error(`upload: ${uploaded.status} ${await uploaded.text()}`);
      const imageUrl = (await uploaded.json()).data.url;
      const listed = await seller.as('POST', '/api/products', {
        productName: `Drill lamp ${sequence}`,
        productImage: imageUrl,
        location: 'Dhaka',
        orginalPrice: '3000',
        resellPrice: '1800',
        yearsOfUsed: '1 year',
        category: category.name,
        phone: '01712345678',
      });
      if (listed.status !== 201)
        throw new Error(`listing: ${listed.status} ${await listed.text()}`);
      const productId = (await listed.json()).insertedId;
      const ordered = await buyer.as('POST', '/api/buyproduct', {
        productId,
        phone: '01898765432',
        meetingLocation: 'Dhanmondi 27, in front of the bank',
      });
      if (ordered.status !== 201)
        throw new Error(`order: ${ordered.status} ${await ordered.text()}`);
      const orderId = (await ordered.json()).insertedId;
      const served = await fetch(`${api.url}${new URL(imageUrl, api.url).pathname}`);
      return {
        orderId,
        productId,
        buyer: buyer.email,
        imageUrl,
        imageSha256: sha256(Buffer.from(await served.arrayBuffer())),
      };
    };
    const traffic = async (ms) => {
      const acknowledged = [];
      const until = performance.now() + ms;
      await Promise.all(
        [0, 1, 2].map(async (lane) => {
          for (let index = lane; performance.now() < until; index += 3)
            acknowledged.push(await sellAndOrder(index));
        }),
      );
      return acknowledged;
    };
    const trafficMs = Number(options['traffic-seconds']) * 1000;
    const before = await traffic(trafficMs);
    await sleep(300);
    const {
      rows: [{ target }],
    } = await primary.query("select to_char(now(), 'YYYY-MM-DD HH24:MI:SS.US TZH:TZM') as target");
    const {
      rows: [{ replayBytes }],
    } = await primary.query(
      'select pg_wal_lsn_diff(pg_current_wal_lsn(), $1::pg_lsn)::bigint as "replayBytes"',
      [backupLsn],
    );
    report.walToReplayMegabytes = Math.round(Number(replayBytes) / 1e6);
    await sleep(300);
    const after = await traffic(Math.min(3000, trafficMs));
    await api.stop();
    api = undefined;
    // Everything up to now into the archive, then the primary is lost.
    const {
      rows: [{ segment }],
    } = await primary.query('select pg_walfile_name(pg_switch_wal()) as segment');
    for (;;) {
      const {
        rows: [archiver],
      } = await primary.query('select last_archived_wal, failed_count from pg_stat_archiver');
      if (archiver.last_archived_wal >= segment) break;
      if (archiver.failed_count > 0) throw new Error('WAL archiving failed: see the primary log');
      await sleep(100);
    }
    await primary.end();
    await pgCtl(primaryDir, '-m', 'immediate', 'stop');
    report.ordersBeforeTarget = before.length;
    report.ordersAfterTarget = after.length;
    report.walArchivedMegabytes = Math.round(
      Number((await asPostgres('du', ['-sb', archiveDir])).split('\t')[0]) / 1e6,
    );

    // 3. The restore: the base backup into a fresh directory, replayed to the target, promoted.
    started = performance.now();
    await asPostgres('cp', ['-a', backupDir, restoredDir]);
    report.copySeconds = seconds(started);
    await asPostgres('touch', [join(restoredDir, 'recovery.signal')]);
    await appendFile(
      join(restoredDir, 'postgresql.conf'),
      [
        `port = ${restoredPort}`,
        'archive_mode = off',
        `restore_command = 'cp ${archiveDir}/%f %p'`,
        `recovery_target_time = '${target}'`,
        'recovery_target_action = promote',
        '',
      ].join('\n'),
    );
    const replayStarted = performance.now();
    await pgCtl(restoredDir, '-t', '3600', 'start');
    const restored = new pg.Client({ connectionString: urlOn(restoredPort) });
    await restored.connect();
    while ((await restored.query('select pg_is_in_recovery() as recovering')).rows[0].recovering)
      await sleep(100);
    report.replaySeconds = seconds(replayStarted);
    report.restoreSeconds = seconds(started);

    // 4. The API on the restored database, as its buyers would see it.
    api = await startApi(urlOn(restoredPort), false);
    report.apiReadySeconds = api.readySeconds;
    const missing = [];
    const buyerOrders = new Map();
    for (const { email } of buyers) {
      const as = browser(api.url);
      const signedIn = await as('POST', '/api/auth/login', { email, password: PASSWORD });
      if (signedIn.status !== 200)
        throw new Error(`sign-in on the restored database: ${signedIn.status}`);
      const ids = new Set();
      for (let offset = 0; ; offset += 100) {
        const page = await as(
          'GET',
          `/api/buyproduct?email=${encodeURIComponent(email)}&limit=100&offset=${offset}`,
        );
        const orders = await page.json();
        for (const order of orders) ids.add(order._id);
        if (orders.length < 100) break;
      }
      buyerOrders.set(email, ids);
    }
    for (const order of before) {
      const image = await fetch(`${api.url}${new URL(order.imageUrl, api.url).pathname}`);
      const bytes = image.ok
        ? sha256(Buffer.from(await image.arrayBuffer()))
        : `HTTP ${image.status}`;
      if (!buyerOrders.get(order.buyer).has(order.orderId) || bytes !== order.imageSha256)
        missing.push({ ...order, restoredImage: bytes });
    }
    const resurrected = after.filter((order) => buyerOrders.get(order.buyer).has(order.orderId));
    await restored.end();
    report.ok = before.length > 0 && missing.length === 0 && resurrected.length === 0;
    process.stdout.write(`${JSON.stringify({ restoreDrill: report }, null, 2)}\n`);
    if (missing.length)
      console.error('Acknowledged before the target, missing after the restore:', missing);
    if (resurrected.length) console.error('Placed after the target, yet restored:', resurrected);
    process.exitCode = report.ok ? 0 : 1;
  } finally {
    await api?.stop();
    for (const dir of [restoredDir, primaryDir])
      await pgCtl(dir, '-m', 'immediate', 'stop').catch(() => undefined);
    await rm(base, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
