import type { RemotePageProps } from '@marketplace/contracts';
import { Loader } from '@marketplace/ui';
import { type ComponentType, Suspense, use, useEffect } from 'react';
import { useAreaCommit } from '../server-rendering/use-mark-interactive';
import { RemoteBoundary, RemoteUnavailable } from './RemoteBoundary';
import type { RemoteLoader } from './remote-loader';
import { useRemotes } from './remotes-context';

type Page = ComponentType<RemotePageProps>;

/** The page component a module's load settles on; one per load, so its identity is stable. */
const pages = new WeakMap<Promise<unknown>, Promise<Page>>();

function pageOf(loader: RemoteLoader, id: string): Promise<Page> {
  const load = loader.load(id);
  let page = pages.get(load);
  if (!page) {
    page = load.then((module) => {
      const component = (module as { default?: Page } | undefined)?.default;
      if (!component) throw new Error(`${id} has no default export`);
      return component;
    });
    pages.set(load, page);
  }
  return page;
}

/**
 * Starts loading a page before it is shown, so arriving there swaps the page in place instead
 * of showing the full-page loader; settles either way (a failure is the boundary's to show).
 */
export function preloadRemotePage(loader: RemoteLoader, id: string): Promise<void> {
  return pageOf(loader, id).then(
    () => undefined,
    () => undefined,
  );
}

function LoadedPage({
  id,
  params,
  onCommitted,
}: { id: string; onCommitted: () => void } & RemotePageProps) {
  const Page = use(pageOf(useRemotes().loader, id));
  // A passive effect: it runs after the page's own, once the page has committed and answers input.
  useEffect(onCommitted, [onCommitted]);
  // Not a component made during render: pageOf gives one per load, so its identity is stable.
  // eslint-disable-next-line react-hooks/static-components
  return <Page params={params} />;
}

/**
 * On the server an area waits for its page, and shows its fallback only when the page failed
 * there: the unavailable panel, until the browser renders the area itself.
 */
const isServer = typeof document === 'undefined';
const areaFallback = isServer ? (
  <RemoteUnavailable onRetry={() => undefined} />
) : (
  <Loader label="Loading page" />
);

/**
 * A page from a remote (`<remote>/<module>`), loaded on first display, in its own boundary. The
 * document answers input once the page, or the boundary's failure, has committed.
 */
export function RemotePage({ page, params }: { page: string } & RemotePageProps) {
  const { loader } = useRemotes();
  const settle = useAreaCommit();
  return (
    <RemoteBoundary key={page} retryDelayMs={() => loader.waitBeforeRetry(page)} onFailure={settle}>
      <Suspense fallback={areaFallback}>
        <LoadedPage id={page} params={params} onCommitted={settle} />
      </Suspense>
    </RemoteBoundary>
  );
}
