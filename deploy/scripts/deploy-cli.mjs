/** What the deployment's commands share: the remote list, DEPLOY_ROOT, running a step. */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

/** The one remote list (libs/contracts/src/remotes.json): `{ name, folder, devPort }`. */
export const REMOTES = JSON.parse(
  readFileSync(new URL('../../libs/contracts/src/remotes.json', import.meta.url), 'utf8'),
);

export function remoteNamedOrExit(name, usage) {
  const remote = REMOTES.find((entry) => entry.name === name);
  if (remote) return remote;
  console.error(`Usage: ${usage}\nRemotes: ${REMOTES.map((entry) => entry.name).join(', ')}`);
  process.exit(2);
}

export function deployRootFromEnv() {
  if (!process.env.DEPLOY_ROOT) {
    console.error('Set DEPLOY_ROOT to the deployment folder (npm run deploy:local prints it)');
    process.exit(2);
  }
  return resolve(process.env.DEPLOY_ROOT);
}

/** Runs a step in the foreground; a failed step throws, so what was started can be taken down. */
export function run(command, args, cwd, env = process.env) {
  const result = spawnSync(command, args, { cwd, env, stdio: 'inherit' });
  if (result.status !== 0)
    throw new Error(`${command} ${args.join(' ')} failed (${result.status ?? result.signal})`);
}
