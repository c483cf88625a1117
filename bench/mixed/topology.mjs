/**
 * The reference deployment's topology: two API processes behind Debian's nginx, the config
 * filled in by deploy/scripts/nginx-config.mjs, nginx run in the foreground as a child.
 */
import { execSync, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { writeNginxConfig } from '../../deploy/scripts/nginx-config.mjs';
import { startProductServer } from '../product-server.mjs';
import { API_PORTS, BASE, METRICS_TOKEN, NGINX, PORT, ROOT } from './settings.mjs';
import { send } from './http.mjs';

/** The other API process than the one nginx sent `response`'s request to. */
export const otherProcess = (response) => {
  const served = Number(
    String(response.headers['x-upstream'] ?? '')
      .split(':')
      .pop(),
  );
  const other = API_PORTS.find((port) => port !== served) ?? API_PORTS[0];
  return `http://127.0.0.1:${other}`;
};

async function startNginx(folder) {
  const config = await writeNginxConfig({
    folder,
    httpsPort: PORT,
    httpPort: PORT + 3,
    statusPort: PORT + 4,
    apiPorts: API_PORTS,
    shellFiles: join(ROOT, 'shell', 'dist'),
    accessLog: false,
    // Which process answered, so a freshness probe asks the other one.
    httpExtra: ['add_header X-Upstream $upstream_addr always;'],
  });
  execSync(`${NGINX} -t -q -c ${config}`, { stdio: 'inherit' });
  const nginx = spawn(NGINX, ['-c', config, '-g', 'daemon off;'], { stdio: 'inherit' });
  for (let attempt = 0; attempt < 100; attempt += 1) {
    if ((await send(BASE, 'GET', '/api/health/ready')).status === 200) break;
    await sleep(100);
  }
  return async () => {
    if (nginx.exitCode !== null) return;
    nginx.kill('SIGQUIT');
    await once(nginx, 'exit');
  };
}

/**
 * Server renders done so far by both API processes, by turn (renewal, visitor, crawler), from
 * their metrics; and, by turn, those that served the last render again, what it shows being the
 * same (a visitor's or a crawler's, for a page stale for longer than it may be served stale).
 */
export async function serverRenders() {
  const renders = {
    renewal: 0,
    'renewal, unchanged': 0,
    visitor: 0,
    'visitor, unchanged': 0,
    crawler: 0,
    'crawler, unchanged': 0,
  };
  for (const port of API_PORTS) {
    const { body } = await send(`http://127.0.0.1:${port}`, 'GET', '/api/metrics', {
      authorization: `Bearer ${METRICS_TOKEN}`,
    });
    const counts = body.matchAll(
      /^server_render_duration_seconds_count\{turn="(\w+)",outcome="(rendered|unchanged)"\} (\d+)$/gm,
    );
    for (const [, turn, outcome, count] of counts)
      renders[outcome === 'rendered' ? turn : `${turn}, unchanged`] += Number(count);
  }
  return renders;
}

/**
 * Both API processes on the database at `url`, limits lifted so the writers are never refused,
 * and nginx in front; resolves a function that stops all three.
 */
export async function startTopology(url) {
  const env = {
    DATABASE_URL: url,
    SEED_DEMO: 'false',
    PUBLIC_URL: BASE,
    TRUST_PROXY: '1',
    MAX_OPEN_ORDERS_PER_BUYER: '1000000',
    ORDER_REQUESTS_PER_HOUR: '1000000',
    RATE_LIMIT_MESSAGES_PER_MINUTE: '1000000',
    NEW_ACCOUNT_CONVERSATIONS_PER_DAY: '1000000',
    METRICS_TOKEN,
  };
  const apis = [];
  const nginxFolder = mkdtempSync(join(tmpdir(), 'marketplace-bench-mixed-'));
  let stopNginx;
  const stop = async () => {
    await stopNginx?.();
    await Promise.all(apis.map((api) => api.stop()));
    rmSync(nginxFolder, { recursive: true, force: true });
  };
  try {
    for (const port of API_PORTS) apis.push(await startProductServer({ port, env }));
    stopNginx = await startNginx(join(nginxFolder, 'nginx'));
  } catch (error) {
    await stop();
    throw error;
  }
  return stop;
}
