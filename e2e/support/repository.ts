import { REMOTES } from '@marketplace/contracts';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The monorepo root, where the builds the journeys run against live. */
export const REPOSITORY_ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** A remote of the remote list by its name. */
export function remoteNamed(name: string) {
  const remote = REMOTES.find((candidate) => candidate.name === name);
  if (!remote) throw new Error(`No remote named ${name} in libs/contracts/src/remotes.json`);
  return remote;
}

/** A remote's production build, as `npm run build` leaves it: what its team would deploy. */
export const remoteBuildFolder = (name: string) =>
  join(REPOSITORY_ROOT, remoteNamed(name).folder, 'dist');
