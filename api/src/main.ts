import { Logger } from '@nestjs/common';
import { setTimeout as sleep } from 'node:timers/promises';
import { createApp } from './app.js';
import { type AppConfig, loadConfig } from './config/app-config.js';
import { type DatabaseHandle, openDatabase, replicaSettings } from './database/database.js';
import { seedDemoData } from './database/seed/seed-demo-data.js';
import { Draining } from './health/draining.js';
import { stopAccepting } from './health/stop-accepting.js';
import { ImagesService } from './images/images.service.js';
import { ensureAdminAccount } from './users/admin-accounts.js';

async function main() {
  const config = loadConfig();
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
    replicas: replicaSettings(config),
  });
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
  stopGracefullyOnSignals(config, app, database);
  await app.listen({ port: config.PORT, host: config.HOST });
  Logger.log(
    `Marketplace on http://localhost:${config.PORT} (${database.driver === 'pglite' ? `PGlite in ${config.DATA_DIR}` : 'PostgreSQL'})`,
    'Main',
  );
}

/**
 * SIGTERM (or SIGINT): readiness turns 503 and every response says `Connection: close` for
 * SHUTDOWN_DRAIN_MS while the process keeps serving, so load balancers and kept-alive clients move
 * on; then the listener closes, every request on a connection already accepted is answered, and
 * the pool closes and the process exits 0. Past SHUTDOWN_GRACE_MS it exits 1 with whatever is
 * still running.
 */
function stopGracefullyOnSignals(
  config: AppConfig,
  app: Awaited<ReturnType<typeof createApp>>,
  database: DatabaseHandle,
) {
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
    await stopAccepting(app.getHttpServer(), app.get(Draining));
    await app.close();
    await database.close();
    Logger.log('Stopped', 'Main');
    process.exit(0);
  };
  for (const signal of ['SIGTERM', 'SIGINT'] as const)
    process.once(signal, (name) => void stop(name));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
