import { type Compiler, rspack } from '@rspack/core';

/** The file beside mf-manifest.json holding the remote's route manifest as JSON. */
export const ROUTE_MANIFEST_FILE = 'routes.json';

/**
 * Writes the remote's route manifest (the default export of its src/routes.ts) as
 * `routes.json` beside mf-manifest.json. The browser reads the manifest through Module
 * Federation (`<remote>/routes`); the server reads this copy to know, without running any remote
 * code, which addresses are pages (404 for the others) and which pages are public. It ships with
 * the remote, so a remote deployed alone changes what the server knows without a server release.
 */
export class RouteManifestPlugin {
  constructor(private readonly routes: unknown) {}

  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap('RouteManifestPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'RouteManifestPlugin', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          compilation.emitAsset(
            ROUTE_MANIFEST_FILE,
            new rspack.sources.RawSource(JSON.stringify(this.routes)),
          );
        },
      );
    });
  }
}
