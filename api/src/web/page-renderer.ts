import {
  type RemoteRouteManifest,
  type RenderPage,
  type RenderedPage,
  type RuntimeConfig,
  SERVER_ENTRY_FILE,
  SERVER_PUBLIC_PATHS_GLOBAL,
  SHELL_RENDER_MODULE,
} from '@marketplace/contracts';
import { type ModuleFederation, createInstance } from '@module-federation/runtime';
import { stat } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { PageAnswerCache } from './page-answer-cache.js';
import { ROUTE_MANIFEST_TTL_MS } from './page-routes.js';
import { RenderSlots, settledWithin } from './render-budget.js';

const requireContainer = createRequire(import.meta.url);

/**
 * Renders under way at once in a process. Renders share the event loop with every other request:
 * two at once took the time to first byte at 20 connections to p99 186 ms, one to 125 ms.
 */
const RENDER_CONCURRENCY = 1;
/** An app whose server container this process loads: the shell, or a remote published here. */
export interface ServerBuild {
  name: string;
  /** Its build folder, holding server/remoteEntry.cjs. */
  directory: string;
}

export interface PageRendererOptions {
  shell: ServerBuild;
  /** The remotes published from this process; a remote served from another origin is rendered by the browser. */
  remotes: readonly ServerBuild[];
  runtimeConfig: RuntimeConfig;
  /** A remote's route manifest as the server last read it. */
  manifestOf: (remote: string) => Promise<RemoteRouteManifest | undefined>;
  /** Where the pages' queries reach this process's API. */
  apiBaseUrl: () => string;
  /** How long a request waits for its render (SERVER_RENDER_WAIT_MS). */
  renderWaitMs: number;
  onError: (error: unknown) => void;
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
 * Module Federation keeps every container's instance and shared modules in one process-wide
 * registry, by container name. A newly deployed container of the same name would otherwise be
 * handed the earlier one's React and router, and render with two routers. This process loads
 * containers for page rendering alone, so each new set starts from an empty registry.
 */
function forgetEarlierContainers(): void {
  const federation = (globalThis as { __FEDERATION__?: FederationGlobals }).__FEDERATION__;
  federation?.__INSTANCES__?.splice(0);
  for (const key of Object.keys(federation?.__SHARE__ ?? {})) delete federation!.__SHARE__![key];
}

/**
 * Renders public pages with the apps' server containers, loaded through Module Federation's
 * runtime: the shell's renders the page and asks for the remotes' pages, which share its React,
 * router and styled-components. The containers' files are checked every ROUTE_MANIFEST_TTL_MS,
 * and a changed one (a remote or the shell deployed alone) is loaded afresh in a new instance.
 * Anything failing leaves the page to the browser: `render` then answers undefined.
 */
export class PageRenderer {
  private readonly slots = new RenderSlots(RENDER_CONCURRENCY);
  private containers: LoadedContainers | undefined;
  private checking: Promise<LoadedContainers> | undefined;

  constructor(
    private readonly options: PageRendererOptions,
    /** Rendered pages by address, emptied by every catalogue change like the page answers. */
    private readonly cache?: PageAnswerCache<RenderedPage | undefined>,
    private readonly now: () => number = Date.now,
  ) {}

  /**
   * The page at `path` with `query`, or undefined when the browser is to render it: a render
   * that failed, that could not start because the render slot was taken, or that is not done
   * within `renderWaitMs`. A late render goes on and is kept, so the next visitor gets it. Cold
   * pages under load thus cost their visitors at most `renderWaitMs` more than a client-rendered
   * page (time to first byte at a million listings: p99 1.5 s when every request waited for its
   * render).
   */
  render(path: string, query: URLSearchParams): Promise<RenderedPage | undefined> {
    const sorted = new URLSearchParams([...query].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
    return settledWithin(
      this.keptRender(sorted.size > 0 ? `${path}?${sorted}` : path),
      this.options.renderWaitMs,
    );
  }

  /**
   * Renders the home page, where most visits start, into the cache as the server starts
   * listening: its first render loads every container and asks the API, which takes longer than
   * a visitor waits, so the first visitors after a start or a deployment got the page the browser
   * renders (Lighthouse: the home page's banner at 3.3 s instead of 1.5 s).
   */
  async warmUp(): Promise<void> {
    await this.keptRender('/').catch(() => undefined);
  }

  private keptRender(url: string): Promise<RenderedPage | undefined> {
    // A busy refusal is thrown, not returned, so the cache keeps no answer for it.
    const renderInSlot = () => this.slots.run(() => this.renderAfresh(url));
    return this.cache ? this.cache.get(url, renderInSlot) : renderInSlot();
  }

  private async renderAfresh(url: string): Promise<RenderedPage | undefined> {
    try {
      const { federation } = await this.currentContainers();
      const module = (await federation.loadRemote(SHELL_RENDER_MODULE)) as {
        renderPage: RenderPage;
      };
      const { runtimeConfig, remotes, manifestOf, apiBaseUrl, onError } = this.options;
      const manifests: Record<string, RemoteRouteManifest> = {};
      for (const { name } of remotes) {
        const manifest = await manifestOf(name);
        if (manifest) manifests[name] = manifest;
      }
      return await module.renderPage({
        url,
        runtimeConfig,
        manifests,
        loadModule: (id) => federation.loadRemote(id),
        apiBaseUrl: apiBaseUrl(),
        onError,
      });
    } catch (error) {
      this.options.onError(error);
      return undefined;
    }
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

  private builds(): ServerBuild[] {
    return [this.options.shell, ...this.options.remotes];
  }

  /**
   * The containers to render with. One check at a time: requests arriving together at start-up
   * or after a deployment share one load, since each load resets the process-wide registry.
   */
  private currentContainers(): Promise<LoadedContainers> {
    const known = this.containers;
    if (known && this.now() - known.checkedAt <= ROUTE_MANIFEST_TTL_MS)
      return Promise.resolve(known);
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

  private async version(): Promise<string> {
    const times = await Promise.all(
      this.builds().map(async ({ directory }) =>
        String((await stat(join(directory, SERVER_ENTRY_FILE)).catch(() => undefined))?.mtimeMs),
      ),
    );
    return times.join(',');
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
