import { configureApiClient, createQueryClient, queryKeys } from '@marketplace/api-client';
import type { PageDataRead, RenderPage } from '@marketplace/contracts';
import { type QueryClient, type QueryKey, dehydrate } from '@tanstack/react-query';
import { type ReactNode, StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import {
  StaticRouterProvider,
  createStaticHandler,
  createStaticRouter,
} from '@marketplace/routing';
import { ServerStyleSheet } from 'styled-components';
import { AppProviders } from '../App';
import { askedQueries } from './asked-queries';
import { RemoteLoader } from '../remotes/remote-loader';
import { RemoteRoutes } from '../remotes/remote-routes';
import { routesWithRemotes } from '../routes';

/** A page asks for its data in a first render, and for data that depends on it in a second. */
const MAX_RENDER_PASSES = 3;

async function prerenderToString(
  tree: ReactNode,
  onError: (error: unknown) => void,
  timeoutMs: number,
): Promise<string> {
  const { prelude } = await prerenderToNodeStream(tree, {
    // An area still rendering then is left to the browser, like one that failed.
    signal: AbortSignal.timeout(timeoutMs),
    // Every boundary written in place: a large one would otherwise come after the page with an
    // inline script to move it, which the Content-Security-Policy refuses.
    progressiveChunkSize: Number.MAX_SAFE_INTEGER,
    // An area that failed is rendered by the browser alone; the rest of the page still renders.
    onError,
  });
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  return html;
}

/** Fetches the queries the last render asked for (askedQueries); how many there were. */
async function fetchAskedQueries(queryClient: QueryClient): Promise<number> {
  const asked = askedQueries(queryClient);
  await Promise.all(asked.map((query) => query.fetch().catch(() => undefined)));
  return asked.length;
}

/** Puts what the server read for the page where the page's queries look for it. */
function seedDataRead(
  queryClient: QueryClient,
  { category, advertised, categories, search, seller }: PageDataRead,
): void {
  const seeds: [QueryKey, unknown][] = [];
  if (category)
    seeds.push(
      [queryKeys.categories.byName(category.spelling), category.category],
      [queryKeys.products.category(category.spelling, category.page), category.listings],
    );
  if (advertised) seeds.push([queryKeys.products.advertised(advertised.page), advertised.listings]);
  if (categories) seeds.push([queryKeys.categories.all, categories]);
  if (seller)
    seeds.push(
      [queryKeys.profiles.seller(seller.id), seller.profile],
      [queryKeys.profiles.sellerProducts(seller.id, seller.page), seller.listings],
    );
  // The search page's infinite list: its first page, at useProductSearch's first page param.
  if (search)
    seeds.push([
      queryKeys.products.search(search.params),
      { pages: [search.firstPage], pageParams: [undefined] },
    ]);
  for (const [key, data] of seeds) queryClient.setQueryData(key, data);
}

/**
 * Renders a public page on the server as the browser would render it on arrival: the shell's
 * layout with the session unknown, the remote's page with its data. Remote pages come from
 * `loadModule`; one that fails or times out is left for the browser to render in its area.
 */
export const renderPage: RenderPage = async ({
  url,
  runtimeConfig,
  manifests,
  loadModule,
  apiBaseUrl,
  onError,
  dataRead,
}) => {
  configureApiClient({ baseURL: apiBaseUrl });
  const loader = new RemoteLoader({
    loadModule: (id) => {
      const remote = /^([^/]+)\/routes$/.exec(id)?.[1];
      return remote === undefined
        ? loadModule(id)
        : Promise.resolve({ default: manifests[remote] });
    },
    timeoutMs: runtimeConfig.remoteLoadTimeoutMs,
  });
  const remoteRoutes = new RemoteRoutes(Object.keys(manifests), loader);
  await remoteRoutes.load();
  const routes = routesWithRemotes(remoteRoutes.getSnapshot().routes);
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(url, 'http://server')));
  if (context instanceof Response) throw new Error(`${url} redirects on the server`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({
    queries: { ...queryClient.getDefaultOptions().queries, retry: false },
  });
  if (dataRead) seedDataRead(queryClient, dataRead);

  let body = '';
  let styles = '';
  for (let pass = 1; pass <= MAX_RENDER_PASSES; pass += 1) {
    const sheet = new ServerStyleSheet();
    try {
      body = await prerenderToString(
        sheet.collectStyles(
          <StrictMode>
            <AppProviders
              runtimeConfig={runtimeConfig}
              queryClient={queryClient}
              remotes={{ loader, routes: remoteRoutes }}
            >
              <StaticRouterProvider router={router} context={context} hydrate={false} />
            </AppProviders>
          </StrictMode>,
        ),
        onError,
        runtimeConfig.remoteLoadTimeoutMs,
      );
      styles = sheet.getStyleTags();
    } finally {
      sheet.seal();
    }
    if (pass === MAX_RENDER_PASSES || (await fetchAskedQueries(queryClient)) === 0) break;
  }
  return { body, styles, hydration: { manifests, queries: dehydrate(queryClient) } };
};
