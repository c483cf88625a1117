import { spawn } from 'node:child_process';
import { once } from 'node:events';
import {
  copyFile,
  cp,
  mkdir,
  mkdtemp,
  readFile,
  readdir,
  rm,
  symlink,
  writeFile,
} from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { REPOSITORY_ROOT, remoteNamed } from './repository';

export interface RemoteVariant {
  /** The remote of the remote list this is another version of, e.g. `seller`. */
  remote: string;
  /** A folder whose files are laid over the copy of the remote's folder (`src/…`). */
  overlay?: string;
  /** Changes to the copy's own files, as the team would make them: `replace` must be found. */
  edits?: { file: string; replace: string; with: string }[];
  /** Modules exposed besides those of the remote's own module-federation.config.ts. */
  exposes?: Record<string, `./${string}`>;
  /**
   * Workspace libraries at another version than the repository's, by folder under libs/,
   * e.g. `{ ui: '2.0.0' }`: the variant is built against its own copy of each.
   */
  libraryVersions?: Record<string, string>;
}

export interface RemoteVariantBuild {
  /** The production build: what the remote's team would upload to its host. */
  directory: string;
  remove(): Promise<void>;
}

const RSPACK_CLI = join(REPOSITORY_ROOT, 'node_modules', '@rspack', 'cli', 'bin', 'rspack.js');

/**
 * A checkout of the workspace as the remote's team would have it on its own machine, in a
 * temporary folder: the repository's package.json and packages (linked), its libraries (linked,
 * or copied at another version), and a copy of the remote's folder with the variant's changes.
 * The repository's own files, the remote's included, are never written.
 */
async function checkOut(workspace: string, variant: RemoteVariant): Promise<string> {
  await copyFile(join(REPOSITORY_ROOT, 'package.json'), join(workspace, 'package.json'));

  await mkdir(join(workspace, 'libs'));
  for (const library of await readdir(join(REPOSITORY_ROOT, 'libs'))) {
    const source = join(REPOSITORY_ROOT, 'libs', library);
    const target = join(workspace, 'libs', library);
    const version = variant.libraryVersions?.[library];
    if (version === undefined) {
      await symlink(source, target);
      continue;
    }
    await cp(source, target, {
      recursive: true,
      filter: (path) => !/\/(?:node_modules|dist)$/.test(path),
    });
    const packageJson = JSON.parse(await readFile(join(target, 'package.json'), 'utf8')) as Record<
      string,
      unknown
    >;
    await writeFile(
      join(target, 'package.json'),
      JSON.stringify({ ...packageJson, version }, null, 2),
    );
  }

  // The installed packages, except that @marketplace/<library> means this checkout's libs/.
  await mkdir(join(workspace, 'node_modules', '@marketplace'), { recursive: true });
  for (const entry of await readdir(join(REPOSITORY_ROOT, 'node_modules'))) {
    if (entry === '@marketplace') continue;
    await symlink(
      join(REPOSITORY_ROOT, 'node_modules', entry),
      join(workspace, 'node_modules', entry),
    );
  }
  for (const library of await readdir(join(workspace, 'libs'))) {
    await symlink(
      join(workspace, 'libs', library),
      join(workspace, 'node_modules', '@marketplace', library),
    );
  }

  const { folder } = remoteNamed(variant.remote);
  const remoteRoot = join(workspace, folder);
  await cp(join(REPOSITORY_ROOT, folder), remoteRoot, {
    recursive: true,
    filter: (path) => !/\/(?:node_modules|dist)$/.test(path),
  });
  if (variant.overlay) await cp(variant.overlay, remoteRoot, { recursive: true });
  for (const edit of variant.edits ?? []) {
    const path = join(remoteRoot, edit.file);
    const source = await readFile(path, 'utf8');
    if (!source.includes(edit.replace)) throw new Error(`${edit.file} has no "${edit.replace}"`);
    await writeFile(path, source.replace(edit.replace, edit.with));
  }
  // The remote's own build configuration, with the variant's extra modules exposed; a variant
  // that exposes another route manifest has it written as routes.json too, as a team would.
  const routesModule = variant.exposes?.['./routes'];
  await writeFile(
    join(remoteRoot, 'rspack.variant.config.ts'),
    `import { createAppConfig } from '@marketplace/build-config';
import federation from './module-federation.config.ts';
${routesModule ? `import routes from ${JSON.stringify(routesModule)};\n` : ''}
export default createAppConfig({
  ...federation,
  ${routesModule ? 'routes,' : ''}
  exposes: { ...federation.exposes, ...${JSON.stringify(variant.exposes ?? {})} },
  root: import.meta.dirname,
});
`,
  );
  return remoteRoot;
}

/**
 * Builds another version of a remote, as its team would ship it without anyone else's
 * release: the remote's production build, by the same configuration factory, into a
 * temporary folder.
 */
export async function buildRemoteVariant(variant: RemoteVariant): Promise<RemoteVariantBuild> {
  const workspace = await mkdtemp(join(tmpdir(), 'marketplace-remote-variant-'));
  const remove = () => rm(workspace, { recursive: true, force: true });
  try {
    const remoteRoot = await checkOut(workspace, variant);
    const build = spawn(
      process.execPath,
      [RSPACK_CLI, 'build', '--mode', 'production', '-c', 'rspack.variant.config.ts'],
      {
        cwd: remoteRoot,
        env: { ...process.env, NODE_ENV: 'production' },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let output = '';
    build.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    build.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const [code] = (await once(build, 'exit')) as [number | null];
    if (code !== 0) throw new Error(`Building the ${variant.remote} variant failed:\n${output}`);
    return { directory: join(remoteRoot, 'dist'), remove };
  } catch (error) {
    await remove();
    throw error;
  }
}
