import { Logger } from '@nestjs/common';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Logger as PinoLogger } from 'pino';
import { createApp } from './app.js';
import { type AppConfig, loadConfig } from './config/app-config.js';
import {
  type DatabaseHandle,
  openDatabase,
  pendingMigrations,
  replicaSettings,
} from './database/database.js';
import { seedDemoData } from './demo-data/seed-demo-data.js';
import { Draining } from './health/draining.js';
import { OpenConnections, stopAccepting } from './health/stop-accepting.js';
import { ImagesService } from './images/images.service.js';
import { createLogger } from './logging/logger.js';
import {
  StartUpRefused,
  createStartUpLogger,
  exitWithFatal,
  logProcessEvents,
} from './logging/process-logging.js';
import type { Tracing } from './tracing/tracing.js';
import { ensureAdminAccount } from './users/admin-accounts.js';

/** Until the configuration is read, then the app's logger; see logProcessEvents. */
let processLogger: PinoLogger = createStartUpLogger();

async function main(tracing: Tracing | undefined) {
  const config = loadConfig();
  processLogger = createLogger(config);
  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
    poolSize: config.DATABASE_POOL_SIZE,
    timeouts: {
      connectMs: config.DATABASE_CONNECT_TIMEOUT_MS,
      statementMs: config.DATABASE_STATEMENT_TIMEOUT_MS,
      lockMs: config.DATABASE_LOCK_TIMEOUT_MS,
      idleInTransactionMs: config.DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS,
    },
    migrate: config.MIGRATE_ON_START,
    replicas: replicaSettings(config),
  });
  if (!config.MIGRATE_ON_START) await refuseASchemaBehind(database);
  const app = await createApp(config, database);
  // One process at a time, so processes starting together seed and bootstrap once. Demo data goes
  // only into an empty database: before the ADMIN_EMAIL account makes it non-empty.
  await database.withLock('bootstrap', async () => {
    if (config.seedDemo) await seedDemoData(database.db, app.get(ImagesService));
    if (config.ADMIN_EMAIL && config.ADMIN_PASSWORD) {
      const outcome = await ensureAdminAccount(
        database.db,
        config.ADMIN_EMAIL,
        config.ADMIN_PASSWORD,
      );
      Logger.log(`Admin account ${config.ADMIN_EMAIL}: ${outcome}`, 'Main');
    }
  });
  stopGracefullyOnSignals(config, app, database, tracing);
  await app.listen({ port: config.PORT, host: config.HOST });
  Logger.log(
    `Marketplace on http://localhost:${config.PORT} (${database.driver === 'pglite' ? `PGlite in ${config.DATA_DIR}` : 'PostgreSQL'})`,
    'Main',
  );
}

/**
 * A build started on a database without its migrations would fail on its first query of a new
 * column; a release applies them first (`npm run migrate`), or lets the server do it at start.
 */
async function refuseASchemaBehind(database: DatabaseHandle) {
  const pending = await pendingMigrations(database.db);
  if (pending.length === 0) return;
  await database.close();
  throw new StartUpRefused(
    `The database schema is behind this build (${pending.length} migration${pending.length === 1 ? '' : 's'} not applied): run \`npm run migrate\` against this DATABASE_URL first, or start with MIGRATE_ON_START=true`,
    { pendingMigrations: pending },
  );
}

/**
 * SIGTERM (or SIGINT): readiness turns 503 and every response says `Connection: close` for
 * SHUTDOWN_DRAIN_MS while the process keeps serving, so load balancers and kept-alive clients move
 * on; then the listener closes, every request on a connection already accepted is answered, the
 * pool closes, the last spans are sent (when tracing) and the process exits 0. Past SHUTDOWN_GRACE_MS it exits 1 with whatever is
 * still running.
 */
function stopGracefullyOnSignals(
  config: AppConfig,
  app: Awaited<ReturnType<typeof createApp>>,
  database: DatabaseHandle,
  tracing: Tracing | undefined,
) {
  const connections = new OpenConnections(app.getHttpServer());
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    Logger.log(`${signal}: stopping`, 'Main');
    setTimeout(() => {
      Logger.error(`Requests still running after ${config.SHUTDOWN_GRACE_MS} ms; exiting`, 'Main');
      process.exit(1);
    }, config.SHUTDOWN_GRACE_MS).unref();
    app.get(Draining).begin();
    // SIGINT is someone at a terminal, with no load balancer to wait for.
    const drainMs = signal === 'SIGTERM' ? config.SHUTDOWN_DRAIN_MS : 0;
    await sleep(Math.min(drainMs, config.SHUTDOWN_GRACE_MS));
    await stopAccepting(app.getHttpServer(), connections, app.get(Draining));
    await app.close();
    await database.close();
    await tracing?.shutdown().catch(() => undefined);
    Logger.log('Stopped', 'Main');
    process.exit(0);
  };
  for (const signal of ['SIGTERM', 'SIGINT'] as const)
    process.once(signal, (name) => void stop(name));
}

/** Runs the server until a signal stops it; main.ts calls it once tracing (if any) has started. */
export function serve(tracing: Tracing | undefined): void {
  logProcessEvents(() => processLogger);
  main(tracing).catch((error: unknown) => exitWithFatal(processLogger, error));
}
