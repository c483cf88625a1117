import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { type Configuration, rspack } from '@rspack/core';
import { ReactRefreshRspackPlugin } from '@rspack/plugin-react-refresh';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { PrecompressPlugin } from './precompress-plugin.ts';
import { remoteOfFolder } from './remote-list.ts';
import { createServerConfig } from './create-server-config.ts';
import { RouteManifestPlugin } from './route-manifest-plugin.ts';
import { ASSET_FILENAME, SCRIPT_RESOLVE, scriptRule } from './script-loader.ts';
import { sharedSingletons } from './shared-singletons.ts';

export interface AppBuildOptions {
  /**
   * The app's folder: sources in `src/`, the build in `dist/`. A remote is the entry of the
   * remote list (`libs/contracts/src/remotes.json`) for this folder, which gives its name and
   * dev port.
   */
  root: string;
  /** Modules other apps load at run time, e.g. `{ './HomePage': './src/pages/HomePage.tsx' }`. */
  exposes?: Record<string, string>;
  /** The shell: owns index.html and loads the remotes; it exposes nothing. */
  isHost: boolean;
  /** A remote's route manifest (its src/routes.ts), also written as routes.json for the server. */
  routes?: unknown;
  /** What the app's server container exposes, when not `exposes`: the shell's page renderer. */
  serverExposes?: Record<string, string>;
}

/** The shell's dev server port; each remote's is in the remote list, which scripts/dev.mjs reads too. */
export const SHELL_DEV_PORT = 4200;

/** Where the dev servers send `/api` (and the shell its runtime config): the API in watch mode. */
const DEV_API_ORIGIN = process.env.DEV_API_ORIGIN ?? 'http://localhost:3000';

/** The logo mark, inline: no extra request, and no 404 for /favicon.ico in every log. */
const FAVICON = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><circle cx="16" cy="16" r="15" fill="#0f5e52"/><path d="M10 13a6.5 6.5 0 0 1 11.3-3.2M22 19a6.5 6.5 0 0 1-11.3 3.2" fill="none" stroke="#fff" stroke-width="2.4" stroke-linecap="round"/></svg>',
)}`;

/** Content-hashed names live under `static/`, which the server caches for a year. */
const hashed = (folder: string, extension: string) =>
  `static/${folder}/[name].[contenthash:10]${extension}`;

/** What the Rspack CLI passes a configuration function: its options, `--mode` among them. */
export interface RspackCliArguments {
  mode?: string;
}

/**
 * The one Rspack configuration for the shell and every remote. Each app's rspack.config.ts
 * calls this with its folder and exposes; nothing else differs between apps.
 *
 * Production or development is the command's `--mode` (`rspack build --mode production` in each
 * app's build script), never the shell's NODE_ENV: a build run where NODE_ENV=development made
 * development bundles, which no server can render with, and Nx's cache, which does not key on
 * NODE_ENV, then handed them to every later build.
 */
export function createAppConfig(
  options: AppBuildOptions,
): (env: unknown, cli: RspackCliArguments) => Configuration[] {
  return (_env, cli) => appConfigs(options, cli.mode === 'production');
}

function appConfigs(options: AppBuildOptions, isProduction: boolean): Configuration[] {
  const browser = createBrowserConfig(options, isProduction);
  // A production build also holds the app's server container, which the API renders pages with.
  const serverExposes = options.serverExposes ?? options.exposes;
  if (browser.mode !== 'production' || !serverExposes) return [browser];
  return [
    browser,
    createServerConfig({
      root: options.root,
      name: browser.name!,
      exposes: serverExposes,
      isProduction: true,
    }),
  ];
}

const FEDERATION_RUNTIME_PACKAGES = [
  'webpack-bundler-runtime',
  'runtime-tools',
  'runtime',
  'runtime-core',
  'sdk',
  'inject-external-runtime-core-plugin',
];

/**
 * The federation plugins find the runtime they put into every page with `require.resolve`, which
 * gives each package's CommonJS build, whole. Pointed at the ES module build beside it, the
 * bundler drops what the page never calls, from the shell's entry and from every remote's.
 */
function federationRuntimeAsModules(): Record<string, string> {
  const resolve = createRequire(import.meta.url).resolve;
  return Object.fromEntries(
    FEDERATION_RUNTIME_PACKAGES.map((name) => {
      const commonJs = resolve(`@module-federation/${name}`);
      return [commonJs, commonJs.replace(/\.cjs$/, '.js')];
    }),
  );
}

function createBrowserConfig(
  { root, exposes, isHost, routes }: AppBuildOptions,
  isProduction: boolean,
): Configuration {
  const { name, devPort } = isHost
    ? { name: 'shell', devPort: SHELL_DEV_PORT }
    : remoteOfFolder(root);
  // A remote runs alone (its own page and bootstrap) only on its dev server; its production
  // build is just the federation container.
  const hasPage = isHost || !isProduction;

  return {
    name,
    context: root,
    mode: isProduction ? 'production' : 'development',
    target: ['web', 'es2022'],
    devtool: isProduction ? 'hidden-source-map' : 'cheap-module-source-map',
    entry: hasPage ? { main: './src/index.ts' } : {},
    output: {
      path: join(root, 'dist'),
      // The shell's index.html is served for deep links, so its assets need absolute URLs. A
      // remote computes its URL from where its entry was loaded, so any origin or path can serve it.
      publicPath: isHost ? '/' : 'auto',
      uniqueName: name,
      filename: isProduction ? hashed('js', '.js') : '[name].js',
      chunkFilename: isProduction ? hashed('js', '.js') : '[name].js',
      cssFilename: isProduction ? hashed('css', '.css') : '[name].css',
      cssChunkFilename: isProduction ? hashed('css', '.css') : '[name].css',
      assetModuleFilename: ASSET_FILENAME,
      clean: true,
    },
    resolve: { ...SCRIPT_RESOLVE, alias: federationRuntimeAsModules() },
    module: {
      rules: [
        scriptRule({ isProduction }),
        // Plain CSS from packages (swiper); our own styles are styled-components.
        { test: /\.css$/, type: 'css/auto' },
        // Pictures are always files: inlined as base64 they would weigh a third more, be parsed
        // as script, download again with every change to the script and never load lazily.
        { test: /\.(?:png|jpe?g|gif|webp|avif)$/, type: 'asset/resource' },
        { test: /\.(?:svg|woff2?)$/, type: 'asset' },
      ],
    },
    plugins: [
      new ModuleFederationPlugin({
        name,
        ...(isHost ? {} : { filename: 'remoteEntry.js', exposes }),
        shared: sharedSingletons(root),
        // The shell registers remotes at run time (from /runtime-config.json), never at build time.
        remotes: {},
        // Use what is already loaded instead of fetching every remote's entry first to compare
        // versions: first load stays small and one unreachable remote cannot block the others.
        shareStrategy: 'loaded-first',
        manifest: true,
        dts: false,
        experiments: {
          // Drops Node-only loading code from the runtime.
          optimization: { target: 'web' },
          // The shell hands its federation runtime to the remotes, so a production remote entry
          // does not carry a second copy; its dev server provides it too, or the remotes the API
          // publishes would not run in it. A remote on its own dev server may run without a
          // shell, so it keeps its own there.
          ...(isHost
            ? { provideExternalRuntime: true }
            : isProduction && { externalRuntime: true }),
        },
      }),
      hasPage &&
        new rspack.HtmlRspackPlugin({
          templateContent: `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="description" content="Buy and sell second-hand goods, paid in cash at the meeting." />
    <link rel="icon" href="${FAVICON}" />
    <title>${isHost ? 'Marketplace' : `Marketplace ${name} (standalone)`}</title>
  </head>
  <body>
    <noscript>This marketplace needs JavaScript.</noscript>
    <div id="root"></div>
  </body>
</html>`,
        }),
      routes !== undefined && new RouteManifestPlugin(routes),
      !isProduction && new ReactRefreshRspackPlugin(),
      isProduction && new PrecompressPlugin(),
    ],
    // The dev server's default lazy compilation would defer the federation container's chunks.
    lazyCompilation: false,
    devServer: {
      port: devPort,
      client: {
        overlay: { warnings: false },
        // A remote's page runs in the shell's page; its hot-reload socket must still reach the
        // remote's own dev server, not the page's origin.
        ...(isHost ? {} : { webSocketURL: `ws://localhost:${devPort}/ws` }),
      },
      historyApiFallback: true,
      // The shell loads a remote's manifest and chunks from the remote's own dev server.
      headers: { 'Access-Control-Allow-Origin': '*' },
      // The shell also sends the remotes the API publishes itself: its runtime config names them
      // by path (`/remotes/seller/mf-manifest.json`), which the page resolves against this server.
      // Without it, every remote not pointed at its own dev server 404s here (its routes.json
      // first), and a buyer's console filled with seller and admin errors.
      proxy: [
        {
          context: isHost ? ['/api', '/runtime-config.json', '/remotes/'] : ['/api'],
          target: DEV_API_ORIGIN,
        },
      ],
    },
  };
}
