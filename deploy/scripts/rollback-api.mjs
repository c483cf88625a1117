#!/usr/bin/env node
/**
 * `npm run rollback:api [-- <version>]`: points `current` back at the API release before the
 * current one (or at `version`) and restarts the processes one at a time, as a release does.
 * Nothing is migrated back: the build before reads the new schema (expand, then contract).
 */
import {
  apiReleases,
  currentApiRelease,
  operationsFromEnv,
  rollProcesses,
  switchApiTo,
} from './api-releases.mjs';
import { deployRootFromEnv } from './deploy-cli.mjs';

const deployRoot = deployRootFromEnv();
const [version] = process.argv.slice(2);
const releases = await apiReleases(deployRoot);
const current = await currentApiRelease(deployRoot);
const target = version ?? releases[releases.indexOf(current) - 1];
if (!target) {
  console.error(`No API release before ${current ?? 'none'}`);
  process.exit(1);
}
await switchApiTo(deployRoot, target);
process.stdout.write(`api: ${current} -> ${target}\n`);
if (!(await rollProcesses(operationsFromEnv()))) process.exit(1);
process.stdout.write(`api ${target} is live\n`);
