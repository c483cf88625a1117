#!/usr/bin/env node
/**
 * `npm test`: every lint, typecheck, contract check, unit suite, API suite and browser journey,
 * the quick ones first. The API suites and the journeys take about half an hour each on a
 * two-core machine, much of it waiting on the database and the browser, so they run last, side
 * by side. In one `nx run-many`, Nx started them as soon as they were ready, and the apps' lints
 * and typechecks ready after them ran one at a time beside the journeys: 52 minutes, against 40
 * with the long ones last.
 *
 * Everything is built once, first; the steps after it do not build again
 * (`--excludeTaskDependencies`: with the cache skipped, each step rebuilt the libraries and the API
 * its tasks depend on). Every step runs, and the exit code is the first failure's. Arguments
 * (`npm test -- --skip-nx-cache`) are passed to every Nx run.
 */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const passed = process.argv.slice(2);
const LONG = '@marketplace/api,@marketplace/e2e';

const built = ['--excludeTaskDependencies'];
const steps = [
  ['-t', 'build'],
  ['-t', 'lint', 'typecheck', 'contract', 'test', `--exclude=${LONG}`, ...built],
  ['-t', 'lint', 'typecheck', 'contract', `--projects=${LONG}`, ...built],
  ['-t', 'test', `--projects=${LONG}`, ...built],
];

const codes = steps.map(
  (args) =>
    spawnSync('npx', ['nx', 'run-many', ...args, '--outputStyle=stream', ...passed], {
      cwd: root,
      stdio: 'inherit',
    }).status ?? 1,
);
process.exit(codes.find((code) => code !== 0) ?? 0);
