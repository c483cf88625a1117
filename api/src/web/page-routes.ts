import {
  DASHBOARD_PATH,
  ROUTE_MANIFEST_FILE,
  type PageAccess,
  type PreloadedImage,
  type RemoteRoute,
  type RemoteRouteManifest,
  type RuntimeConfig,
  routeApplies,
} from '@marketplace/contracts';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { RemoteBuild } from './web-builds.js';

/** A page address the app knows, and who may see it. */
export interface PageRoute {
  /** `shell`, or the name of the remote whose manifest names the page. */
  owner: string;
  /** The remote's exposed module holding the page (`./HomePage`); absent for the shell's screens. */
  module?: string;
  access: PageAccess;
  /** The route's own pattern, `producs/:segment`, under `/` or `/dashbord/`. */
  pattern: string;
  params: Record<string, string>;
  /** The picture the page paints largest, its files as URLs, for the HTML to preload. */
  preloadImage?: PreloadedImage;
  /** The query parameters its content depends on (the manifest's `query`); absent: all. */
  query?: readonly string[];
}

/**
 * The remote pages the server knows by their module, wherever their remote's manifest puts them
 * (SPEC.md's `/producs/<id>` and `/producs/<name>`).
 */
export const PAGE_MODULES = {
  home: './HomePage',
  listing: './ProductDetailPage',
  category: './CategoryProductsPage',
  search: './SearchPage',
  seller: './SellerProfilePage',
  blog: './BlogPage',
  blogPost: './BlogPostPage',
} as const;

/** A page's address for the value of its one parameter. */
export type PageAddress = (value: string) => string;

/** `unknown`: no page there (404). `undetermined`: a manifest could not be read, so it may be. */
export type PageMatch =
  { kind: 'page'; route: PageRoute } | { kind: 'unknown' } | { kind: 'undetermined' };

/** The shell's own screens (shell/src/routes.tsx): the sign-in pages and the dashboard's home. */
const SHELL_ROUTES: ReadonlyArray<Omit<PageRoute, 'owner' | 'params'>> = [
  { pattern: 'login', access: 'anyone' },
  { pattern: 'register', access: 'anyone' },
  { pattern: 'forgot-password', access: 'anyone' },
  { pattern: 'reset-password', access: 'anyone' },
  { pattern: 'verify-email', access: 'anyone' },
  { pattern: DASHBOARD_PATH.slice(1), access: 'signed-in' },
];

/** How long a remote's route manifest is trusted before it is read again. */
export const ROUTE_MANIFEST_TTL_MS = 10_000;

const isManifest = (value: unknown): value is RemoteRouteManifest =>
  typeof value === 'object' &&
  value !== null &&
  Array.isArray((value as { routes?: unknown }).routes);

/** `producs/:segment` against `producs/Laptops`: the decoded parameters, or undefined. */
function matchPattern(pattern: string, path: string): Record<string, string> | undefined {
  const wanted = pattern.split('/').filter(Boolean);
  const given = path.split('/').filter(Boolean);
  if (wanted.length !== given.length) return undefined;
  const params: Record<string, string> = {};
  for (const [index, segment] of wanted.entries()) {
    const value = given[index]!;
    if (segment.startsWith(':')) {
      try {
        params[segment.slice(1)] = decodeURIComponent(value);
      } catch {
        return undefined;
      }
    } else if (segment !== value) return undefined;
  }
  return params;
}

const trimmed = (urlPath: string) => urlPath.replace(/^\/+|\/+$/g, '');

const fullPattern = (route: RemoteRoute) =>
  route.layout === 'dashboard'
    ? `${DASHBOARD_PATH.slice(1)}/${route.path}`.replace(/\/$/, '')
    : route.path;

interface CachedManifest {
  manifest: RemoteRouteManifest | undefined;
  readAt: number;
  reading?: Promise<void>;
}

/**
 * Which addresses are pages: the shell's screens and the routes of each remote's manifest, read
 * from `routes.json` beside the remote's `mf-manifest.json` (a file of this server's build, or
 * fetched from the remote's origin). Manifests are read again every ROUTE_MANIFEST_TTL_MS, so a
 * remote deployed alone changes the answers without a server release. A remote whose manifest
 * cannot be read makes every address no other claims `undetermined`, never a false 404.
 */
export class PageRoutes {
  private readonly cache = new Map<string, CachedManifest>();

  constructor(
    private readonly runtimeConfig: RuntimeConfig,
    /** The remotes this process publishes from its own build: read from disk. */
    private readonly localBuilds: readonly RemoteBuild[],
    private readonly now: () => number = Date.now,
  ) {}

  /** The page at `urlPath`, reading the remotes' manifests it needs. */
  async match(urlPath: string): Promise<PageMatch> {
    const path = trimmed(urlPath);
    // In the runtime config's order, as the shell mounts them; a later manifest is read only
    // when no earlier one claims the address.
    if (!SHELL_ROUTES.some((route) => matchPattern(route.pattern, path))) {
      for (const owner of Object.keys(this.runtimeConfig.remotes)) {
        const manifest = await this.manifestOf(owner);
        if (manifest?.routes.some((route) => this.routeAt(owner, route, path))) break;
      }
    }
    return this.matchRead(urlPath);
  }

  /**
   * The page at `urlPath` by the manifests as last read, without reading any: for an address
   * already answered, whose manifests were read to answer it.
   */
  matchRead(urlPath: string): PageMatch {
    const path = trimmed(urlPath);
    for (const route of SHELL_ROUTES) {
      const params = matchPattern(route.pattern, path);
      if (params) return { kind: 'page', route: { ...route, owner: 'shell', params } };
    }
    let undetermined = false;
    for (const owner of Object.keys(this.runtimeConfig.remotes)) {
      const manifest = this.cache.get(owner)?.manifest;
      if (!manifest) undetermined = true;
      for (const route of manifest?.routes ?? []) {
        const found = this.routeAt(owner, route, path);
        if (found) return { kind: 'page', route: found };
      }
    }
    return undetermined ? { kind: 'undetermined' } : { kind: 'unknown' };
  }

  /**
   * Where a remote's page is, as its manifest says: its address with the one parameter set to a
   * value (`/producs/42`); undefined while no manifest read names the module.
   */
  async addressOf(module: string): Promise<PageAddress | undefined> {
    for (const owner of Object.keys(this.runtimeConfig.remotes)) {
      const route = (await this.manifestOf(owner))?.routes.find((each) => each.module === module);
      if (route) {
        const pattern = fullPattern(route);
        return (value) => `/${pattern.replace(/:[^/]+/, encodeURIComponent(value))}`;
      }
    }
    return undefined;
  }

  /** `route` of `owner`'s manifest as the page at `path`, if it is. */
  private routeAt(owner: string, route: RemoteRoute, path: string): PageRoute | undefined {
    const pattern = fullPattern(route);
    const params = matchPattern(pattern, path);
    if (!params || !routeApplies(route, params)) return undefined;
    const preloadImage =
      route.layout === 'public' && route.preloadImage
        ? this.withUrls(owner, route.preloadImage)
        : undefined;
    const query = route.layout === 'public' ? route.query : undefined;
    return {
      owner,
      module: route.module,
      access: route.access,
      pattern,
      params,
      preloadImage,
      query,
    };
  }

  /** A remote's emitted files are named relative to its folder, where its mf-manifest.json is. */
  private withUrls(remote: string, image: PreloadedImage): PreloadedImage {
    const manifestUrl = this.runtimeConfig.remotes[remote]!;
    const folder = manifestUrl.slice(0, manifestUrl.lastIndexOf('/') + 1);
    return {
      src: `${folder}${image.src}`,
      ...(image.srcSet
        ? { srcSet: image.srcSet.map(({ src, width }) => ({ src: `${folder}${src}`, width })) }
        : {}),
      ...(image.sizes ? { sizes: image.sizes } : {}),
    };
  }

  /** The remote's manifest as last read; read again, once at a time, when it is older than the TTL. */
  async manifestOf(name: string): Promise<RemoteRouteManifest | undefined> {
    let cached = this.cache.get(name);
    if (!cached) {
      cached = { manifest: undefined, readAt: -Infinity };
      this.cache.set(name, cached);
    }
    if (this.now() - cached.readAt > ROUTE_MANIFEST_TTL_MS) {
      const entry = cached;
      entry.reading ??= this.read(name)
        .then((manifest) => {
          entry.manifest = manifest;
        })
        .catch(() => {
          entry.manifest = undefined;
        })
        .finally(() => {
          entry.readAt = this.now();
          entry.reading = undefined;
        });
      // The first read is awaited; later ones refresh in the background while the last answer serves.
      if (entry.readAt === -Infinity) await entry.reading;
    }
    return cached.manifest;
  }

  private async read(name: string): Promise<RemoteRouteManifest> {
    const manifestUrl = this.runtimeConfig.remotes[name]!;
    const local = this.localBuilds.find((build) => build.name === name);
    let parsed: unknown;
    if (local) {
      parsed = JSON.parse(await readFile(join(local.directory, ROUTE_MANIFEST_FILE), 'utf8'));
    } else {
      const response = await fetch(new URL(ROUTE_MANIFEST_FILE, manifestUrl), {
        signal: AbortSignal.timeout(this.runtimeConfig.remoteLoadTimeoutMs),
      });
      if (!response.ok) throw new Error(`${name}'s route manifest answered ${response.status}`);
      parsed = await response.json();
    }
    if (!isManifest(parsed)) throw new Error(`${name}'s route manifest is not one`);
    return parsed;
  }
}
