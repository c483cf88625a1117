/**
 * The production build (`api/dist/main.js`, which also serves the shell and the remotes) started
 * for a benchmark on 127.0.0.1, resolved once `/api/health` answers. BENCH_API_MAIN points at
 * another build of the API (an older commit's `api/dist/main.js`) to compare; BENCH_API_NODE_ARGS
 * adds flags for its Node.js (`--cpu-prof --cpu-prof-dir=/tmp/profiles`, which NODE_OPTIONS refuses).
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const STARTUP_TIMEOUT_MS = 60_000;
const MAIN = process.env.BENCH_API_MAIN ?? 'api/dist/main.js';
const NODE_ARGS = process.env.BENCH_API_NODE_ARGS?.split(' ').filter(Boolean) ?? [];

/** `env` adds to the production defaults (database, demo data, limits). */
export async function startProductServer({ port, env }) {
  const server = spawn(process.execPath, [...NODE_ARGS, MAIN], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      MIGRATE_ON_START: 'true',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      LOG_LEVEL: 'warn',
      SHUTDOWN_DRAIN_MS: '300',
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (server.exitCode !== null) return;
    server.kill('SIGTERM');
    await once(server, 'exit');
  };
  const deadline = Date.now() + STARTUP_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the product exited (${server.exitCode})`);
    if ((await fetch(`${url}/api/health`).catch(() => undefined))?.ok) {
      return { url, pid: server.pid, stop };
    }
    await sleep(250);
  }
  await stop();
  throw new Error(`the product did not answer within ${STARTUP_TIMEOUT_MS} ms`);
}
