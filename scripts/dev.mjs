#!/usr/bin/env node
/**
 * `npm run dev`: the API in watch mode on PORT (default 3000), the shell's dev server on 4200 and
 * each remote of the remote list (libs/contracts/src/remotes.json) on its own dev server and
 * port, all with hot reload. Open the shell at http://localhost:4200; it proxies
 * /api and /runtime-config.json to the API, whose runtime config points at the remotes' dev
 * servers. A local mail catcher takes the API's email over SMTP and writes each message into
 * DATA_DIR/outbox. Ctrl+C stops everything.
 */
import { spawn, spawnSync } from 'node:child_process';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

// The API and the front ends import the contracts' build, and the API watcher needs a first build.
const firstBuild = spawnSync(
  'npx',
  ['nx', 'run-many', '-t', 'build', '--projects=@marketplace/contracts,@marketplace/api'],
  { cwd: root, stdio: 'inherit' },
);
if (firstBuild.status !== 0) process.exit(firstBuild.status ?? 1);

const { REMOTES, remoteUrlVariable } = await import('@marketplace/contracts');

/** Where `npm run dev` catches mail; the API sends to it over SMTP. */
const MAIL_CATCHER_PORT = 2525;
const outbox = join(resolve(root, process.env.DATA_DIR ?? 'data'), 'outbox');

/** REMOTE_<NAME>_URL for each remote: the API's runtime config then points at its dev server. */
const remoteUrls = Object.fromEntries(
  REMOTES.map(({ name, devPort }) => [
    remoteUrlVariable(name),
    `http://localhost:${devPort}/mf-manifest.json`,
  ]),
);
const processes = [
  [
    'api:compile',
    'npx',
    ['tsc', '-p', 'api/tsconfig.build.json', '--watch', '--preserveWatchOutput'],
  ],
  [
    'api:serve',
    process.execPath,
    ['--watch', 'api/dist/main.js'],
    { ...remoteUrls, SMTP_URL: `smtp://127.0.0.1:${MAIL_CATCHER_PORT}`, MIGRATE_ON_START: 'true' },
  ],
  ['mail', process.execPath, ['api/scripts/mail-catcher.mjs', String(MAIL_CATCHER_PORT), outbox]],
  ['shell', 'npm', ['run', 'dev', '-w', 'shell']],
  ...REMOTES.map(({ name, folder }) => [name, 'npm', ['run', 'dev', '-w', folder]]),
];

const children = processes.map(([label, command, args, env = {}]) => {
  const child = spawn(command, args, {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    // Its own process group, so stopping it also stops what npm and npx start under it.
    detached: true,
  });
  const prefix = (stream, output) =>
    stream.on('data', (chunk) => {
      for (const line of chunk.toString().split('\n'))
        if (line) output.write(`[${label}] ${line}\n`);
    });
  prefix(child.stdout, process.stdout);
  prefix(child.stderr, process.stderr);
  return child;
});

let stopping = false;
function stopAll(code) {
  if (stopping) return;
  stopping = true;
  for (const child of children) {
    if (child.exitCode === null) process.kill(-child.pid, 'SIGTERM');
  }
  process.exitCode = code;
}
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stopAll(0));
// One process dying leaves a half-working setup; stop the rest so the failure is visible.
for (const child of children) child.on('exit', (code) => stopAll(code ?? 1));
