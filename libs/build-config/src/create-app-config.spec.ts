import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { findWorkspaceRoot } from './workspace.ts';

const workspaceRoot = findWorkspaceRoot(__dirname);

/**
 * The configurations an app's rspack.config.ts gives the Rspack CLI for `mode`, with NODE_ENV
 * set as the shell had it. Loaded in a Node process of its own through jiti, the loader the
 * Rspack CLI uses for TypeScript configs (@rspack/core is ES modules only, which Jest's module
 * system here cannot load).
 */
function configsFor(mode: string, nodeEnv: string | undefined) {
  const script = `
    const loaded = await import(${JSON.stringify(join(__dirname, 'create-app-config.ts'))});
    const { createAppConfig } = loaded.default ?? loaded;
    const configs = createAppConfig({ root: ${JSON.stringify(join(workspaceRoot, 'mfe-seller'))}, isHost: false, exposes: {} })({}, { mode: ${JSON.stringify(mode)} });
    console.log(JSON.stringify(configs.map((config) => ({ name: config.name, mode: config.mode, filename: config.output.filename }))));
  `;
  const env = { ...process.env };
  if (nodeEnv === undefined) delete env.NODE_ENV;
  else env.NODE_ENV = nodeEnv;
  const output = execFileSync(
    process.execPath,
    ['--import', 'jiti/register', '--input-type=module', '-e', script],
    { cwd: workspaceRoot, env, encoding: 'utf8' },
  );
  return JSON.parse(output) as { name: string; mode: string; filename: string }[];
}

/**
 * `NODE_ENV=development npm start` had built development bundles (no server container, so no
 * page rendered on the server), and Nx's cache, keyed without NODE_ENV, kept them for every later
 * build. The build command's `--mode` decides; the shell's NODE_ENV does not.
 */
describe("a build's mode", () => {
  it.each(['development', 'test', undefined])(
    'is production under `rspack build --mode production` whatever NODE_ENV (%s) says',
    (nodeEnv) => {
      const configs = configsFor('production', nodeEnv);
      expect(configs.map(({ name, mode }) => [name, mode])).toEqual([
        ['seller', 'production'],
        ['seller-server', 'production'],
      ]);
      expect(configs[0]!.filename).toMatch(/\[contenthash/);
    },
    30_000,
  );

  it('is development on the dev server even where NODE_ENV=production', () => {
    expect(configsFor('development', 'production').map(({ mode }) => mode)).toEqual([
      'development',
    ]);
  }, 30_000);
});
