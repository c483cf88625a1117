import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { join } from 'node:path';
import { freePort } from './free-port';
import { REPOSITORY_ROOT } from './repository';

export interface ShellDevServer {
  /** e.g. http://127.0.0.1:40321: the shell with hot reload, as `npm run dev -w shell` serves it. */
  url: string;
  stop(): Promise<void>;
}

/** A first compile on a busy two-core machine. */
const COMPILE_TIMEOUT_MS = 120_000;

/**
 * The shell's dev server (`rspack serve`) on a free port, sending what it proxies to `apiOrigin`:
 * the setup shell/README.md gives for working on the shell alone against a running API.
 */
export async function startShellDevServer(apiOrigin: string): Promise<ShellDevServer> {
  const port = await freePort();
  const server: ChildProcess = spawn(
    'npx',
    ['rspack', 'serve', '--mode', 'development', '--port', String(port), '--host', '127.0.0.1'],
    {
      cwd: join(REPOSITORY_ROOT, 'shell'),
      env: { ...process.env, DEV_API_ORIGIN: apiOrigin },
      stdio: ['ignore', 'pipe', 'pipe'],
      // Its own process group: stopping it stops what npx started under it.
      detached: true,
    },
  );
  let output = '';
  server.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  server.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (server.exitCode !== null) return;
    process.kill(-server.pid!, 'SIGTERM');
    await once(server, 'exit');
  };

  // The dev server holds every request until its first compile is done.
  const deadline = Date.now() + COMPILE_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`The shell's dev server exited:\n${output}`);
    const answered = await fetch(url, { signal: AbortSignal.timeout(COMPILE_TIMEOUT_MS) })
      .then((response) => response.ok)
      .catch(() => false);
    if (answered) return { url, stop };
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  await stop();
  throw new Error(
    `The shell's dev server did not answer within ${COMPILE_TIMEOUT_MS} ms:\n${output}`,
  );
}
