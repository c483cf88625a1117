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
import { createHash } from 'node:crypto';
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
  /**
   * What the page's last render was rendered from (`renderedFrom`): the same again answers
   * `unchanged` instead of rendering it anew.
   */
  lastRenderedFrom?: string;
}

/**
 * A render's page and, when it fetched nothing and no area of it failed, a digest of what it was
 * rendered from (the containers' version, the API's address, the manifests, the data read): the
 * same again renders the same page.
 */
export interface WorkerRender {
  page: RenderedPage;
  renderedFrom?: string;
}

/**
 * A render's outcome (a page, or `unchanged`: what the page is rendered from is its last render's
 * `lastRenderedFrom`), or an area of a page that failed and is left to the browser.
 */
export type RenderWorkerMessage =
  | ({ id: number } & WorkerRender)
  | { id: number; unchanged: true }
  | { id: number; failure: string }
  | { areaFailure: string };

const port = parentPort!;
const options = workerData as ServerContainersOptions;
const containers = new ServerContainers(options);
const { runtimeConfig } = options;

/** What a render did besides rendering what it was given. */
interface RenderUnderWay {
  fetched: boolean;
  areaFailed: boolean;
}

/**
 * The render under way, told of every fetch made for it: the apps' queries ask the API through
 * the global `fetch`.
 */
const renderUnderWay = new AsyncLocalStorage<RenderUnderWay>();
const fetchOfNode = globalThis.fetch;
globalThis.fetch = (input, init) => {
  const render = renderUnderWay.getStore();
  if (render) render.fetched = true;
  return fetchOfNode(input, init);
};

async function render(
  { url, manifests, apiBaseUrl, dataRead, lastRenderedFrom }: RenderRequest,
  underWay: RenderUnderWay,
): Promise<WorkerRender | 'unchanged'> {
  const { federation, version } = await containers.current();
  const renderedFrom = createHash('sha256')
    .update(JSON.stringify([version, apiBaseUrl, manifests, dataRead]))
    .digest('base64url');
  if (renderedFrom === lastRenderedFrom) return 'unchanged';
  const module = (await federation.loadRemote(SHELL_RENDER_MODULE)) as { renderPage: RenderPage };
  const page = await module.renderPage({
    url,
    runtimeConfig,
    manifests,
    loadModule: (id) => federation.loadRemote(id),
    apiBaseUrl,
    onError: (error) => {
      underWay.areaFailed = true;
      post({ areaFailure: String(error) });
    },
    dataRead,
  });
  return underWay.fetched || underWay.areaFailed ? { page } : { page, renderedFrom };
}

const post = (message: RenderWorkerMessage) => port.postMessage(message);

/** Posts the page, or why there is none: it never rejects. */
async function answer(request: RenderRequest): Promise<void> {
  const underWay: RenderUnderWay = { fetched: false, areaFailed: false };
  try {
    const outcome = await renderUnderWay.run(underWay, () => render(request, underWay));
    post(
      outcome === 'unchanged'
        ? { id: request.id, unchanged: true }
        : { id: request.id, ...outcome },
    );
  } catch (error) {
    // A failed render, or a page that cannot be sent (structured clone): the browser renders it.
    post({ id: request.id, failure: String(error) });
  }
}

port.on('message', (request: RenderRequest) => void answer(request));
