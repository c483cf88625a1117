import type { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { join } from 'node:path';
import { findWorkspaceRoot, readPackageJson } from './workspace.ts';

export type FederationOptions = ConstructorParameters<typeof ModuleFederationPlugin>[0];
type SharedConfig = { singleton: true; requiredVersion: string; strictVersion?: true };

/**
 * Third-party packages that hold state or context: two copies would mean two Reacts, two
 * themes or two query caches, so each is loaded once, by whichever app loads first. The router
 * is shared as `@marketplace/routing` (below), which holds only the part of it the apps use.
 */
const THIRD_PARTY_SINGLETONS = {
  react: 'react',
  'react/jsx-runtime': 'react',
  'react-dom': 'react-dom',
  'styled-components': 'styled-components',
  zustand: 'zustand',
  '@tanstack/react-query': '@tanstack/react-query',
  'react-hot-toast': 'react-hot-toast',
} as const satisfies Record<string, string>;

/**
 * Workspace libraries, or the part of one, that hold page-wide state: one router, one session
 * store, one API client, and the UI library's page state (its one confirmation dialog and
 * toaster). The rest of the UI library is stateless components, which each app bundles as far as
 * it uses them, since a shared module cannot be tree-shaken. Each carries its library's semver
 * version (bumped when its exports change: minor for an addition, major for a removal or a
 * changed meaning). An app requires the major it was built against at least at the version it
 * was built with, strictly: a remote built against a newer library than the shell provides fails
 * to load, and its area says so, instead of running on the older copy. `@marketplace/contracts`
 * is deliberately absent: it holds no state, only types, constants and zod schemas, and sharing
 * it would put all of zod (25 KB gzip) into every first page load.
 */
export const WORKSPACE_SINGLETONS = [
  '@marketplace/routing',
  '@marketplace/ui/page-state',
  '@marketplace/auth',
  '@marketplace/api-client',
] as const;

/**
 * The one `shared` configuration every app passes to Module Federation. Required versions come
 * from the root package.json (third-party ranges) and each library's own package.json, so a
 * dependency upgrade needs no change here.
 */
export function sharedSingletons(fromDirectory = process.cwd()): Record<string, SharedConfig> {
  const workspaceRoot = findWorkspaceRoot(fromDirectory);
  const declared = readPackageJson(workspaceRoot).dependencies ?? {};
  const shared: Record<string, SharedConfig> = {};

  for (const [request, declaringPackage] of Object.entries(THIRD_PARTY_SINGLETONS)) {
    const requiredVersion = declared[declaringPackage];
    if (!requiredVersion) {
      throw new Error(`${declaringPackage} must be a dependency in ${workspaceRoot}/package.json`);
    }
    shared[request] = { singleton: true, requiredVersion };
  }
  for (const library of WORKSPACE_SINGLETONS) {
    const [, folderName = ''] = library.split('/');
    const folder = join(workspaceRoot, 'libs', folderName);
    shared[library] = {
      singleton: true,
      requiredVersion: `^${readPackageJson(folder).version}`,
      strictVersion: true,
    };
  }
  return shared;
}
