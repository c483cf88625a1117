import { REMOTES } from '@marketplace/contracts';
import { spawnSync } from 'node:child_process';
import { prepareSeededDataDir, startMarketplaceServer } from './marketplace-server';
import { REPOSITORY_ROOT } from './repository';

/** The server, the shell and every remote of the remote list. */
const BUILT_PROJECTS = [
  '@marketplace/api',
  '@marketplace/shell',
  ...REMOTES.map(({ folder }) => `@marketplace/${folder}`),
];

/**
 * Builds what the journeys run against (Nx's cache makes this quick when nothing changed; under
 * `nx run e2e:test` Nx has built them already), seeds the data folder every server starts from a
 * copy of, then starts the production server the journeys share. Its address reaches the tests
 * through E2E_BASE_URL, its data folder through E2E_DATA_DIR.
 */
export default async function globalSetup() {
  if (!process.env.NX_TASK_TARGET_PROJECT) {
    const build = spawnSync(
      'npx',
      ['nx', 'run-many', '-t', 'build', `--projects=${BUILT_PROJECTS.join(',')}`],
      { cwd: REPOSITORY_ROOT, stdio: 'inherit' },
    );
    if (build.status !== 0) throw new Error('Building the apps for the browser journeys failed');
  }
  const seeded = await prepareSeededDataDir();
  const server = await startMarketplaceServer();
  process.env.E2E_BASE_URL = server.url;
  process.env.E2E_DATA_DIR = server.dataDir;
  return async () => {
    await server.stop();
    await seeded.remove();
  };
}
