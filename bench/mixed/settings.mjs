/** The mixed benchmark's settings (see mixed-workload.mjs for each variable) and small helpers. */
import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('../..', import.meta.url));
export const DATABASE_NAME = process.env.BENCH_MIXED_DATABASE ?? 'marketplace_bench_mixed';
export const SIZES = (process.env.BENCH_MIXED_PRODUCTS ?? '10000,1000000').split(',').map(Number);
export const DURATION_S = Number(process.env.BENCH_MIXED_DURATION ?? 60);
export const WARMUP_S = 5;
export const CONNECTIONS = Number(process.env.BENCH_MIXED_CONNECTIONS ?? 32);
export const WRITE_SHARE = Number(process.env.BENCH_MIXED_WRITE_SHARE ?? 0.05);
export const PORT = Number(process.env.BENCH_MIXED_PORT ?? 4650);
export const API_PORTS = [PORT + 1, PORT + 2];
export const NGINX = process.env.NGINX ?? '/usr/sbin/nginx';
export const BASE = `https://127.0.0.1:${PORT}`;
/** How long a freshness probe asks before it counts the change as not seen. */
export const FRESHNESS_GIVE_UP_MS = 5_000;
/** Probes in flight at once: each is a reader of its own, polling every 10 ms. */
export const PROBES_AT_ONCE = 4;
export const BUYERS = 500;
/** The API processes' METRICS_TOKEN, for their server render counts. */
export const METRICS_TOKEN = 'the mixed benchmark reads the metrics';
export const USERS = 100_000;

export const log = (message) => process.stdout.write(`${message}\n`);
export const pick = (list) => list[Math.floor(Math.random() * list.length)];
