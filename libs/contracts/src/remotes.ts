import remoteList from './remotes.json' with { type: 'json' };

/**
 * One Module Federation remote of the marketplace. `remotes.json` beside this file is the one
 * list of them: the builds, the API (which serves each build and names it in the runtime
 * config), `npm run dev` and the tests all read it, so adding a remote is its folder plus one
 * entry there. JSON, so that the build configuration reads it without compiling anything.
 */
export interface RemoteDefinition {
  /**
   * The federation container name (`<name>/<module>` in the shell, `/remotes/<name>/` on the
   * API): lower-case letters and digits, so it also makes an environment variable's name.
   */
  name: string;
  /** The remote's folder at the repository root; its package is `@marketplace/<folder>`. */
  folder: string;
  /** Its dev server's port under `npm run dev`. */
  devPort: number;
}

export const REMOTES: readonly RemoteDefinition[] = remoteList;

export const REMOTE_NAMES: readonly string[] = REMOTES.map(({ name }) => name);

/** The environment variable that points a remote at a copy deployed elsewhere. */
export const remoteUrlVariable = (name: string) => `REMOTE_${name.toUpperCase()}_URL` as const;
