#!/usr/bin/env node
/**
 * `npm start`: builds what is missing or changed (Nx caches every build, so an unchanged app is
 * not rebuilt), then runs the API, which also serves the shell at `/`, each remote under
 * `/remotes/<name>/` and `/runtime-config.json`, all on PORT (default 3000).
 */
import { spawn, spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

const build = spawnSync('npx', ['nx', 'run-many', '-t', 'build', '--outputStyle=stream'], {
  cwd: root,
  stdio: 'inherit',
});
if (build.status !== 0) process.exit(build.status ?? 1);

// The one-command path migrates at start; a deployment runs `npm run migrate` as its own step.
const server = spawn(process.execPath, ['api/dist/main.js'], {
  cwd: root,
  env: { MIGRATE_ON_START: 'true', ...process.env },
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => server.kill(signal));
}
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
