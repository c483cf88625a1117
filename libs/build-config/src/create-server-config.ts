import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import type { Configuration } from '@rspack/core';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { ASSET_FILENAME, SCRIPT_RESOLVE, scriptRule } from './script-loader.ts';
import { sharedSingletons } from './shared-singletons.ts';
import { findWorkspaceRoot } from './workspace.ts';

/** Where a remote's server container goes: inside its browser build, so the two deploy as one. */
export const SERVER_BUILD_FOLDER = 'server';

export interface ServerBuildOptions {
  root: string;
  name: string;
  exposes: Record<string, string>;
  isProduction: boolean;
}

/**
 * A remote's second build, for the server: the same exposed modules and shared singletons as
 * its browser container, as a Module Federation container Node loads (`async-node`, chunks read
 * from disk by @module-federation/node's runtime plugin). Written to `dist/server/`, so a remote
 * deployed alone brings the server's copy of its pages along with the browser's.
 */
export function createServerConfig({
  root,
  name,
  exposes,
  isProduction,
}: ServerBuildOptions): Configuration {
  const resolvePackage = createRequire(join(root, 'package.json')).resolve;
  return {
    name: `${name}-server`,
    // After the browser build, which empties dist/ first.
    dependencies: [name],
    context: root,
    mode: isProduction ? 'production' : 'development',
    target: 'async-node',
    devtool: 'source-map',
    entry: {},
    output: {
      path: join(root, 'dist', SERVER_BUILD_FOLDER),
      uniqueName: name,
      // CommonJS inside packages of "type": "module".
      filename: '[name].cjs',
      chunkFilename: '[name].[contenthash:10].cjs',
      // The same names as the browser build's files, which are the ones published.
      assetModuleFilename: ASSET_FILENAME,
      library: { type: 'commonjs-module' },
      clean: true,
    },
    resolve: SCRIPT_RESOLVE,
    module: {
      rules: [
        scriptRule({ isProduction, isServer: true }),
        // The browser build publishes the styles and pictures; the server only needs their names.
        { test: /\.css$/, type: 'asset/resource', generator: { emit: false } },
        {
          test: /\.(?:png|jpe?g|gif|webp|avif|svg|woff2?)$/,
          type: 'asset/resource',
          generator: { emit: false },
        },
      ],
    },
    plugins: [
      new ModuleFederationPlugin({
        name,
        filename: 'remoteEntry.cjs',
        exposes,
        shared: sharedSingletons(root),
        remotes: {},
        library: { type: 'commonjs-module' },
        remoteType: 'script',
        runtimePlugins: [
          resolvePackage('@module-federation/node/runtimePlugin'),
          join(findWorkspaceRoot(root), 'libs/build-config/src/server-public-path-plugin.ts'),
        ],
        shareStrategy: 'loaded-first',
        manifest: false,
        dts: false,
      }),
    ],
  };
}
