import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BUILT_MAIN, runToExit, startApiProcess } from '../testing/api-process.js';
import { migratedDataDir } from '../testing/database-templates.js';
import { until } from '../testing/until.js';

/** Every line parsed as JSON: a line that is not fails the test, showing it. */
function jsonLines(lines: string[]): Array<Record<string, unknown>> {
  return lines.map((line) => {
    try {
      return JSON.parse(line) as Record<string, unknown>;
    } catch {
      throw new Error(`Not a JSON log line: ${line}`);
    }
  });
}

describe('what the production process prints', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'marketplace-logs-'));
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  it('a start-up failure is one fatal JSON line naming the bad variable, and exit 1', async () => {
    const { code, lines } = await runToExit(BUILT_MAIN, {
      DATA_DIR: dataDir,
      PORT: 'eighty',
      SMTP_URL: 'http://mail.example',
    });
    expect(code).toBe(1);
    const logged = jsonLines(lines);
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatchObject({ level: 60 });
    expect(logged[0]!.msg).toMatch(/PORT/);
    expect(logged[0]!.msg).toMatch(/SMTP_URL: must be an smtp:\/\/ or smtps:\/\/ address/);
  });

  it('a port already taken fails the start in JSON too, not a stack trace', async () => {
    const taken = createServer();
    await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve));
    const { port } = taken.address() as { port: number };
    try {
      const { code, lines } = await runToExit(BUILT_MAIN, {
        DATA_DIR: await migratedDataDir(dataDir),
        MIGRATE_ON_START: 'true',
        HOST: '127.0.0.1',
        PORT: String(port),
        SERVER_RENDER_WARM_UP: 'false',
      });
      expect(code).toBe(1);
      const fatal = jsonLines(lines).filter((line) => line.level === 60);
      expect(fatal).toHaveLength(1);
      expect(fatal[0]!.msg).toMatch(/EADDRINUSE/);
    } finally {
      taken.close();
    }
  }, 90_000);
});

const REDIS_SERVER = '/usr/bin/redis-server';
const describeWithRedisServer = existsSync(REDIS_SERVER) ? describe : describe.skip;

describeWithRedisServer('a Redis outage in the log', () => {
  let redis: ChildProcess | undefined;
  let redisPort: number;
  let dataDir: string;

  const startRedis = async () => {
    redis = spawn(REDIS_SERVER, ['--port', String(redisPort), '--save', '', '--appendonly', 'no'], {
      stdio: 'ignore',
    });
    await until(
      () =>
        new Promise<boolean>((resolve) => {
          const socket = createServer().listen(redisPort, '127.0.0.1');
          // The port is taken once redis-server listens.
          socket.once('error', () => resolve(true));
          socket.once('listening', () => socket.close(() => resolve(false)));
        }),
      Boolean,
    );
  };
  const stopRedis = async () => {
    if (!redis || redis.exitCode !== null) return;
    redis.kill('SIGKILL');
    await once(redis, 'exit');
  };

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'marketplace-redis-logs-'));
    const probe = createServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    redisPort = (probe.address() as { port: number }).port;
    await new Promise((resolve) => probe.close(resolve));
  });
  afterAll(async () => {
    await stopRedis();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('says once that Redis is gone and once that it is back, however many retries between', async () => {
    await startRedis();
    const api = await startApiProcess({
      DATA_DIR: await migratedDataDir(dataDir),
      REDIS_URL: `redis://127.0.0.1:${redisPort}`,
      // Each reconnection attempt is a debug line: the test counts them.
      LOG_LEVEL: 'debug',
      SERVER_RENDER_WARM_UP: 'false',
    });
    const redisLines = () =>
      jsonLines(api.output().split('\n').filter(Boolean)).filter(
        (line) => line.context === 'Redis',
      );
    const reconnectionAttempts = () =>
      redisLines().filter((line) => String(line.msg).startsWith('Reconnecting to Redis')).length;
    try {
      await stopRedis();
      // A dozen retries over both connections before Redis comes back.
      await until(
        async () => reconnectionAttempts(),
        (attempts) => attempts >= 12,
      );
      await startRedis();
      await until(
        async () => redisLines(),
        (lines) => lines.some((line) => line.msg === 'Redis answers again'),
      );
      expect((await fetch(`${api.url}/api/category`)).status).toBe(200);
      expect(await api.stop()).toBe(0);
      // What the log shows at its usual level, info and above.
      const shown = redisLines().filter((line) => Number(line.level) >= 30);
      expect(shown.map(({ level, msg }) => [level, msg])).toEqual([
        [50, expect.stringMatching(/^Redis is unreachable \(connect ECONNREFUSED .*\); retrying/)],
        [30, 'Redis answers again'],
      ]);
      jsonLines(api.output().split('\n').filter(Boolean));
    } finally {
      await api.stop();
    }
  }, 90_000);
});
