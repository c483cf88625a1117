import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { AccountRole } from '@marketplace/contracts';
import { eq } from 'drizzle-orm';
import type { DestinationStream } from 'pino';
import { randomBytes } from 'node:crypto';
import { createApp } from '../app.js';
import { type AppConfig, loadConfig } from '../config/app-config.js';
import { type Database, type DatabaseHandle, openDatabase } from '../database/database.js';
import type { ReplicaSettings } from '../database/read-replicas.js';
import { READ_AFTER_COOKIE } from '../database/read-your-writes.js';
import { users } from '../database/schema.js';
import {
  databaseOn,
  migratedPgliteDump,
  migratedPostgresTemplate,
  onDatabaseServer,
} from './database-templates.js';
import { checkedAgainstContract } from './response-contract.js';

/** The databases every API suite runs against: PGlite always, PostgreSQL when configured. */
export const DATABASE_TARGETS: Array<[string, string | undefined]> = [
  ['PGlite', undefined],
  ...(process.env.TEST_DATABASE_URL
    ? ([['PostgreSQL', process.env.TEST_DATABASE_URL]] as Array<[string, string]>)
    : []),
];

/**
 * A fresh database on the PostgreSQL server, so parallel suites never see each other's rows:
 * a copy of the run's migrated template, or `empty` for a suite about migrating.
 */
export async function createScratchDatabase(
  serverUrl: string,
  { empty = false }: { empty?: boolean } = {},
): Promise<{ name: string; url: string; drop: () => Promise<void> }> {
  const name = `marketplace_test_${randomBytes(6).toString('hex')}`;
  const template = empty ? undefined : await migratedPostgresTemplate(serverUrl);
  await onDatabaseServer(
    serverUrl,
    `create database ${name}${template ? ` template ${template}` : ''}`,
  );
  return {
    name,
    url: databaseOn(serverUrl, name),
    drop: () => onDatabaseServer(serverUrl, `drop database if exists ${name} with (force)`),
  };
}

type InjectOptions = {
  headers?: Record<string, string>;
  query?: Record<string, string>;
};

/** The cookies a TestClient keeps: its session, and where its reads may go after a write. */
const KEPT_COOKIES = new Set(['sid', READ_AFTER_COOKIE]);

/** An HTTP client with its own cookie jar, as one browser would be. */
export class TestClient {
  private readonly cookies = new Map<string, string>();

  constructor(private readonly app: NestFastifyApplication) {}

  get hasSession(): boolean {
    return this.cookies.has('sid');
  }

  /** The session's Cookie header, for a real HTTP client (an event stream) acting as this one. */
  get cookieHeader(): Record<string, string> {
    if (this.cookies.size === 0) return {};
    return {
      cookie: [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; '),
    };
  }

  async request(method: string, url: string, body?: unknown, options: InjectOptions = {}) {
    const response = await this.app.inject({
      method: method as 'GET',
      url,
      ...(body === undefined ? {} : { payload: body as object }),
      ...(options.query ? { query: options.query } : {}),
      headers: { ...this.cookieHeader, ...options.headers },
    });
    for (const { name, value } of response.cookies) {
      if (!KEPT_COOKIES.has(name)) continue;
      if (value) this.cookies.set(name, value);
      else this.cookies.delete(name);
    }
    return response;
  }

  get = (url: string, options?: InjectOptions) => this.request('GET', url, undefined, options);
  post = (url: string, body?: unknown, options?: InjectOptions) =>
    this.request('POST', url, body, options);
  put = (url: string, body?: unknown, options?: InjectOptions) =>
    this.request('PUT', url, body, options);
  delete = (url: string, options?: InjectOptions) =>
    this.request('DELETE', url, undefined, options);
}

export interface TestContext {
  app: NestFastifyApplication;
  db: Database;
  config: AppConfig;
  /** The scratch PostgreSQL database's URL, for a second app on the same data; undefined on PGlite. */
  databaseUrl: string | undefined;
  client(): TestClient;
  /**
   * Registers (and signs in) a new account; `admin` also sets the admin flag. The account's email
   * is marked proven in the database, as a suite about something else needs the proven limits;
   * `unverified` leaves it as registration does (email-verification.e2e-spec.ts proves it for real).
   */
  signUp(options?: {
    role?: AccountRole;
    admin?: boolean;
    name?: string;
    email?: string;
    unverified?: boolean;
  }): Promise<{
    client: TestClient;
    email: string;
    id: string;
    password: string;
  }>;
  /**
   * Another API instance on the same database, as a second process would be: on PostgreSQL with
   * its own connection pool, on PGlite sharing the one in-process database.
   */
  startAnotherInstance(env?: Record<string, string>): Promise<{
    app: NestFastifyApplication;
    close(): Promise<void>;
  }>;
  close(): Promise<void>;
}

const testConfig = (env: Record<string, string>) =>
  loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    RATE_LIMIT_REGISTER_PER_IP_PER_HOUR: '10000',
    RATE_LIMIT_LOGIN_PER_IP_PER_15_MIN: '10000',
    // Every suite reports from one address; the reports suite checks the limit itself.
    RATE_LIMIT_REPORTS_PER_HOUR: '10000',
    RATE_LIMIT_BLOCKS_PER_HOUR: '10000',
    // Jobs stay queued unless a suite runs a worker: no suite sends email by accident.
    JOBS_WORKER: 'false',
    // No render in the background of suites about something else; the rendering suite turns it on.
    SERVER_RENDER_WARM_UP: 'false',
    ...env,
  });

let accountCounter = 0;

export async function createTestContext(
  databaseUrl: string | undefined,
  env: Record<string, string> = {},
  options: {
    logDestination?: DestinationStream;
    /** Streaming replicas of `databaseUrl`'s server: reads go to the scratch database on them. */
    replicas?: { serverUrls: string[] } & ReplicaSettings;
  } = {},
): Promise<TestContext> {
  const config = testConfig({
    // As a PostgreSQL deployment would: images in the database every process shares.
    ...(databaseUrl ? { IMAGE_STORAGE: 'database' } : {}),
    ...env,
  });
  const scratch = databaseUrl ? await createScratchDatabase(databaseUrl) : undefined;
  const database: DatabaseHandle = await openDatabase({
    databaseUrl: scratch?.url,
    dataDir: null,
    poolSize: 25,
    ...(scratch ? {} : { pgliteDump: await migratedPgliteDump() }),
    ...(scratch && options.replicas
      ? {
          replicas: {
            ...options.replicas,
            urls: options.replicas.serverUrls.map((url) => databaseOn(url, scratch.name)),
          },
        }
      : {}),
  });
  const app = checkedAgainstContract(await createApp(config, database, options));

  const context: TestContext = {
    app,
    db: database.db,
    config,
    databaseUrl: scratch?.url,
    client: () => new TestClient(app),
    async signUp({ role = 'user', admin = false, name, email, unverified = false } = {}) {
      accountCounter += 1;
      const address =
        email ??
        `${role}${admin ? '-admin' : ''}-${accountCounter}-${randomBytes(3).toString('hex')}@example.com`;
      const password = 'a good long password';
      const client = new TestClient(app);
      const response = await client.post('/api/auth/register', {
        name: name ?? `Test ${role} ${accountCounter}`,
        email: address,
        password,
        image: '/api/images/test.webp',
        role,
      });
      if (response.statusCode !== 201) throw new Error(`sign-up failed: ${response.body}`);
      const [row] = await database.db
        .update(users)
        .set({ isAdmin: admin, emailVerifiedAt: unverified ? null : new Date() })
        .where(eq(users.email, address))
        .returning({ id: users.id });
      return { client, email: address, id: String(row!.id), password };
    },
    async startAnotherInstance(otherEnv = env) {
      const other = scratch
        ? await openDatabase({ databaseUrl: scratch.url, dataDir: null, poolSize: 5 })
        : undefined;
      const otherApp = checkedAgainstContract(
        await createApp(testConfig(otherEnv), other ?? database),
      );
      return {
        app: otherApp,
        async close() {
          await otherApp.close();
          await other?.close();
        },
      };
    },
    async close() {
      await app.close();
      await database.close();
      await scratch?.drop();
    },
  };
  return context;
}

/** A log destination that keeps every line, parsed, for a test to read. */
export function captureLogs(): {
  destination: DestinationStream;
  lines: Array<Record<string, unknown>>;
} {
  const lines: Array<Record<string, unknown>> = [];
  return {
    lines,
    destination: {
      write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>),
    },
  };
}

/**
 * Suites only a PostgreSQL server can run (several processes or connections on one database),
 * skipped with the reason in their title without TEST_DATABASE_URL.
 */
export const describeOnPostgres = process.env.TEST_DATABASE_URL
  ? describe.each([process.env.TEST_DATABASE_URL])
  : describe.skip.each(['(TEST_DATABASE_URL not set)']);
