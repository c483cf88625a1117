import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sharedSingletons } from './shared-singletons.ts';
import { findWorkspaceRoot } from './workspace.ts';

describe('the shared singletons every app passes to Module Federation', () => {
  const shared = sharedSingletons(__dirname);
  const rootDependencies = JSON.parse(
    readFileSync(join(findWorkspaceRoot(__dirname), 'package.json'), 'utf8'),
  ).dependencies as Record<string, string>;

  it('shares React, styling, state, queries, toasts and the stateful workspace libraries once', () => {
    expect(Object.keys(shared).sort()).toEqual(
      [
        '@marketplace/api-client',
        '@marketplace/auth',
        '@marketplace/routing',
        '@marketplace/ui/page-state',
        '@tanstack/react-query',
        'react',
        'react-dom',
        'react-hot-toast',
        'react/jsx-runtime',
        'styled-components',
        'zustand',
      ].sort(),
    );
    expect(Object.values(shared).every((config) => config.singleton)).toBe(true);
  });

  it('requires the versions the root package.json declares', () => {
    expect(shared.react?.requiredVersion).toBe(rootDependencies.react);
    expect(shared['react/jsx-runtime']?.requiredVersion).toBe(rootDependencies.react);
    expect(shared['react-dom']?.requiredVersion).toBe(rootDependencies['react-dom']);
  });

  it('requires at least the workspace library versions it was built with, strictly', () => {
    for (const [request, library] of [
      ['@marketplace/routing', 'routing'],
      ['@marketplace/ui/page-state', 'ui'],
      ['@marketplace/auth', 'auth'],
      ['@marketplace/api-client', 'api-client'],
    ] as const) {
      const { version } = JSON.parse(
        readFileSync(join(findWorkspaceRoot(__dirname), 'libs', library, 'package.json'), 'utf8'),
      ) as { version: string };
      expect(version).toMatch(/^[1-9]\d*\.\d+\.\d+$/);
      expect(shared[request]).toEqual({
        singleton: true,
        requiredVersion: `^${version}`,
        strictVersion: true,
      });
    }
  });
});
