#!/usr/bin/env node
/**
 * `npm run release:api [-- --from <release folder>]`: the API's release on a server (DEPLOY_ROOT,
 * /srv/marketplace). Builds the API and the shell in this checkout and packages them (or takes a
 * folder package-release.mjs made elsewhere, a CI artifact, with `--from`), installs the release
 * beside the others, points `current` at it, migrates once, then restarts the API processes one
 * at a time, each only once nginx sends it requests again. It stops at the first failure: a
 * failed migration restarts nothing (and `current` goes back), a process that does not come back
 * leaves the others serving; `npm run rollback:api` returns to the build before.
 *
 * The migration must leave the database readable by the build before (deploy/README.md,
 * "Expand, then contract"): processes of both builds serve side by side during the restart, and a
 * rollback runs the build before on the new schema.
 */
import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import {
  currentApiRelease,
  installApiRelease,
  migrate,
  operationsFromEnv,
  pruneApiReleases,
  rollProcesses,
  switchApiTo,
} from './api-releases.mjs';
import { deployRootFromEnv, run } from './deploy-cli.mjs';
import { packageApiRelease } from './package-release.mjs';
import { releaseVersion } from './remote-releases.mjs';

const checkout = fileURLToPath(new URL('../..', import.meta.url));
const { values } = parseArgs({ options: { from: { type: 'string' } } });
const deployRoot = deployRootFromEnv();
const operations = operationsFromEnv();

let packaged = values.from && resolve(values.from);
let scratch;
if (!packaged) {
  run(
    'npx',
    ['nx', 'run-many', '-t', 'build', '-p', '@marketplace/api', '@marketplace/shell'],
    checkout,
  );
  scratch = await mkdtemp(join(tmpdir(), 'marketplace-api-release-'));
  packaged = join(scratch, 'release');
  await packageApiRelease(checkout, packaged);
}
const manifest = join(packaged, 'release.json');
const { commit } = existsSync(manifest)
  ? JSON.parse(readFileSync(manifest, 'utf8'))
  : { commit: 'unknown' };
const version = releaseVersion(commit);
const before = await currentApiRelease(deployRoot);
try {
  await installApiRelease(deployRoot, packaged, version);
} finally {
  if (scratch) await rm(scratch, { recursive: true, force: true });
}
await switchApiTo(deployRoot, version);
process.stdout.write(`api ${version} installed (was ${before ?? 'none'})\n`);

if (!migrate(deployRoot, operations)) {
  if (before) await switchApiTo(deployRoot, before);
  process.stdout.write('the migration failed: no process was restarted\n');
  process.exit(1);
}
if (!(await rollProcesses(operations))) process.exit(1);
await pruneApiReleases(deployRoot);
process.stdout.write(`api ${version} is live\n`);
