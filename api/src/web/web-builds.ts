import { REMOTES, type RemoteDefinition } from '@marketplace/contracts';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root, from both api/src/web (tests) and api/dist/web (the built server). */
const REPOSITORY_ROOT = fileURLToPath(new URL('../../../', import.meta.url));

export interface RemoteBuild {
  name: string;
  /** The build output folder, holding mf-manifest.json. */
  directory: string;
  /** Where this server publishes it: `/remotes/<name>/`. */
  urlPath: string;
}

export interface WebBuilds {
  /** The shell's build folder, or undefined when it has not been built. */
  shell: string | undefined;
  remotes: RemoteBuild[];
}

export const remoteUrlPath = (name: string) => `/remotes/${name}/`;

/**
 * The front-end builds this server can publish: `<webRoot>/shell/dist` and `<webRoot>/<folder>/dist`
 * for each remote in the remote list, the layout `npm run build` leaves in the repository (the
 * default web root). A missing build is skipped, so the API also runs alone.
 */
export function findWebBuilds(
  webRoot: string | undefined,
  remotes: readonly RemoteDefinition[] = REMOTES,
): WebBuilds {
  const root = webRoot ? resolve(webRoot) : REPOSITORY_ROOT;
  const shell = join(root, 'shell', 'dist');
  return {
    shell: existsSync(join(shell, 'index.html')) ? shell : undefined,
    remotes: remotes
      .map(({ name, folder }) => ({
        name,
        directory: join(root, folder, 'dist'),
        urlPath: remoteUrlPath(name),
      }))
      .filter(({ directory }) => existsSync(join(directory, 'mf-manifest.json'))),
  };
}
