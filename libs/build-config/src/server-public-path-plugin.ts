import { SERVER_PUBLIC_PATHS_GLOBAL } from '@marketplace/contracts';
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/** The bundler's module runtime of the container this plugin is built into. */
declare const __webpack_require__: { p: string };

/**
 * Module Federation runtime plugin built into each server container: before the container
 * evaluates anything, points its public path at where the API says its browser build is
 * published, so the server renders the same file addresses the browser does.
 */
export default function serverPublicPathPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'marketplace-server-public-path',
    beforeInit(args) {
      const publicPaths = (globalThis as unknown as Record<string, Record<string, string>>)[
        SERVER_PUBLIC_PATHS_GLOBAL
      ];
      const publicPath = publicPaths?.[args.options.name];
      if (publicPath !== undefined) __webpack_require__.p = publicPath;
      return args;
    },
  };
}
