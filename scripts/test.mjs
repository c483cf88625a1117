#!/usr/bin/env node
/**
 * `npm test`: every lint, typecheck, contract check, unit suite, API suite and browser journey,
 * the quick ones first. The API suites and the journeys take about half an hour each on a
 * two-core machine, much of it waiting on the database and the browser, so they run last, side
 * by side. In one `nx run-many`, Nx started them as soon as they were ready, and the apps' lints
 * and typechecks ready after them ran one at a time beside the journeys: 52 minutes, against 40
 * with the long ones last.
 *
 * Every step runs, and the exit code is the first failure's. Arguments (`npm test --
 * --skip-nx-cache`) are passed to every Nx run.
 */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const passed = process.argv.slice(2);
const LONG = '@marketplace/api,@marketplace/e2e';

const steps = [
  ['-t', 'lint', 'typecheck', 'contract', 'test', `--exclude=${LONG}`],
  ['-t', 'lint', 'typecheck', 'contract', `--projects=${LONG}`],
  ['-t', 'test', `--projects=${LONG}`],
];

const codes = steps.map(
  (args) =>
    spawnSync('npx', ['nx', 'run-many', ...args, '--outputStyle=stream', ...passed], {
      cwd: root,
      stdio: 'inherit',
    }).status ?? 1,
);
process.exit(codes.find((code) => code !== 0) ?? 0);
