#!/usr/bin/env node
/**
 * `npm run release:remote -- <name> [--from <build folder>]`: a remote team's release. Builds
 * only that remote (Nx), publishes the build as a new version under DEPLOY_ROOT and points the
 * remote's origin at it. Nothing else is built or restarted: the shell reads the remote's
 * manifest at every page load, the API's server renderer notices the new files. `--from`
 * publishes a build made elsewhere (a CI artifact) instead of building.
 */
import { spawnSync } from 'node:child_process';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';
import { publishRemote, releaseVersion } from './remote-releases.mjs';
import { deployRootFromEnv, remoteNamedOrExit, run } from './deploy-cli.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: { from: { type: 'string' } },
});
const remote = remoteNamedOrExit(
  positionals[0],
  'npm run release:remote -- <remote> [--from <build folder>]',
);
const deployRoot = deployRootFromEnv();

let buildFolder = values.from && resolve(values.from);
if (!buildFolder) {
  run('npx', ['nx', 'run', `@marketplace/${remote.folder}:build`, '--outputStyle=static'], root);
  buildFolder = join(root, remote.folder, 'dist');
}
const commit = spawnSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root, encoding: 'utf8' });
const version = releaseVersion(commit.stdout.trim() || 'unknown');
const release = await publishRemote(deployRoot, remote.name, buildFolder, version);
process.stdout.write(`${remote.name} ${version} is live (${release})\n`);
