#!/usr/bin/env node
/**
 * The API's release, from a built checkout: what `node api/dist/main.js` reads (the API's and the
 * libraries' builds, the migrations, the shell's build for the pages) and the manifests
 * `npm ci --omit=dev` installs the production dependencies from. Every workspace's package.json
 * comes along, as the lock lists them all, and `release.json` names the commit. Used by
 * `npm run deploy:local`, `npm run release:api` and the Dockerfile:
 *
 *   node deploy/scripts/package-release.mjs <target folder>
 */
import { spawnSync } from 'node:child_process';
import { cp, mkdir, readdir, writeFile } from 'node:fs/promises';
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const REMOTES = JSON.parse(
  readFileSync(new URL('../../libs/contracts/src/remotes.json', import.meta.url), 'utf8'),
);

/** `commit`: what release.json names, by default the source's HEAD. */
export async function packageApiRelease(source, target, commit = headCommit(source)) {
  if (!existsSync(join(source, 'api', 'dist', 'main.js')))
    throw new Error(`${source} has no API build: run npm run build first`);
  await mkdir(target, { recursive: true });
  for (const file of ['package.json', 'package-lock.json'])
    await cp(join(source, file), join(target, file));
  const libraries = (await readdir(join(source, 'libs'))).map((library) => `libs/${library}`);
  const workspaces = ['api', 'shell', 'e2e', ...REMOTES.map(({ folder }) => folder), ...libraries];
  for (const workspace of workspaces)
    await cp(join(source, workspace, 'package.json'), join(target, workspace, 'package.json'));
  const built = [
    'api/dist',
    'api/drizzle',
    'api/assets',
    'shell/dist',
    ...libraries.map((library) => `${library}/dist`),
  ];
  for (const path of built)
    if (existsSync(join(source, path)))
      await cp(join(source, path), join(target, path), { recursive: true });
  await writeFile(join(target, 'release.json'), `${JSON.stringify({ commit })}\n`);
}

function headCommit(source) {
  const head = spawnSync('git', ['rev-parse', '--short', 'HEAD'], {
    cwd: source,
    encoding: 'utf8',
  });
  return head.stdout?.trim() || 'unknown';
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [target] = process.argv.slice(2);
  if (!target) {
    console.error('Usage: node deploy/scripts/package-release.mjs <target folder>');
    process.exit(2);
  }
  await packageApiRelease(fileURLToPath(new URL('../..', import.meta.url)), resolve(target));
}
