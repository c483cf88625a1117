/**
 * The render worker's thread (started by PageRenderer): renders pages with the apps' server
 * containers, one message per page, so that React's passes over a page never hold the event loop
 * that answers requests.
 */
import {
  type PageDataRead,
  type RemoteRouteManifest,
  type RenderPage,
  type RenderedPage,
  SHELL_RENDER_MODULE,
} from '@marketplace/contracts';
import { AsyncLocalStorage } from 'node:async_hooks';
import { parentPort, workerData } from 'node:worker_threads';
import { ServerContainers, type ServerContainersOptions } from './server-containers.js';

/** A page to render. */
export interface RenderRequest {
  id: number;
  /** The page's path and query. */
  url: string;
  manifests: Record<string, RemoteRouteManifest>;
  /** Where the page's queries reach the API. */
  apiBaseUrl: string;
  /** What the server already read for the page's head. */
  dataRead?: PageDataRead;
}

/**
 * A render's outcome (with whether it fetched anything, so its page is more than what it was
 * given), or an area of a page that failed and is left to the browser.
 */
export type RenderWorkerMessage =
  | { id: number; page: RenderedPage; fetched: boolean }
  | { id: number; failure: string }
  | { areaFailure: string };

const port = parentPort!;
const options = workerData as ServerContainersOptions;
const containers = new ServerContainers(options);
const { runtimeConfig } = options;

/**
 * The render under way, told of every fetch made for it: the apps' queries ask the API through
 * the global `fetch`.
 */
const renderUnderWay = new AsyncLocalStorage<{ fetched: boolean }>();
const fetchOfNode = globalThis.fetch;
globalThis.fetch = (input, init) => {
  const render = renderUnderWay.getStore();
  if (render) render.fetched = true;
  return fetchOfNode(input, init);
};

async function render({
  url,
  manifests,
  apiBaseUrl,
  dataRead,
}: RenderRequest): Promise<RenderedPage> {
  const federation = await containers.current();
  const module = (await federation.loadRemote(SHELL_RENDER_MODULE)) as { renderPage: RenderPage };
  return module.renderPage({
    url,
    runtimeConfig,
    manifests,
    loadModule: (id) => federation.loadRemote(id),
    apiBaseUrl,
    onError: (error) => post({ areaFailure: String(error) }),
    dataRead,
  });
}

const post = (message: RenderWorkerMessage) => port.postMessage(message);

/** Posts the page, or why there is none: it never rejects. */
async function answer(request: RenderRequest): Promise<void> {
  const underWay = { fetched: false };
  try {
    const page = await renderUnderWay.run(underWay, () => render(request));
    post({ id: request.id, page, fetched: underWay.fetched });
  } catch (error) {
    // A failed render, or a page that cannot be sent (structured clone): the browser renders it.
    post({ id: request.id, failure: String(error) });
  }
}

port.on('message', (request: RenderRequest) => void answer(request));
