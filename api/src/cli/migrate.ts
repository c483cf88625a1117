import { loadConfig } from '../config/app-config.js';
import { openDatabase, pendingDefinitions, pendingMigrations } from '../database/database.js';
import { createLogger } from '../logging/logger.js';
import {
  createStartUpLogger,
  exitWithFatal,
  logProcessEvents,
} from '../logging/process-logging.js';

let logger = createStartUpLogger();

/**
 * `npm run migrate`: applies the committed migrations, then the changed function and trigger
 * definitions, to DATABASE_URL (PGlite under DATA_DIR when unset), under the advisory lock the
 * servers take, and nothing else: no demo data, no accounts. A release runs it once before starting servers of the new build.
 */
async function main() {
  const config = loadConfig();
  logger = createLogger(config);
  const connection = {
    databaseUrl: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
    // One connection holds the advisory lock while the migrations run on another.
    poolSize: 2,
  };
  const before = await openDatabase({ ...connection, migrate: false });
  const pending = await pendingMigrations(before.db);
  const definitions = await pendingDefinitions(before.db);
  await before.close();
  if (pending.length + definitions.length > 0) await (await openDatabase(connection)).close();
  logger.info(
    { pendingMigrations: pending, pendingDefinitions: definitions },
    `The database schema is up to date (${pending.length} migration${pending.length === 1 ? ' was' : 's were'} pending, ${definitions.length} function and trigger definition${definitions.length === 1 ? '' : 's'} changed)`,
  );
}

logProcessEvents(() => logger);
main().then(
  () => process.exit(0),
  (error: unknown) => exitWithFatal(logger, error),
);
