import { loadRemote } from '@module-federation/enhanced/runtime';
import { Loader } from '@marketplace/ui';
import { type ComponentType, Suspense, use } from 'react';
import { RemoteBoundary } from './RemoteBoundary';
import type { RemotePageId, RemotePages } from './remote-pages';

type AnyPage = ComponentType<RemotePages[RemotePageId]>;

const pageLoads = new Map<RemotePageId, Promise<AnyPage>>();

/**
 * One load per page, so React keeps a loaded page across renders. A failed load is forgotten,
 * so the boundary's retry loads it afresh instead of replaying the failure.
 */
function loadPage(id: RemotePageId): Promise<AnyPage> {
  let load = pageLoads.get(id);
  if (!load) {
    load = loadRemote<{ default?: AnyPage }>(id).then((module) => {
      if (!module?.default) throw new Error(`${id} has no default export`);
      return module.default;
    });
    load.catch(() => pageLoads.delete(id));
    pageLoads.set(id, load);
  }
  return load;
}

/**
 * Starts loading a page before it is shown, so arriving there swaps the page in place instead
 * of showing the full-page loader; settles either way (a failure is the boundary's to show).
 */
export function preloadRemotePage(id: RemotePageId): Promise<void> {
  return loadPage(id).then(
    () => undefined,
    () => undefined,
  );
}

function LoadedPage({ id, props }: { id: RemotePageId; props: RemotePages[RemotePageId] }) {
  const Page = use(loadPage(id));
  // Not a component made during render: loadPage caches one per id, so its identity is stable.
  // eslint-disable-next-line react-hooks/static-components
  return <Page {...props} />;
}

type RemotePageProps<Id extends RemotePageId> = { page: Id } & (keyof RemotePages[Id] extends never
  ? { props?: never }
  : { props: RemotePages[Id] });

/** A page from a remote, loaded on first display, inside its own error boundary. */
export function RemotePage<Id extends RemotePageId>({ page, props }: RemotePageProps<Id>) {
  return (
    <RemoteBoundary key={page}>
      <Suspense fallback={<Loader label="Loading page" />}>
        <LoadedPage id={page} props={props ?? {}} />
      </Suspense>
    </RemoteBoundary>
  );
}
