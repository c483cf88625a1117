import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker, type WorkerOptions } from 'node:worker_threads';

/** tsx's ES module API (`register`), as its package exports it to `import`. */
function tsxModuleApi(): string {
  const manifest = createRequire(import.meta.url).resolve('tsx/package.json');
  const { exports } = JSON.parse(readFileSync(manifest, 'utf8')) as {
    exports: Record<string, { import: { default: string } }>;
  };
  return new URL(exports['./esm/api']!.import.default, pathToFileURL(manifest)).href;
}

/**
 * Starts the module at `entry` (a `.js` address beside the caller) in a worker thread. The built
 * API runs its compiled JavaScript; the test runner runs the TypeScript sources, where there is
 * no `.js` file, so the worker compiles the `.ts` one with tsx as it loads it.
 */
export function startModuleWorker(entry: URL, options: WorkerOptions): Worker {
  if (existsSync(fileURLToPath(entry))) return new Worker(entry, options);
  const source = entry.href.replace(/\.js$/, '.ts');
  const loader = `import(${JSON.stringify(tsxModuleApi())}).then(({ register }) => { register(); return import(${JSON.stringify(source)}); });`;
  return new Worker(loader, { ...options, eval: true });
}
