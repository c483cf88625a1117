import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

export interface PackageJson {
  name: string;
  version: string;
  workspaces?: string[];
  dependencies?: Record<string, string>;
}

export function readPackageJson(directory: string): PackageJson {
  return JSON.parse(readFileSync(join(directory, 'package.json'), 'utf8')) as PackageJson;
}

/**
 * The monorepo root: the nearest folder above `fromDirectory` whose package.json declares
 * workspaces. Found by walking up rather than from this file's URL so the same code runs under
 * the Rspack CLI (ESM), Jest (CommonJS) and Node scripts.
 */
export function findWorkspaceRoot(fromDirectory: string): string {
  let directory = fromDirectory;
  for (;;) {
    if (existsSync(join(directory, 'package.json')) && readPackageJson(directory).workspaces) {
      return directory;
    }
    const parent = dirname(directory);
    if (parent === directory) {
      throw new Error(`No npm workspace root above ${fromDirectory}`);
    }
    directory = parent;
  }
}
