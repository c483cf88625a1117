import { sql } from 'drizzle-orm';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { migratedDataDir } from '../testing/database-templates.js';
import { openDatabase, queryRows } from './database.js';

/**
 * `npm start` keeps the embedded database in DATA_DIR: opened again, it has every migration
 * already and runs none, so what a migration set for the session must be set on opening too.
 */
describe('the embedded database opened again from its data directory', () => {
  let parent: string;
  let dataDir: string;
  beforeAll(async () => {
    parent = await mkdtemp(join(tmpdir(), 'marketplace-embedded-'));
    dataDir = await migratedDataDir(parent);
  });
  afterAll(() => rm(parent, { recursive: true, force: true }));

  it("keeps search's typo tolerance and the planner's costs for memory", async () => {
    const reopened = await openDatabase({ dataDir });
    try {
      const [settings] = await queryRows<{ threshold: string; randomPageCost: string }>(
        reopened.db,
        sql`select current_setting('pg_trgm.word_similarity_threshold') as threshold,
                   current_setting('random_page_cost') as "randomPageCost"`,
      );
      expect(settings).toEqual({ threshold: '0.5', randomPageCost: '1.1' });
    } finally {
      await reopened.close();
    }
  });
});
