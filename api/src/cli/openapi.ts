import { writeFile } from 'node:fs/promises';
import { createApp } from '../app.js';
import { loadConfig } from '../config/app-config.js';
import { openDatabase } from '../database/database.js';
import { apiDocumentOf } from '../openapi/api-document.js';

/**
 * `node dist/cli/openapi.js <file>`: writes the OpenAPI document of this build, as
 * `/api/docs-json` serves it, without a server or a database of its own (an in-memory PGlite).
 */
async function main(file: string | undefined) {
  if (!file) throw new Error('Usage: node dist/cli/openapi.js <file>');
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    JOBS_WORKER: 'false',
    SERVER_RENDER_WARM_UP: 'false',
  });
  const database = await openDatabase({ dataDir: null });
  const app = await createApp(config, database);
  await writeFile(file, `${JSON.stringify(apiDocumentOf(app), null, 2)}\n`);
  await app.close();
  await database.close();
}

main(process.argv[2]).then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
