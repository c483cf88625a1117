import type { RemoteDefinition } from '@marketplace/contracts';
import remoteList from '@marketplace/contracts/remotes.json';
import { basename } from 'node:path';

const REMOTES: readonly RemoteDefinition[] = remoteList;

/** The remote a folder holds: its entry in the remote list, found by the folder's name. */
export function remoteOfFolder(root: string): RemoteDefinition {
  const remote = REMOTES.find(({ folder }) => folder === basename(root));
  if (!remote) {
    throw new Error(
      `${basename(root)} is not in the remote list (libs/contracts/src/remotes.json); add an entry for it`,
    );
  }
  return remote;
}
