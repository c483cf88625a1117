import { Logger } from '@nestjs/common';
import { createApp } from './app.js';
import { loadConfig } from './config/app-config.js';
import { openDatabase } from './database/database.js';
import { ensureAdminAccount } from './users/admin-accounts.js';

async function main() {
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  if (config.ADMIN_EMAIL && config.ADMIN_PASSWORD) {
    const outcome = await ensureAdminAccount(database.db, config.ADMIN_EMAIL, config.ADMIN_PASSWORD);
    Logger.log(`Admin account ${config.ADMIN_EMAIL}: ${outcome}`, 'Main');
  }
  const app = await createApp(config, database);
  app.enableShutdownHooks();
  await app.listen({ port: config.PORT, host: config.HOST });
  Logger.log(
    `Marketplace on http://localhost:${config.PORT} (${database.driver === 'pglite' ? `PGlite in ${config.DATA_DIR}` : 'PostgreSQL'})`,
    'Main',
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
