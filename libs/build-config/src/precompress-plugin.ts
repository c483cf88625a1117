import { type Compiler, rspack } from '@rspack/core';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

const COMPRESSIBLE = /\.(?:js|mjs|css|html|json|svg|txt)$/;
/** Below this size the saving is smaller than the extra request headers. */
const MIN_BYTES = 1024;

/**
 * Writes `.br` and `.gz` siblings of every text asset, so the server sends compressed files
 * straight from disk (best compression, no CPU per request) instead of compressing on the fly.
 */
export class PrecompressPlugin {
  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap('PrecompressPlugin', (compilation) => {
      compilation.hooks.processAssets.tapPromise(
        {
          name: 'PrecompressPlugin',
          // After the Module Federation manifest, which is emitted at OPTIMIZE_TRANSFER.
          stage: rspack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_TRANSFER + 1,
        },
        async () => {
          const compressions = compilation
            .getAssets()
            .filter(({ name, source }) => COMPRESSIBLE.test(name) && source.size() >= MIN_BYTES)
            .map(async ({ name, source }) => {
              const content = Buffer.from(source.buffer());
              const [br, gz] = await Promise.all([
                brotli(content, {
                  params: {
                    [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                    [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
                  },
                }),
                gzipAsync(content, { level: constants.Z_BEST_COMPRESSION }),
              ]);
              compilation.emitAsset(`${name}.br`, new rspack.sources.RawSource(br));
              compilation.emitAsset(`${name}.gz`, new rspack.sources.RawSource(gz));
            });
          await Promise.all(compressions);
        },
      );
    });
  }
}
