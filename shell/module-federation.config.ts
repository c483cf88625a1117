import type { AppBuildOptions } from '@marketplace/build-config';

/**
 * The host: in the browser it exposes nothing and registers the remotes at run time from
 * /runtime-config.json. Its server container exposes the page renderer the API calls.
 */
export default {
  isHost: true,
  serverExposes: { './render-page': './src/server-rendering/render-page.tsx' },
} satisfies Omit<AppBuildOptions, 'root'>;
