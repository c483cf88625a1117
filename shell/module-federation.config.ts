import type { AppBuildOptions } from '@marketplace/build-config';

/** The host: it exposes nothing and registers the remotes at run time from /runtime-config.json. */
export default {
  isHost: true,
} satisfies Omit<AppBuildOptions, 'root'>;
