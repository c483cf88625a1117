/**
 * The API's releases on a server, as `npm run release:api` installs them and `npm run
 * rollback:api` switches between them. Under DEPLOY_ROOT:
 *
 *   api/releases/<version>/   each release (package-release.mjs's folder) with its production
 *                             dependencies installed
 *   api/current -> releases/<version>   what the systemd units run (their WorkingDirectory)
 *   shell/static/             the shell's content-hashed files of every kept release, which nginx
 *                             serves: a page opened before a release still finds its chunks
 *
 * The processes are then restarted one at a time (rollProcesses), each only once nginx sends it
 * requests again.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { cp, mkdir, readdir, readlink, rename, rm, symlink } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { run } from './deploy-cli.mjs';

/** Releases kept on disk, the current one included: what a rollback may return to. */
const RELEASES_KEPT = 5;

const apiHome = (deployRoot) => join(deployRoot, 'api');
export const currentApiFolder = (deployRoot) => join(apiHome(deployRoot), 'current');

/** The release versions on disk, oldest first (a version starts with its time). */
export const apiReleases = async (deployRoot) =>
  (await readdir(join(apiHome(deployRoot), 'releases')).catch(() => [])).sort();

export async function currentApiRelease(deployRoot) {
  const target = await readlink(currentApiFolder(deployRoot)).catch(() => null);
  return target ? target.replace(/^releases\//, '') : undefined;
}

/** Points `current` at `version` in one rename: the next process started runs it. */
export async function switchApiTo(deployRoot, version) {
  const home = apiHome(deployRoot);
  if (!existsSync(join(home, 'releases', version, 'api', 'dist', 'main.js')))
    throw new Error(`${home} has no release ${version}`);
  const next = join(home, 'current.next');
  await rm(next, { force: true });
  await symlink(join('releases', version), next);
  await rename(next, join(home, 'current'));
}

/**
 * Copies the packaged release in `packaged` (package-release.mjs's output) in as `version`,
 * installs its production dependencies unless it brings them (`npm ci --omit=dev` run in it
 * already) and adds its shell files to shell/static. A release with the same lock as the current
 * one takes the current one's dependencies as hard links, which is instant.
 */
export async function installApiRelease(deployRoot, packaged, version) {
  const release = join(apiHome(deployRoot), 'releases', version);
  if (existsSync(release)) throw new Error(`${release} exists already`);
  await mkdir(join(apiHome(deployRoot), 'releases'), { recursive: true });
  // GNU cp: several times faster than Node's on a release's node_modules.
  run('cp', ['-a', packaged, release], deployRoot);
  const current = currentApiFolder(deployRoot);
  const sameLock =
    existsSync(join(current, 'node_modules')) &&
    readFileSync(join(current, 'package-lock.json'), 'utf8') ===
      readFileSync(join(release, 'package-lock.json'), 'utf8');
  if (!existsSync(join(release, 'node_modules'))) {
    if (sameLock) run('cp', ['-al', join(current, 'node_modules'), release], release);
    else run('npm', ['ci', '--omit=dev', '--no-audit', '--no-fund'], release);
  }
  const shellStatic = join(release, 'shell', 'dist', 'static');
  if (existsSync(shellStatic))
    await cp(shellStatic, join(deployRoot, 'shell', 'static'), { recursive: true });
  return release;
}

async function filesUnder(folder) {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => relative(folder, join(entry.parentPath, entry.name)));
}

/**
 * Removes the releases older than the last RELEASES_KEPT (never the current one), and from
 * shell/static the files no kept release has.
 */
export async function pruneApiReleases(deployRoot) {
  const releases = await apiReleases(deployRoot);
  const current = await currentApiRelease(deployRoot);
  const kept = releases.slice(-RELEASES_KEPT);
  for (const version of releases)
    if (!kept.includes(version) && version !== current)
      await rm(join(apiHome(deployRoot), 'releases', version), { recursive: true, force: true });
  const wanted = new Set();
  for (const version of kept)
    for (const file of await filesUnder(
      join(apiHome(deployRoot), 'releases', version, 'shell', 'dist', 'static'),
    ))
      wanted.add(file);
  const shellStatic = join(deployRoot, 'shell', 'static');
  for (const file of await filesUnder(shellStatic))
    if (!wanted.has(file)) await rm(join(shellStatic, file));
}

/**
 * How a server restarts its processes and migrates, from the environment: API_PORTS (the
 * processes, `3001 3002`), API_RESTART_COMMAND and MIGRATE_COMMAND (shell commands, `{port}`
 * replaced), BALANCER_STATUS_URL (marketplace.conf's loopback status server). The defaults are
 * the reference deployment's systemd units and nginx.
 */
export function operationsFromEnv(env = process.env) {
  return {
    ports: (env.API_PORTS ?? '3001 3002').split(/[\s,]+/).filter(Boolean),
    restartCommand: env.API_RESTART_COMMAND ?? 'systemctl restart marketplace-api@{port}',
    migrateCommand: env.MIGRATE_COMMAND ?? 'systemctl restart marketplace-migrate',
    statusUrl: env.BALANCER_STATUS_URL ?? 'http://127.0.0.1:8081/ready',
  };
}

const say = (text) => process.stdout.write(`${text}\n`);

function shell(command, cwd) {
  const result = spawnSync('sh', ['-c', command], { cwd, stdio: 'inherit' });
  return result.status === 0;
}

/** The migration step, in the current release's folder; false when it failed. */
export function migrate(deployRoot, { migrateCommand }) {
  say(`migrating: ${migrateCommand}`);
  return shell(migrateCommand, currentApiFolder(deployRoot));
}

/**
 * Until nginx answers readiness through the process on `port` (the last address it tried is that
 * one's): nginx has taken it back, not merely the process started. False past `timeoutMs`.
 */
async function backBehindBalancer(statusUrl, port, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const answer = await fetch(statusUrl).catch(() => undefined);
    const tried = answer?.headers.get('x-upstream-addr')?.split(/,\s*/) ?? [];
    if (answer?.ok && tried.at(-1)?.endsWith(`:${port}`)) return true;
    await sleep(200);
  }
  return false;
}

/**
 * Restarts the processes one at a time, each only once nginx sends it requests again, so the
 * others serve meanwhile. Stops at the first that does not come back; true when all did.
 */
export async function rollProcesses({ ports, restartCommand, statusUrl }) {
  for (const port of ports) {
    const started = Date.now();
    say(`restarting the API process on ${port}`);
    if (!shell(restartCommand.replaceAll('{port}', port))) {
      say(`the restart of ${port} failed: stopping here, the other processes keep serving`);
      return false;
    }
    if (!(await backBehindBalancer(statusUrl, port))) {
      say(`${port} is not ready behind nginx: stopping here, the other processes keep serving`);
      return false;
    }
    say(`${port} serves behind nginx again (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  }
  return true;
}
