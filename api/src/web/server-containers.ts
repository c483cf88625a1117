import {
  type RuntimeConfig,
  SERVER_ENTRY_FILE,
  SERVER_PUBLIC_PATHS_GLOBAL,
} from '@marketplace/contracts';
import { type ModuleFederation, createInstance } from '@module-federation/runtime';
import { stat } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { ROUTE_MANIFEST_TTL_MS } from './page-routes.js';

const requireContainer = createRequire(import.meta.url);

/** An app whose server container is loaded to render pages: the shell, or a remote published here. */
export interface ServerBuild {
  name: string;
  /** Its build folder, holding server/remoteEntry.cjs. */
  directory: string;
}

export interface ServerContainersOptions {
  shell: ServerBuild;
  /** The remotes published from this process; a remote served from another origin is rendered by the browser. */
  remotes: readonly ServerBuild[];
  runtimeConfig: RuntimeConfig;
}

interface LoadedContainers {
  federation: ModuleFederation;
  /** The containers' files' modification times, which a deployment changes. */
  version: string;
  checkedAt: number;
}

/** Each federation instance needs its own name; a deployment makes a new one. */
let instanceCount = 0;

interface FederationGlobals {
  __INSTANCES__?: unknown[];
  __SHARE__?: Record<string, unknown>;
}

/**
 * Module Federation keeps every container's instance and shared modules in one registry per
 * thread, by container name. A newly deployed container of the same name would otherwise be
 * handed the earlier one's React and router, and render with two routers. The render worker
 * loads containers for page rendering alone, so each new set starts from an empty registry.
 */
function forgetEarlierContainers(): void {
  const federation = (globalThis as { __FEDERATION__?: FederationGlobals }).__FEDERATION__;
  federation?.__INSTANCES__?.splice(0);
  for (const key of Object.keys(federation?.__SHARE__ ?? {})) delete federation!.__SHARE__![key];
}

/**
 * The apps' server containers, loaded through Module Federation's runtime: the shell's renders
 * the page and asks for the remotes' pages, which share its React, router and styled-components.
 * The containers' files are checked every ROUTE_MANIFEST_TTL_MS, and a changed one (a remote or
 * the shell deployed alone) is loaded afresh in a new instance.
 */
export class ServerContainers {
  private containers: LoadedContainers | undefined;
  private checking: Promise<LoadedContainers> | undefined;

  constructor(
    private readonly options: ServerContainersOptions,
    private readonly now: () => number = Date.now,
  ) {}

  /**
   * The federation instance to render with, and the version of the containers it holds. One
   * check at a time: renders starting together at start-up or after a deployment share one load,
   * since each load resets the registry.
   */
  async current(): Promise<{ federation: ModuleFederation; version: string }> {
    const known = this.containers;
    if (known && this.now() - known.checkedAt <= ROUTE_MANIFEST_TTL_MS) return known;
    this.checking ??= this.check(known).finally(() => {
      this.checking = undefined;
    });
    return this.checking;
  }

  private async check(known: LoadedContainers | undefined): Promise<LoadedContainers> {
    const version = await this.version();
    if (known?.version === version) {
      known.checkedAt = this.now();
      return known;
    }
    this.containers = this.load(version);
    return this.containers;
  }

  private builds(): ServerBuild[] {
    return [this.options.shell, ...this.options.remotes];
  }

  private async version(): Promise<string> {
    const times = await Promise.all(
      this.builds().map(async ({ directory }) =>
        String((await stat(join(directory, SERVER_ENTRY_FILE)).catch(() => undefined))?.mtimeMs),
      ),
    );
    return times.join(',');
  }

  /** Where the browser loads each app's files from: the shell's at `/`, a remote's beside its manifest. */
  private publicPaths(): Record<string, string> {
    const { shell, remotes, runtimeConfig } = this.options;
    return {
      [shell.name]: '/',
      ...Object.fromEntries(
        remotes.map(({ name }) => {
          const manifestUrl = runtimeConfig.remotes[name] ?? '';
          return [name, manifestUrl.slice(0, manifestUrl.lastIndexOf('/') + 1)];
        }),
      ),
    };
  }

  private load(version: string): LoadedContainers {
    forgetEarlierContainers();
    (globalThis as Record<string, unknown>)[SERVER_PUBLIC_PATHS_GLOBAL] = this.publicPaths();
    instanceCount += 1;
    const federation = createInstance({
      name: `marketplace_api_${instanceCount}`,
      // The version in each entry's address makes the runtime load a deployed container afresh.
      remotes: this.builds().map(({ name, directory }) => ({
        name,
        entry: `${pathToFileURL(join(directory, SERVER_ENTRY_FILE)).href}?v=${version}`,
      })),
      // The shell's container provides React and the other singletons to the remotes'.
      shared: {},
      plugins: [
        {
          name: 'marketplace-container-files',
          loadEntry: ({ remoteInfo }) => {
            const file = fileURLToPath(remoteInfo.entry.replace(/\?.*$/, ''));
            delete requireContainer.cache[file];
            return requireContainer(file) as never;
          },
        },
      ],
    });
    return { federation, version, checkedAt: this.now() };
  }
}
