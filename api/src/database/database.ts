import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type SQL, sql } from 'drizzle-orm';
import { Logger } from '@nestjs/common';
import type pg from 'pg';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { ReadReplicas, type ReplicaSettings } from './read-replicas.js';
import {
  APPLIED_DEFINITIONS_TABLE,
  SELECT_APPLIED,
  applyRepeatableDefinitions,
  changedDefinitions,
} from './repeatable-definitions.js';
import { schema } from './schema.js';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
/** A transaction of `Database`; repositories take either, so one call can join a caller's transaction. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** Work that must run in one process at a time across the deployment. */
export const DATABASE_LOCKS = { migrations: 7_301_001, bootstrap: 7_301_002 } as const;
export type DatabaseLock = keyof typeof DATABASE_LOCKS;

const logger = new Logger('Database');

export interface DatabaseHandle {
  db: Database;
  /**
   * For read-only queries (lists, search, detail, profiles, rendering): routed to a healthy
   * replica when DATABASE_REPLICA_URLS names some (see ReadReplicas), otherwise `db` itself.
   */
  reader: Database;
  /** The replicas behind `reader`, when configured. */
  replicas?: ReadReplicas;
  driver: 'pglite' | 'postgres';
  /** The `pg` pool on PostgreSQL (shared limits and notifications use it). */
  pool?: pg.Pool;
  /** A new connection outside the pool, for a long-lived `LISTEN` (PostgreSQL only). */
  connectDedicated?: () => pg.Client;
  /** PGlite only: LISTEN to a channel its triggers NOTIFY on (PostgreSQL: `connectDedicated`). */
  listen?: (channel: string, handler: (payload: string) => void) => Promise<unknown>;
  /** PGlite only: its data directory as a tarball, for another to start from (`pgliteDump`). */
  dumpDataDir?: () => Promise<Blob>;
  /** Runs `work` while holding a PostgreSQL advisory lock; PGlite has only one process. */
  withLock<T>(lock: DatabaseLock, work: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** The pool's limits, so a stuck lock or query cannot hold every connection (see README). */
export interface PoolTimeouts {
  connectMs: number;
  statementMs: number;
  lockMs: number;
  idleInTransactionMs: number;
}

const DEFAULT_TIMEOUTS: PoolTimeouts = {
  connectMs: 5_000,
  statementMs: 15_000,
  lockMs: 5_000,
  idleInTransactionMs: 15_000,
};

/**
 * Settings of every database session the API opens (PostgreSQL's connections and PGlite's one):
 * - search's typo tolerance (migration 0003 sets it as the database's default, which only
 *   sessions opened after the migration see; the pool may hold one opened before it, and PGlite
 *   applies no database default when it opens a data directory);
 * - a random page read costed as 1.1 sequential ones, not PostgreSQL's 4, which prices a disk
 *   that seeks: the catalogue is read from memory. At 4, walking a category's own index (whose
 *   leading column has nothing to do with the table's order) looked dearer than walking the whole
 *   catalogue's, and a search in a category skipped eight times the rows to fill a page (a
 *   two-word search newest first in a category at 1M listings: 15 ms, 3.2 ms at 1.1).
 */
const SESSION_SETTINGS: Record<string, string> = {
  'pg_trgm.word_similarity_threshold': '0.5',
  random_page_cost: '1.1',
};

/** SESSION_SETTINGS as a PostgreSQL connection's `options`. */
export const SESSION_OPTIONS = Object.entries(SESSION_SETTINGS)
  .map(([name, value]) => `-c ${name}=${value}`)
  .join(' ');

/**
 * Committed versioned migrations (tables, columns, indexes), written by hand: see
 * docs/database.md. Functions and triggers are repeatable definitions (repeatable-definitions.ts).
 */
export const MIGRATIONS_FOLDER = fileURLToPath(new URL('../../drizzle', import.meta.url));

/**
 * PostgreSQL when a URL is given (a `pg` pool), otherwise PGlite in process under `dataDir`
 * (or in memory when `dataDir` is null, for tests). Both speak the same SQL and migrations,
 * which are applied on opening unless `migrate` is false (a server started without
 * MIGRATE_ON_START leaves them to `npm run migrate` and checks `pendingMigrations` instead).
 */
export async function openDatabase(options: {
  databaseUrl?: string | undefined;
  dataDir: string | null;
  poolSize?: number;
  timeouts?: PoolTimeouts;
  migrate?: boolean;
  /** Streaming replicas of `databaseUrl` for read-only queries (PostgreSQL only). */
  replicas?: { urls: string[] } & ReplicaSettings;
  /** PGlite only: a data directory (`dumpDataDir`) to start from instead of an empty one. */
  pgliteDump?: Blob | undefined;
}): Promise<DatabaseHandle> {
  const migrate = options.migrate ?? true;
  if (options.databaseUrl) {
    const { default: pg } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const { migrate: applyMigrations } = await import('drizzle-orm/node-postgres/migrator');
    const timeouts = options.timeouts ?? DEFAULT_TIMEOUTS;
    const connectionTo = (connectionString: string) => ({
      connectionString,
      connectionTimeoutMillis: timeouts.connectMs,
    });
    const connection = connectionTo(options.databaseUrl);
    // The primary's pool and each replica's: the same limits and settings.
    const poolOptions = (connectionString: string): pg.PoolConfig => ({
      ...connectionTo(connectionString),
      max: options.poolSize ?? 10,
      // Set on every connection: a query past these is cancelled by the server (SQLSTATE 57014,
      // 55P03, 25P03), which the exception filter answers with 503 and Retry-After.
      statement_timeout: timeouts.statementMs,
      lock_timeout: timeouts.lockMs,
      idle_in_transaction_session_timeout: timeouts.idleInTransactionMs,
      options: SESSION_OPTIONS,
    });
    const pool = new pg.Pool(poolOptions(options.databaseUrl));
    // The server can end an idle connection (a restart, an administrator's terminate). The pool
    // opens a new one on next use; without a listener, Node would crash the process on the event.
    // pool.end() resolves before its connections are gone, so ones ended after it are expected.
    let closing = false;
    const warnOnIdleClose = (target: pg.Pool) =>
      target.on('error', (error) => {
        if (!closing) logger.warn(`PostgreSQL closed an idle connection: ${error.message}`);
      });
    warnOnIdleClose(pool);
    const db = drizzle(pool, { schema }) as unknown as Database;
    const withLock = async <T>(lock: DatabaseLock, work: () => Promise<T>): Promise<T> => {
      // Session-level lock on one connection, held through `work` (which may use others).
      const client = await pool.connect();
      try {
        // Waiting for the lock is expected (another process migrating or seeding): no timeouts here.
        await client.query('set statement_timeout = 0; set lock_timeout = 0');
        await client.query('select pg_advisory_lock($1)', [DATABASE_LOCKS[lock]]);
        try {
          return await work();
        } finally {
          await client.query('select pg_advisory_unlock($1)', [DATABASE_LOCKS[lock]]);
        }
      } finally {
        await client.query('reset statement_timeout; reset lock_timeout').catch(() => undefined);
        client.release();
      }
    };
    // Every process starting at once: one migrates, the others wait and then find nothing to do.
    if (migrate)
      await withLock('migrations', async () => {
        await applyMigrations(drizzle(pool), { migrationsFolder: MIGRATIONS_FOLDER });
        await applyRepeatableDefinitions({
          exec: (script) => pool.query(script),
          query: async (text) => (await pool.query<{ name: string; checksum: string }>(text)).rows,
        });
      });
    const replicas = options.replicas?.urls.length
      ? new ReadReplicas(
          pool,
          options.replicas.urls.map((url) => ({
            name: new URL(url).host,
            pool: warnOnIdleClose(new pg.Pool(poolOptions(url))),
          })),
          options.replicas,
        )
      : undefined;
    // Reads start on replicas already found healthy, not on the primary until the first period.
    await replicas?.check();
    const close = async () => {
      closing = true;
      await replicas?.close();
      await pool.end();
    };
    return {
      db,
      reader: replicas
        ? drizzle({
            client: replicas.routingPool() as unknown as pg.Pool,
            schema,
          })
        : db,
      ...(replicas ? { replicas } : {}),
      driver: 'postgres',
      pool,
      connectDedicated: () => new pg.Client(connection),
      withLock,
      close,
    };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const { btree_gin } = await import('@electric-sql/pglite/contrib/btree_gin');
  const { btree_gist } = await import('@electric-sql/pglite/contrib/btree_gist');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate: applyMigrations } = await import('drizzle-orm/pglite/migrator');
  let dataDir: string | undefined;
  if (options.dataDir) {
    mkdirSync(options.dataDir, { recursive: true });
    dataDir = join(options.dataDir, 'pglite');
  }
  // Migrations create the extensions; PGlite must have their files loaded to allow it.
  const client = await PGlite.create(dataDir, {
    extensions: { pg_trgm, btree_gin, btree_gist },
    ...(options.pgliteDump ? { loadDataDir: options.pgliteDump } : {}),
  });
  for (const [name, value] of Object.entries(SESSION_SETTINGS)) {
    await client.query(`set ${name} = ${value}`);
  }
  const db = drizzle(client, { schema }) as unknown as Database;
  if (migrate) {
    await applyMigrations(drizzle(client), { migrationsFolder: MIGRATIONS_FOLDER });
    await applyRepeatableDefinitions({
      exec: (script) => client.exec(script),
      query: async (text) => (await client.query<{ name: string; checksum: string }>(text)).rows,
    });
  }
  return {
    db,
    reader: db,
    driver: 'pglite',
    listen: (channel, handler) => client.listen(channel, handler),
    dumpDataDir: async () => client.dumpDataDir('none'),
    withLock: (_lock, work) => work(),
    close: () => client.close(),
  };
}

/**
 * The committed migrations this database has not applied, by their tags (`0009_…`). Drizzle
 * applies every migration newer than the last one recorded in `drizzle.__drizzle_migrations`, so
 * the same comparison says what it would apply.
 */
export async function pendingMigrations(db: Database): Promise<string[]> {
  const [table] = await queryRows<{ applied: string | null }>(
    db,
    sql`select to_regclass('drizzle.__drizzle_migrations') as applied`,
  );
  const [last] = table?.applied
    ? await queryRows<{ created_at: string }>(
        db,
        sql`select created_at from drizzle.__drizzle_migrations order by created_at desc limit 1`,
      )
    : [];
  const lastApplied = last ? Number(last.created_at) : -Infinity;
  const journal = JSON.parse(
    readFileSync(join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8'),
  ) as { entries: { tag: string; when: number }[] };
  return journal.entries.filter(({ when }) => when > lastApplied).map(({ tag }) => tag);
}

/**
 * The repeatable definitions this database has not applied as this build has them, by name. A
 * server does not refuse to start over these: a rolled-back build finds its successor's
 * definitions, which the expand-then-contract rule keeps working for it (docs/database.md).
 */
export async function pendingDefinitions(db: Database): Promise<string[]> {
  const [table] = await queryRows<{ applied: string | null }>(
    db,
    sql`select to_regclass(${APPLIED_DEFINITIONS_TABLE}) as applied`,
  );
  const applied = table?.applied
    ? await queryRows<{ name: string; checksum: string }>(db, sql.raw(SELECT_APPLIED))
    : [];
  return changedDefinitions(applied).map(({ name }) => name);
}

/** `openDatabase`'s replicas as the configuration names them. */
export function replicaSettings(config: {
  DATABASE_REPLICA_URLS: string[];
  REPLICA_MAX_LAG_MS: number;
  REPLICA_CHECK_INTERVAL_MS: number;
}): { urls: string[] } & ReplicaSettings {
  return {
    urls: config.DATABASE_REPLICA_URLS,
    maxLagMs: config.REPLICA_MAX_LAG_MS,
    checkIntervalMs: config.REPLICA_CHECK_INTERVAL_MS,
  };
}

export const DATABASE = Symbol('DATABASE');
/** The read-only handle (`DatabaseHandle.reader`): for queries that change nothing. */
export const READ_DATABASE = Symbol('READ_DATABASE');
export const DATABASE_HANDLE = Symbol('DATABASE_HANDLE');

/**
 * Runs a raw statement and returns its rows. Both drivers answer `{ rows }`, but the shared
 * `Database` type cannot say so, hence the one cast here.
 */
export async function queryRows<Row>(db: Database, statement: SQL): Promise<Row[]> {
  const result: unknown = await db.execute(statement);
  return (result as { rows: Row[] }).rows;
}
