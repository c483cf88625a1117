#!/usr/bin/env node
/**
 * `npm test`: every lint, typecheck, contract check, unit suite, API suite and browser journey,
 * the quick ones first, then the API suites, then the journeys.
 *
 * The long two run one after the other. On a two-core machine both keep the cores busy, so side by
 * side they took as long as in turn (46 minutes of journeys beside the API suites, against 25
 * alone with the same browser), and the load made timeouts fail in both. In one `nx run-many`, Nx
 * also started them as soon as they were ready, and the apps' lints and typechecks ran one at a
 * time beside them.
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
const API = '@marketplace/api';
const JOURNEYS = '@marketplace/e2e';

const built = ['--excludeTaskDependencies'];
const steps = [
  ['-t', 'build'],
  ['-t', 'lint', 'typecheck', 'contract', 'test', `--exclude=${API},${JOURNEYS}`, ...built],
  ['-t', 'lint', 'typecheck', 'contract', `--projects=${API},${JOURNEYS}`, ...built],
  ['-t', 'test', `--projects=${API}`, ...built],
  ['-t', 'test', `--projects=${JOURNEYS}`, ...built],
];

const codes = steps.map(
  (args) =>
    spawnSync('npx', ['nx', 'run-many', ...args, '--outputStyle=stream', ...passed], {
      cwd: root,
      stdio: 'inherit',
    }).status ?? 1,
);
process.exit(codes.find((code) => code !== 0) ?? 0);
