import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './free-port';
import { REPOSITORY_ROOT } from './repository';

export interface MarketplaceServer {
  /** The origin the shell is served from, e.g. http://127.0.0.1:40123. */
  url: string;
  /** Its DATA_DIR: without SMTP_URL, the emails it sends are files in `outbox/` there. */
  dataDir: string;
  /** Stops it and removes its data folder, unless asked to keep it. */
  stop(options?: { keepDataDir?: boolean }): Promise<void>;
}

/**
 * A stopped server's data folder, migrated and holding the demo data, that every server of the
 * run starts from a copy of (set by global setup): a server on an empty folder spends 12 s
 * creating, migrating and seeding its database, one on a copy 4 s.
 */
const SEEDED_DATA_DIR = 'E2E_SEEDED_DATA_DIR';

/** Makes the folder every later server of this process and its workers starts from a copy of. */
export async function prepareSeededDataDir(): Promise<{ remove(): Promise<void> }> {
  const server = await startMarketplaceServer();
  await server.stop({ keepDataDir: true });
  process.env[SEEDED_DATA_DIR] = server.dataDir;
  return { remove: () => rm(server.dataDir, { recursive: true, force: true }) };
}

const STARTUP_TIMEOUT_MS = 60_000;

async function waitUntilHealthy(url: string, server: ChildProcess, output: () => string) {
  const deadline = Date.now() + STARTUP_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) {
      throw new Error(`The marketplace server exited (${server.exitCode}):\n${output()}`);
    }
    const healthy = await fetch(`${url}/api/health`)
      .then((response) => response.ok)
      .catch(() => false);
    if (healthy) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(
    `The marketplace server did not answer within ${STARTUP_TIMEOUT_MS} ms:\n${output()}`,
  );
}

/**
 * The production server (`api/dist/main.js`, which also serves the shell and the remotes) on a
 * free port with a temporary PGlite database of its own holding the demo data. `env` adds to or
 * overrides its environment, e.g. a REMOTE_*_URL.
 */
export async function startMarketplaceServer(
  env: Record<string, string> = {},
): Promise<MarketplaceServer> {
  const port = await freePort();
  const dataDir = await mkdtemp(join(tmpdir(), 'marketplace-e2e-'));
  const seeded = process.env[SEEDED_DATA_DIR];
  if (seeded) await cp(seeded, dataDir, { recursive: true });
  const server = spawn(process.execPath, ['api/dist/main.js'], {
    cwd: REPOSITORY_ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      MIGRATE_ON_START: 'true',
      SEED_DEMO: 'true',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      // Every journey signs in from 127.0.0.1, so the per-address limits would count the whole
      // suite as one visitor; the limits themselves are covered by the API suites.
      RATE_LIMIT_LOGIN_PER_IP_PER_15_MIN: '10000',
      RATE_LIMIT_REGISTER_PER_IP_PER_HOUR: '10000',
      RATE_LIMIT_UPLOADS_PER_HOUR: '10000',
      RATE_LIMIT_REPORTS_PER_HOUR: '10000',
      // Each journey's server stops with nothing in front of it to wait for.
      SHUTDOWN_DRAIN_MS: '300',
      // The journeys check what a render produces on a machine running a browser beside it; how
      // long a visitor waits for a render is the API suites' concern.
      SERVER_RENDER_WAIT_MS: '20000',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  server.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  server.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));

  const url = `http://127.0.0.1:${port}`;
  const stop = async ({ keepDataDir = false } = {}) => {
    if (server.exitCode === null) {
      server.kill('SIGTERM');
      await once(server, 'exit');
    }
    if (!keepDataDir) await rm(dataDir, { recursive: true, force: true });
  };
  try {
    await waitUntilHealthy(url, server, () => output);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, dataDir, stop };
}
