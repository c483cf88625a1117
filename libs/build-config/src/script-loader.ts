/** Pictures and fonts, named alike by the browser and the server builds. */
export const ASSET_FILENAME = 'static/media/[name].[contenthash:10][ext]';

export const SCRIPT_RESOLVE = {
  extensions: ['.ts', '.tsx', '.js', '.jsx', '.json'],
  // Workspace libraries are TypeScript sources that may import './x.js' meaning './x.ts'.
  extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
};

/** The rule compiling our TypeScript and JSX (packages come compiled). */
export const scriptRule = (options: ScriptLoaderOptions) => ({
  test: /\.[cm]?[jt]sx?$/,
  exclude: /node_modules/,
  loader: 'builtin:swc-loader',
  options: scriptLoaderOptions(options),
});

interface ScriptLoaderOptions {
  isProduction: boolean;
  /** A server build has no hot reloading. */
  isServer?: boolean;
}

/**
 * The SWC options that compile every app's and library's TypeScript and JSX, in each build.
 *
 * The styled-components transform gives each styled component a `componentId` hashed from its
 * file's source and its place in that file. Without it styled-components numbers components in
 * the order their modules are evaluated, which differs between a long-lived server (the order
 * pages were first asked for) and a browser (the order one page needs them), so server-rendered
 * class names would not match the browser's and hydration would fail. The plugin's Wasm build is
 * tied to the `swc_core` inside @rspack/core: upgrade the two together.
 */
export function scriptLoaderOptions({ isProduction, isServer = false }: ScriptLoaderOptions) {
  return {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: {
        react: {
          runtime: 'automatic',
          development: !isProduction,
          refresh: !isProduction && !isServer,
        },
      },
      experimental: {
        plugins: [
          [
            '@swc/plugin-styled-components',
            // Display names help reading the DOM in development; in production they only add bytes.
            { ssr: true, displayName: !isProduction, pure: true },
          ],
        ],
      },
    },
  };
}
