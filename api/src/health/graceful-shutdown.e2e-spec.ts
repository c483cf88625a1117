import { mkdtemp, rm } from 'node:fs/promises';
import { Agent, request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type ApiProcess, HttpClient, startApiProcess } from '../testing/api-process.js';
import { migratedDataDir } from '../testing/database-templates.js';
import { EventStreamClient } from '../testing/event-stream.js';
import { createScratchDatabase } from '../testing/test-app.js';
import { until } from '../testing/until.js';

/** Plain node:http with kept-alive sockets, as a load balancer or a busy browser holds them. */
function send(agent: Agent, url: string, method: string, body?: unknown, cookie?: string) {
  return new Promise<{ status: number; connection: string | undefined }>((resolve, reject) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const outgoing = request(
      url,
      {
        method,
        agent,
        headers: {
          ...(payload ? { 'content-type': 'application/json' } : {}),
          ...(cookie ? { cookie } : {}),
        },
      },
      (response) => {
        response.resume();
        response.on('end', () =>
          resolve({ status: response.statusCode!, connection: response.headers.connection }),
        );
        response.on('error', reject);
      },
    );
    outgoing.on('error', reject);
    outgoing.end(payload);
  });
}

/**
 * Load across a SIGTERM of a real process: list reads and new listings from 16 kept-alive
 * clients, routed the way a load balancer routes them: to this process until its readiness
 * check answers 503, then elsewhere. Every request sent to the process must be answered.
 */
async function loadAcrossSigterm(api: ApiProcess, category: string, cookie: string) {
  const agent = new Agent({ keepAlive: true, maxSockets: 16 });
  const tally = { answered: 0, answeredAfterSignal: 0, failed: [] as string[], connectionClose: 0 };
  let signalled = false;
  let routedAway = false;
  const clientsAnswered = new Set<number>();
  const productUrl = `${api.url}/api/products?category=${encodeURIComponent(category)}`;

  // The load balancer's health check, every 100 ms on a fresh connection.
  const healthCheck = (async () => {
    while (!routedAway) {
      const ready = await fetch(`${api.url}/api/health/ready`).then(
        (response) => response.ok,
        () => false,
      );
      if (!ready) routedAway = true;
      else await new Promise((resolve) => setTimeout(resolve, 100));
    }
  })();

  const worker = async (index: number) => {
    while (!routedAway) {
      const isWrite = index % 4 === 0;
      try {
        const response = isWrite
          ? await send(
              agent,
              `${api.url}/api/products`,
              'POST',
              {
                productName: `Shutdown item ${index}-${Math.random()}`,
                productImage: '/api/images/test.webp',
                location: 'Dhaka',
                orginalPrice: '100',
                resellPrice: '50',
                yearsOfUsed: '1 year',
                category,
                phone: '01712345678',
              },
              cookie,
            )
          : await send(agent, productUrl, 'GET', undefined, cookie);
        if (response.connection === 'close') tally.connectionClose += 1;
        if (response.status >= 500)
          tally.failed.push(`${isWrite ? 'write' : 'read'}: ${response.status}`);
        else {
          tally.answered += 1;
          if (signalled) tally.answeredAfterSignal += 1;
        }
      } catch (error) {
        tally.failed.push(
          `${isWrite ? 'write' : 'read'}: ${(error as NodeJS.ErrnoException).code ?? String(error)}`,
        );
      }
      clientsAnswered.add(index);
    }
  };

  const workers = Array.from({ length: 16 }, (_, index) => worker(index));
  // The signal comes with a request in flight on every connection.
  await until(
    async () => clientsAnswered.size,
    (size) => size === workers.length,
  );
  signalled = true;
  const signalledAt = Date.now();
  api.child.kill('SIGTERM');
  await Promise.all([...workers, healthCheck]);
  const exitCode = await api.exited;
  agent.destroy();
  return { ...tally, exitCode, stoppedAfterMs: Date.now() - signalledAt };
}

/**
 * 50 kept-alive clients that ignore readiness and send reads back to back across a SIGTERM, until
 * the process refuses their connection. A refusal after the listener closed is counted apart; a
 * reset, a hang-up or a 5xx is a failure.
 */
async function clientsIgnoringReadiness(api: ApiProcess, drainMs: number) {
  const agent = new Agent({ keepAlive: true, maxSockets: 50 });
  const tally = { answered: 0, failed: [] as string[], refused: 0, firstRefusalAfterMs: Infinity };
  let signalledAt = 0;
  const clientsAnswered = new Set<number>();
  const worker = async (index: number) => {
    for (;;) {
      try {
        const { status } = await send(agent, `${api.url}/api/category`, 'GET');
        clientsAnswered.add(index);
        if (status >= 500) tally.failed.push(String(status));
        else tally.answered += 1;
      } catch (error) {
        clientsAnswered.add(index);
        const code = (error as NodeJS.ErrnoException).code ?? String(error);
        if (code !== 'ECONNREFUSED' || !signalledAt) {
          tally.failed.push(`${code}@${Date.now() - signalledAt}`);
          return;
        }
        tally.refused += 1;
        tally.firstRefusalAfterMs = Math.min(tally.firstRefusalAfterMs, Date.now() - signalledAt);
        return;
      }
    }
  };
  const workers = Array.from({ length: 50 }, (_, index) => worker(index));
  // The signal comes with a request in flight on every connection.
  await until(
    async () => clientsAnswered.size,
    (size) => size === workers.length,
  );
  signalledAt = Date.now();
  api.child.kill('SIGTERM');
  await Promise.all(workers);
  agent.destroy();
  return { ...tally, exitCode: await api.exited, drainMs };
}

describe('graceful shutdown of a real process', () => {
  let dataDir: string;
  let scratch: Awaited<ReturnType<typeof createScratchDatabase>> | undefined;
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'marketplace-shutdown-'));
  });
  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true });
    await scratch?.drop();
  });

  const targets: Array<[string, () => Promise<Record<string, string>>]> = [
    ['PGlite', async () => ({ DATA_DIR: await migratedDataDir(dataDir) })],
    ...(process.env.TEST_DATABASE_URL
      ? ([
          [
            'PostgreSQL',
            async () => {
              scratch = await createScratchDatabase(process.env.TEST_DATABASE_URL!);
              return { DATABASE_URL: scratch.url };
            },
          ],
        ] as Array<[string, () => Promise<Record<string, string>>]>)
      : []),
  ];

  it.each(targets)(
    'on %s: SIGTERM under load answers every request already sent, then exits 0',
    async (name, databaseEnv) => {
      const api = await startApiProcess({
        ...(await databaseEnv()),
        SEED_DEMO: 'true',
        // Longer than the health check's interval, as it must be behind a load balancer.
        SHUTDOWN_DRAIN_MS: '3000',
        SHUTDOWN_GRACE_MS: '10000',
        RATE_LIMIT_REGISTER_PER_IP_PER_HOUR: '100',
      });
      try {
        const seller = new HttpClient();
        const registered = await seller.request(api.url, 'POST', '/api/auth/register', {
          name: 'Shutdown Seller',
          email: 'shutdown-seller@example.com',
          password: 'a long enough secret',
          image: '/api/images/test.webp',
          role: 'seller',
        });
        expect(registered.status).toBe(201);
        const sellerCookie = (seller as unknown as { cookie: string }).cookie;
        const categories = (await (await fetch(`${api.url}/api/category`)).json()) as Array<{
          name: string;
        }>;

        // An open live stream, as every signed-in page holds one.
        const stream = await EventStreamClient.connect(`${api.url}/api/events`, {
          cookie: sellerCookie,
        });
        expect(stream.status).toBe(200);
        const result = await loadAcrossSigterm(api, categories[0]!.name, sellerCookie);
        console.warn(`SIGTERM under load on ${name}: ${JSON.stringify(result)}`);
        expect(result.failed).toEqual([]);
        expect(result.exitCode).toBe(0);
        expect(result.answered).toBeGreaterThan(10);
        expect(result.answeredAfterSignal).toBeGreaterThan(0);
        expect(result.connectionClose).toBeGreaterThan(0);
        // Ended when draining began (its browser reconnects elsewhere); it held nothing up.
        expect(stream.ended).toBe(true);
      } finally {
        await api.stop('SIGKILL');
      }
    },
    120_000,
  );

  it('answers every request of 50 kept-alive clients that ignore readiness, refusing only after the drain', async () => {
    const drainMs = 2_000;
    const api = await startApiProcess({
      DATA_DIR: await migratedDataDir(dataDir),
      SEED_DEMO: 'true',
      SHUTDOWN_DRAIN_MS: String(drainMs),
    });
    try {
      const result = await clientsIgnoringReadiness(api, drainMs);
      console.warn(`SIGTERM with clients ignoring readiness: ${JSON.stringify(result)}`);
      expect(result.failed).toEqual([]);
      expect(result.exitCode).toBe(0);
      expect(result.answered).toBeGreaterThan(100);
      // Refused only once the drain was over and the listener had closed.
      expect(result.refused).toBe(50);
      expect(result.firstRefusalAfterMs).toBeGreaterThanOrEqual(drainMs);
    } finally {
      await api.stop('SIGKILL');
    }
  }, 120_000);
});
