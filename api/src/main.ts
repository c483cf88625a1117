import { Logger } from '@nestjs/common';
import { createApp } from './app.js';
import { loadConfig } from './config/app-config.js';
import { openDatabase } from './database/database.js';
import { seedDemoData } from './database/seed/seed-demo-data.js';
import { ImagesService } from './images/images.service.js';
import { ensureAdminAccount } from './users/admin-accounts.js';

async function main() {
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  const app = await createApp(config, database);
  // Demo data goes only into an empty database: before the ADMIN_EMAIL account makes it non-empty.
  if (config.seedDemo) await seedDemoData(database.db, app.get(ImagesService));
  if (config.ADMIN_EMAIL && config.ADMIN_PASSWORD) {
    const outcome = await ensureAdminAccount(database.db, config.ADMIN_EMAIL, config.ADMIN_PASSWORD);
    Logger.log(`Admin account ${config.ADMIN_EMAIL}: ${outcome}`, 'Main');
  }
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
