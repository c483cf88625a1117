/**
 * A remote's releases on its origin, as `npm run release:remote` publishes them and
 * `npm run rollback:remote` switches between them. Under `<DEPLOY_ROOT>/remotes/<name>/`:
 *
 *   releases/<version>/   each published build, whole
 *   current -> releases/<version>   what the origin serves (remoteEntry.js, mf-manifest.json)
 *   static/               every release's content-hashed files together
 *
 * The hashed files are kept from every release, so a page that loaded the previous entry still
 * finds its chunks after a switch, and a rollback needs nothing but the link.
 */
import { cp, mkdir, readdir, readlink, rename, rm, symlink } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

export const remoteHome = (deployRoot, name) => join(deployRoot, 'remotes', name);

/** `20261124T190501Z-f4cb451`: sorts in release order, and names the commit it was built from. */
export function releaseVersion(commit) {
  const stamp = new Date()
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z');
  return `${stamp}-${commit}`;
}

/** Points the origin at `version` by replacing the `current` link in one rename. */
async function switchTo(home, version) {
  if (!existsSync(join(home, 'releases', version, 'mf-manifest.json')))
    throw new Error(`${home} has no release ${version}`);
  const next = join(home, 'current.next');
  await rm(next, { force: true });
  await symlink(join('releases', version), next);
  await rename(next, join(home, 'current'));
}

export async function currentRelease(deployRoot, name) {
  const target = await readlink(join(remoteHome(deployRoot, name), 'current')).catch(() => null);
  return target ? target.replace(/^releases\//, '') : undefined;
}

/** Copies `buildFolder` (a remote's `dist/`) in as `version` and switches the origin to it. */
export async function publishRemote(deployRoot, name, buildFolder, version) {
  if (!existsSync(join(buildFolder, 'mf-manifest.json')))
    throw new Error(`${buildFolder} is not a remote's build (no mf-manifest.json)`);
  const home = remoteHome(deployRoot, name);
  const release = join(home, 'releases', version);
  if (existsSync(release)) throw new Error(`${release} exists already`);
  await mkdir(join(home, 'static'), { recursive: true });
  await cp(buildFolder, release, { recursive: true });
  if (existsSync(join(buildFolder, 'static')))
    await cp(join(buildFolder, 'static'), join(home, 'static'), { recursive: true });
  await switchTo(home, version);
  return release;
}

/** Points the origin back at `version`, or at the release before the current one. */
export async function rollBackRemote(deployRoot, name, version) {
  const home = remoteHome(deployRoot, name);
  const releases = (await readdir(join(home, 'releases')).catch(() => [])).sort();
  const current = await currentRelease(deployRoot, name);
  const target = version ?? releases[releases.indexOf(current) - 1];
  if (!target) throw new Error(`No release of ${name} before ${current ?? 'none'}`);
  await switchTo(home, target);
  return { from: current, to: target };
}
