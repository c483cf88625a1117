import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

/** The built API, as `npm start` and a deployment run it. */
export const BUILT_MAIN = fileURLToPath(new URL('../../dist/main.js', import.meta.url));

/** `npm run migrate`, built. */
export const BUILT_MIGRATE = fileURLToPath(new URL('../../dist/cli/migrate.js', import.meta.url));

/** Environment every spawned process gets, besides the test's own. */
const BASE_ENV = {
  PATH: process.env.PATH,
  HOME: process.env.HOME,
  NODE_ENV: 'production',
  // Production needs its public origin; a started server's own port replaces this one.
  PUBLIC_URL: 'http://127.0.0.1',
};

/** Runs a built script (with `args`) until it exits: its exit code, and its output's lines. */
export async function runToExit(
  script: string,
  env: Record<string, string>,
  args: string[] = [],
): Promise<{ code: number | null; lines: string[] }> {
  const child = spawn(process.execPath, [script, ...args], {
    env: { ...BASE_ENV, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  // 'close', not 'exit': the output is read to its end first.
  const code = await new Promise<number | null>((resolve) => child.once('close', resolve));
  return { code, lines: output.split('\n').filter(Boolean) };
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

export interface ApiProcess {
  url: string;
  child: ChildProcess;
  /** Everything the process wrote, for a failing test to show. */
  output(): string;
  /** Resolves with the exit code once the process has ended. */
  exited: Promise<number | null>;
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

/** Starts `api/dist/main.js` on a free port and waits until it is ready. */
export async function startApiProcess(
  env: Record<string, string>,
  readyTimeoutMs = 90_000,
): Promise<ApiProcess> {
  if (!existsSync(BUILT_MAIN)) throw new Error(`${BUILT_MAIN} is missing: build the API first`);
  const port = await freePort();
  const child = spawn(process.execPath, [BUILT_MAIN], {
    env: {
      ...BASE_ENV,
      MIGRATE_ON_START: 'true',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      LOG_LEVEL: 'warn',
      // Stopping between cases needs no load balancer's time; the shutdown suite sets its own.
      SHUTDOWN_DRAIN_MS: '300',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => resolve(code)),
  );
  const url = `http://127.0.0.1:${port}`;
  const api: ApiProcess = {
    url,
    child,
    output: () => output,
    exited,
    async stop(signal = 'SIGTERM') {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
  };
  const deadline = Date.now() + readyTimeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`The API exited with ${child.exitCode}:\n${output}`);
    const ready = await fetch(`${url}/api/health/ready`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return api;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  await api.stop('SIGKILL');
  throw new Error(`The API was not ready within ${readyTimeoutMs} ms:\n${output}`);
}

/** A browser-like client over real HTTP: one session cookie, JSON bodies. */
export class HttpClient {
  /** Cookies by name, as a browser keeps them: the session's and the short-lived ones. */
  private readonly jar = new Map<string, string>();

  private get cookie(): string | undefined {
    return this.jar.size
      ? [...this.jar].map(([name, value]) => `${name}=${value}`).join('; ')
      : undefined;
  }

  async request(
    base: string,
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ) {
    const response = await fetch(`${base}${path}`, {
      method,
      headers: {
        ...(this.cookie ? { cookie: this.cookie } : {}),
        ...(body === undefined || Buffer.isBuffer(body)
          ? {}
          : { 'content-type': 'application/json' }),
        ...headers,
      },
      ...(body === undefined ? {} : { body: Buffer.isBuffer(body) ? body : JSON.stringify(body) }),
    });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair = ''] = cookie.split(';', 1);
      const name = pair.slice(0, pair.indexOf('='));
      const value = pair.slice(pair.indexOf('=') + 1);
      if (value && !/max-age=0/i.test(cookie)) this.jar.set(name, value);
      else this.jar.delete(name);
    }
    return response;
  }
}
