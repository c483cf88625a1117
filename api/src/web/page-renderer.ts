import type { PageDataRead, RemoteRouteManifest, RenderedPage } from '@marketplace/contracts';
import type { Worker } from 'node:worker_threads';
import { startModuleWorker } from './module-worker.js';
import type { PageAnswerCache } from './page-answer-cache.js';
import { RenderQueue, type RenderWaiter, settledWithin } from './render-budget.js';
import type { RenderRequest, RenderWorkerMessage, WorkerRender } from './render-worker.js';
import type { ServerContainersOptions } from './server-containers.js';

/**
 * Renders under way at once, on the render worker's one thread. Two at once (one computing while
 * the other waits on the API) made the slowest answers slower, not the page faster.
 */
const RENDER_CONCURRENCY = 1;

/**
 * Renders waiting for the worker at most; past them a page is left to the browser at once. A
 * warm render takes tens of milliseconds, so a queue this long drains within a few seconds.
 */
const MAX_WAITING_RENDERS = 64;

/**
 * A render's steps, each bounded by the remote timeout (REMOTE_LOAD_TIMEOUT_MS): loading the
 * remotes' routes, up to three React passes, and the queries between them, with room to spare.
 */
const REMOTE_TIMEOUTS_PER_RENDER = 5;

/** What the worker loads its containers from (shell, remotes, runtime config), and: */
export interface PageRendererOptions extends ServerContainersOptions {
  /** A remote's route manifest as the server last read it. */
  manifestOf: (remote: string) => Promise<RemoteRouteManifest | undefined>;
  /** Where the pages' queries reach this process's API. */
  apiBaseUrl: () => string;
  /**
   * What the server read for the head of the page at `path` with `query`, as fresh as the head
   * (PageAnswers.dataReadFor): the render starts with it instead of asking the API again.
   */
  dataReadFor: (path: string, query: URLSearchParams) => Promise<PageDataRead>;
  /** How long a visitor's request waits for its page's render (SERVER_RENDER_WAIT_MS). */
  renderWaitMs: number;
  onError: (error: unknown) => void;
  /**
   * How long after its render a page is served again, not rendered anew, when it is renewed (a
   * change made it stale, or its age) and what it is rendered from is the same; past it, it is
   * rendered again whatever the data, in case it shows what the digest does not hold.
   */
  unchangedRenderServedForMs: number;
  /** Each render done or failed: in whose turn, and its seconds from queueing to the outcome. */
  onRendered?: (render: FinishedRender) => void;
}

/**
 * How a render in a turn ended: the page rendered, the last render served again because what the
 * page is rendered from had not changed, or failed.
 */
export type RenderOutcome = 'rendered' | 'unchanged' | 'failed';

/** A render's turn (RenderQueue), how it ended, and how long it took. */
export interface FinishedRender {
  waiter: RenderWaiter;
  outcome: RenderOutcome;
  seconds: number;
}

/** A page's render as the cache keeps it. */
export interface KeptRender {
  page: RenderedPage;
  /** When the worker rendered it; served again, it keeps that time. */
  renderedAt: number;
  /** What it was rendered from, when that was all it shows (WorkerRender). */
  renderedFrom?: string;
}

/**
 * Renders public pages on a worker thread (render-worker.ts) with the apps' server containers.
 * A render takes React one to three passes over the page; on the event loop, every request
 * arriving meanwhile waited for it. Anything failing leaves the page to the browser: `render`
 * then answers undefined, and the page is rendered again after a back-off.
 */
export class PageRenderer {
  private readonly queue = new RenderQueue(RENDER_CONCURRENCY, MAX_WAITING_RENDERS);
  private worker: Worker | undefined;
  private readonly waiting = new Map<
    number,
    (outcome: WorkerRender | 'unchanged' | Error) => void
  >();
  private lastRequestId = 0;

  constructor(
    private readonly options: PageRendererOptions,
    /** Rendered pages by address, renewed when what they show changes (PageAnswerCache). */
    private readonly cache?: PageAnswerCache<KeptRender>,
  ) {}

  /**
   * The page at `path` with `query`, or undefined when the browser is to render it: a render
   * that failed (tried again after a back-off), that could not be queued, or, for a visitor, that
   * is not done within `renderWaitMs`. A late render goes on and is kept, so the next visitor gets
   * it; a cold page thus costs a visitor at most `renderWaitMs` more than a client-rendered page,
   * where waiting for every render made the slowest first bytes take seconds. With `waitForRender` (a crawler, see web-server.ts) the request waits until the
   * render is done, past the budget (a stuck one is stopped after five remote timeouts): a
   * crawler that got the empty shell would index nothing.
   */
  render(
    path: string,
    query: URLSearchParams,
    { waitForRender = false } = {},
  ): Promise<RenderedPage | undefined> {
    const sorted = new URLSearchParams([...query].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
    const rendered = this.keptRender(path, sorted, waitForRender ? 'crawler' : 'visitor').then(
      ({ page }) => page,
    );
    return waitForRender
      ? rendered.catch(() => undefined)
      : settledWithin(rendered, this.options.renderWaitMs);
  }

  /**
   * Renders the home page, where most visits start, into the cache as the server starts
   * listening: its first render loads every container and asks the API, which takes longer than
   * a visitor waits, so the first visitors after a start or a deployment got the page the browser
   * renders, its banner painted seconds later.
   */
  async warmUp(): Promise<void> {
    await this.keptRender('/', new URLSearchParams(), 'nobody').catch(() => undefined);
  }

  /** The kept render of the page, or one made in the turn of `waiter` (RenderQueue). */
  private keptRender(
    path: string,
    query: URLSearchParams,
    waiter: RenderWaiter,
  ): Promise<KeptRender> {
    const url = query.size > 0 ? `${path}?${query.toString()}` : path;
    // Failures are thrown, not returned, so the cache keeps no answer for them. A changed page
    // renewed behind its last render keeps nobody waiting.
    const renderInTurn = ({
      renewal = false,
      kept,
    }: { renewal?: boolean; kept?: KeptRender } = {}) =>
      this.observedInTurn(renewal ? 'nobody' : waiter, () =>
        this.renderAfresh(url, path, query, kept),
      );
    return this.cache ? this.cache.get(url, renderInTurn) : renderInTurn();
  }

  /** `render` run in the turn of `waiter` (RenderQueue), told to `onRendered` once it settles. */
  private async observedInTurn(
    waiter: RenderWaiter,
    render: () => Promise<{ kept: KeptRender; outcome: RenderOutcome }>,
  ): Promise<KeptRender> {
    const startedAt = performance.now();
    const finished = (outcome: RenderOutcome) =>
      this.options.onRendered?.({
        waiter,
        outcome,
        seconds: (performance.now() - startedAt) / 1000,
      });
    try {
      const { kept, outcome } = await this.queue.run(render, waiter);
      finished(outcome);
      return kept;
    } catch (error) {
      finished('failed');
      throw error;
    }
  }

  /**
   * The page rendered from what the server reads for it now; or `previous`, its last render,
   * when that was rendered from the same and is young enough (`unchangedRenderServedForMs`): a
   * change to a listing makes every search page stale, and most of them show the same results
   * after it, as does a page renewed for its age alone; each cost a render (tens of milliseconds
   * of CPU) to find that out.
   */
  private async renderAfresh(
    url: string,
    path: string,
    query: URLSearchParams,
    previous: KeptRender | undefined,
  ): Promise<{ kept: KeptRender; outcome: RenderOutcome }> {
    const { remotes, manifestOf, apiBaseUrl, dataReadFor, onError } = this.options;
    try {
      const manifests: Record<string, RemoteRouteManifest> = {};
      for (const { name } of remotes) {
        const manifest = await manifestOf(name);
        if (manifest) manifests[name] = manifest;
      }
      const renderedAt = Date.now();
      const reusable =
        previous?.renderedFrom !== undefined &&
        renderedAt - previous.renderedAt < this.options.unchangedRenderServedForMs;
      const outcome = await this.inWorker({
        id: (this.lastRequestId += 1),
        url,
        manifests,
        apiBaseUrl: apiBaseUrl(),
        dataRead: await dataReadFor(path, query),
        ...(reusable ? { lastRenderedFrom: previous.renderedFrom } : {}),
      });
      if (outcome instanceof Error) throw outcome;
      if (outcome === 'unchanged') return { kept: previous!, outcome };
      const { page, renderedFrom } = outcome;
      return { kept: { page, renderedAt, renderedFrom }, outcome: 'rendered' };
    } catch (error) {
      onError(error);
      throw error;
    }
  }

  /** Stops the render worker; renders under way are left to the browser. */
  async close(): Promise<void> {
    await this.worker?.terminate();
  }

  /**
   * The render's outcome from the worker. A render running longer than its steps may take (a
   * loop in a container) is stuck: the worker is stopped, failing its renders, and the next
   * render starts another. On the event loop, such a render would have stopped the API.
   */
  private inWorker(request: RenderRequest): Promise<WorkerRender | 'unchanged' | Error> {
    const worker = (this.worker ??= this.startWorker());
    const stuckAfterMs =
      REMOTE_TIMEOUTS_PER_RENDER * this.options.runtimeConfig.remoteLoadTimeoutMs;
    return new Promise((settle) => {
      const watchdog = setTimeout(() => void worker.terminate(), stuckAfterMs).unref();
      this.waiting.set(request.id, (outcome) => {
        clearTimeout(watchdog);
        settle(outcome);
      });
      worker.postMessage(request);
    });
  }

  /**
   * The worker, started with the first render. One that stops (it failed, or ran out of memory)
   * fails the renders it had, and the next render starts another.
   */
  private startWorker(): Worker {
    const { shell, remotes, runtimeConfig, onError } = this.options;
    const workerData: ServerContainersOptions = { shell, remotes, runtimeConfig };
    const worker = startModuleWorker(new URL('./render-worker.js', import.meta.url), {
      workerData,
    });
    // Renders are extra work: a worker never keeps the process alive on its own.
    worker.unref();
    worker.on('message', (message: RenderWorkerMessage) => {
      if ('areaFailure' in message) {
        onError(new Error(message.areaFailure));
        return;
      }
      const settle = this.waiting.get(message.id);
      this.waiting.delete(message.id);
      settle?.(
        'page' in message
          ? message
          : 'unchanged' in message
            ? 'unchanged'
            : new Error(message.failure),
      );
    });
    worker.on('error', onError);
    worker.on('exit', (code) => {
      if (this.worker === worker) this.worker = undefined;
      for (const settle of this.waiting.values())
        settle(new Error(`the render worker stopped (${code})`));
      this.waiting.clear();
    });
    return worker;
  }
}
