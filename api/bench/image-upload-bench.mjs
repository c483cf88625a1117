/**
 * Upload throughput and peak memory for 12-megapixel phone-sized JPEGs sent to POST /api/images.
 *
 * Runs the production build (api/dist/main.js, built with `npx nx run @marketplace/api:build`) on
 * PGlite in a scratch directory, or with `--postgres <server url>` on a scratch database there
 * (PGlite alone holds several hundred MB, which hides what images cost). Uploads one at a time,
 * then several at once, and reads the server's resident memory from /proc (VmRSS now, VmHWM the
 * peak, reset between phases).
 *
 *   node api/bench/image-upload-bench.mjs [--postgres postgres://postgres@127.0.0.1:5432/postgres]
 *     [--sequential 10] [--concurrent 24] [--in-flight 8]
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import pg from 'pg';
import sharp from 'sharp';

const { values: options } = parseArgs({
  options: {
    sequential: { type: 'string', default: '10' },
    concurrent: { type: 'string', default: '24' },
    'in-flight': { type: 'string', default: '8' },
    port: { type: 'string', default: '3911' },
    postgres: { type: 'string' },
  },
});
const API_ROOT = fileURLToPath(new URL('..', import.meta.url));
const BASE = `http://127.0.0.1:${options.port}`;
const WIDTH = 4000;
const HEIGHT = 3000;

/** A gradient under coarse noise: compresses like a phone photo (about 3.5 MB at quality 92). */
async function makePhoto() {
  const noise = await sharp({
    create: {
      width: WIDTH / 4,
      height: HEIGHT / 4,
      channels: 3,
      noise: { type: 'gaussian', mean: 128, sigma: 60 },
    },
  })
    .resize(WIDTH, HEIGHT, { kernel: 'cubic' })
    .png({ compressionLevel: 1 })
    .toBuffer();
  const scene = `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#0f766e"/><stop offset="0.5" stop-color="#fbbf24"/><stop offset="1" stop-color="#7c2d12"/>
    </linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/>
    <circle cx="2000" cy="1500" r="900" fill="#e0f2fe" opacity="0.6"/>
  </svg>`;
  return sharp(Buffer.from(scene))
    .composite([{ input: noise, blend: 'soft-light' }])
    .jpeg({ quality: 92 })
    .toBuffer();
}

const memoryOf = async (pid) => {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const kilobytes = (field) => Number(status.match(new RegExp(`${field}:\\s+(\\d+)`))[1]);
  return { rssMb: kilobytes('VmRSS') / 1024, peakMb: kilobytes('VmHWM') / 1024 };
};

/** Writing 5 to clear_refs resets the peak (VmHWM) to the current RSS. */
const resetPeak = (pid) => writeFile(`/proc/${pid}/clear_refs`, '5');

async function upload(photo) {
  const form = new FormData();
  form.set('image', new Blob([photo], { type: 'image/jpeg' }), 'photo.jpg');
  const started = performance.now();
  const response = await fetch(`${BASE}/api/images`, { method: 'POST', body: form });
  if (response.status !== 201)
    throw new Error(`upload answered ${response.status}: ${await response.text()}`);
  await response.json();
  return performance.now() - started;
}

async function run(label, photo, total, inFlight, pid) {
  await resetPeak(pid);
  const latencies = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: inFlight }, async () => {
      while (next < total) {
        next += 1;
        latencies.push(await upload(photo));
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const sorted = latencies.toSorted((a, b) => a - b);
  const { peakMb } = await memoryOf(pid);
  return {
    phase: label,
    uploads: total,
    inFlight,
    uploadsPerSecond: +(total / seconds).toFixed(2),
    megabytesPerSecond: +((total * photo.length) / 1e6 / seconds).toFixed(1),
    medianMs: Math.round(sorted[Math.floor(sorted.length / 2)]),
    p95Ms: Math.round(sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.95))]),
    peakRssMb: Math.round(peakMb),
  };
}

/** A fresh database on the server, dropped afterwards; undefined means PGlite. */
async function scratchDatabase(serverUrl) {
  if (!serverUrl) return { url: undefined, drop: async () => {} };
  const name = `marketplace_image_bench_${randomBytes(4).toString('hex')}`;
  const query = async (sql) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    await client.query(sql).finally(() => client.end());
  };
  await query(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => query(`drop database if exists ${name} with (force)`) };
}

const photo = await makePhoto();
const dataDir = await mkdtemp(join(tmpdir(), 'marketplace-image-bench-'));
const database = await scratchDatabase(options.postgres);
const server = spawn(process.execPath, ['dist/main.js'], {
  cwd: API_ROOT,
  stdio: ['ignore', 'ignore', 'inherit'],
  env: {
    ...process.env,
    NODE_ENV: 'production',
    MIGRATE_ON_START: 'true',
    HOST: '127.0.0.1',
    PORT: options.port,
    DATA_DIR: dataDir,
    ...(database.url ? { DATABASE_URL: database.url } : {}),
    SEED_DEMO: 'false',
    RATE_LIMIT_UPLOADS_PER_HOUR: '1000000',
    LOG_LEVEL: 'warn',
  },
});
try {
  for (let attempt = 0; ; attempt += 1) {
    if ((await fetch(`${BASE}/api/health`).catch(() => null))?.ok) break;
    if (attempt > 120) throw new Error('the API did not start');
    await sleep(500);
  }
  const idle = await memoryOf(server.pid);
  await upload(photo); // warm-up: sharp's first call loads libvips' codecs
  const results = [
    await run('one at a time', photo, Number(options.sequential), 1, server.pid),
    await run(
      'several at once',
      photo,
      Number(options.concurrent),
      Number(options['in-flight']),
      server.pid,
    ),
  ];
  const columns = Object.keys(results[0]);
  const rows = [
    columns,
    ...results.map((result) => columns.map((column) => String(result[column]))),
  ];
  const widths = columns.map((_, index) => Math.max(...rows.map((row) => row[index].length)));
  process.stdout.write(
    `Photo: ${WIDTH}x${HEIGHT} JPEG, ${(photo.length / 1e6).toFixed(2)} MB; ` +
      `database: ${database.url ? 'PostgreSQL' : 'PGlite'}; API idle RSS ${Math.round(idle.rssMb)} MB\n` +
      rows
        .map((row) => row.map((cell, index) => cell.padEnd(widths[index])).join('  '))
        .join('\n') +
      '\n',
  );
} finally {
  server.kill();
  await new Promise((resolve) => server.once('exit', resolve));
  await database.drop();
  await rm(dataDir, { recursive: true, force: true });
}
