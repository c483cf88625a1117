import { type Compiler, rspack } from '@rspack/core';

/** The file beside mf-manifest.json holding the remote's route manifest as JSON. */
export const ROUTE_MANIFEST_FILE = 'routes.json';

/**
 * The emitted file of a source picture: `static/media/<its name>.<hash><its extension>`.
 * Fails the build when none or several match, rather than preload a wrong address.
 */
function emittedFileOf(sourcePath: string, emitted: readonly string[]): string {
  const file = sourcePath.slice(sourcePath.lastIndexOf('/') + 1);
  const dot = file.lastIndexOf('.');
  const [name, extension] = [file.slice(0, dot), file.slice(dot)];
  const matches = emitted.filter(
    (asset) =>
      asset.startsWith(`static/media/${name}.`) &&
      asset.endsWith(extension) &&
      /^[0-9a-f]+$/.test(asset.slice(`static/media/${name}.`.length, -extension.length)),
  );
  if (matches.length !== 1) {
    throw new Error(`${sourcePath} in the route manifest is ${matches.length} emitted files`);
  }
  return matches[0]!;
}

/**
 * Writes the remote's route manifest (the default export of its src/routes.ts) as
 * `routes.json` beside mf-manifest.json. The browser reads the manifest through Module
 * Federation (`<remote>/routes`); the server reads this copy to know, without running any remote
 * code, which addresses are pages (404 for the others), which pages are public and which picture
 * a page should preload (its source paths replaced by the emitted files). It ships with
 * the remote, so a remote deployed alone changes what the server knows without a server release.
 */
export class RouteManifestPlugin {
  constructor(private readonly routes: unknown) {}

  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap('RouteManifestPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'RouteManifestPlugin', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          // Asset modules have emitted their files by now: source paths become their names.
          const emitted = compilation.getAssets().map(({ name }) => name);
          const routes = JSON.stringify(this.routes, (key, value: unknown) =>
            key === 'src' && typeof value === 'string' && value.startsWith('./src/')
              ? emittedFileOf(value, emitted)
              : value,
          );
          compilation.emitAsset(ROUTE_MANIFEST_FILE, new rspack.sources.RawSource(routes));
        },
      );
    });
  }
}
