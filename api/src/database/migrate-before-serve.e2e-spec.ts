import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BUILT_MAIN, BUILT_MIGRATE, runToExit, startApiProcess } from '../testing/api-process.js';
import { DATABASE_TARGETS, createScratchDatabase } from '../testing/test-app.js';

/** Three processes start and stop in one test: a migration, another, then a server. */
const THREE_STARTS_MS = 180_000;

/**
 * A release migrates once (`npm run migrate`), then starts its servers; a server of a newer
 * build on a database without its migrations refuses to start, saying what to run, rather than
 * failing on its first query of a new column.
 */
describe.each(DATABASE_TARGETS)('a release migrates before it serves (%s)', (_, serverUrl) => {
  let env: Record<string, string>;
  let cleanUp: () => Promise<void>;

  beforeAll(async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'marketplace-migrate-'));
    const scratch = serverUrl ? await createScratchDatabase(serverUrl, { empty: true }) : undefined;
    env = {
      DATA_DIR: dataDir,
      ...(scratch ? { DATABASE_URL: scratch.url } : {}),
      SEED_DEMO: 'false',
      LOG_LEVEL: 'info',
    };
    cleanUp = async () => {
      await scratch?.drop();
      await rm(dataDir, { recursive: true, force: true });
    };
  });
  afterAll(() => cleanUp());

  it(
    'refuses to serve a database behind its build, naming the way out, in a JSON line',
    async () => {
      const refused = await runToExit(BUILT_MAIN, { ...env, MIGRATE_ON_START: 'false' });
      expect(refused.code).toBe(1);
      const lines = refused.lines.map((line) => JSON.parse(line) as Record<string, unknown>);
      const fatal = lines.find((line) => line.level === 60);
      expect(fatal?.msg).toMatch(/schema is behind.*`npm run migrate`.*MIGRATE_ON_START=true/);
      expect(fatal?.pendingMigrations).toEqual(expect.arrayContaining(['0000_init']));
    },
    THREE_STARTS_MS,
  );

  it(
    'serves once `npm run migrate` has run, which a second time finds nothing to do',
    async () => {
      const migrated = await runToExit(BUILT_MIGRATE, env);
      expect(migrated.code).toBe(0);
      const [summary] = migrated.lines.map((line) => JSON.parse(line) as Record<string, unknown>);
      expect(summary?.pendingMigrations).toEqual(expect.arrayContaining(['0000_init']));

      const again = await runToExit(BUILT_MIGRATE, env);
      expect(again.code).toBe(0);
      expect(JSON.parse(again.lines[0]!)).toMatchObject({ pendingMigrations: [] });

      const api = await startApiProcess({ ...env, MIGRATE_ON_START: 'false' });
      try {
        const categories = await fetch(`${api.url}/api/category`);
        expect(categories.status).toBe(200);
        expect(await categories.json()).toEqual([]);
      } finally {
        expect(await api.stop()).toBe(0);
      }
    },
    THREE_STARTS_MS,
  );
});
