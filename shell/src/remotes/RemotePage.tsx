import { Loader } from '@marketplace/ui';
import { type ComponentType, Suspense, use } from 'react';
import { RemoteBoundary } from './RemoteBoundary';
import type { RemoteLoader } from './remote-loader';
import { useRemoteLoader } from './remote-loader-context';
import type { RemotePageId, RemotePages } from './remote-pages';

type AnyPage = ComponentType<RemotePages[RemotePageId]>;

/** The page component a module's load settles on; one per load, so its identity is stable. */
const pages = new WeakMap<Promise<unknown>, Promise<AnyPage>>();

function pageOf(loader: RemoteLoader, id: RemotePageId): Promise<AnyPage> {
  const load = loader.load(id);
  let page = pages.get(load);
  if (!page) {
    page = load.then((module) => {
      const component = (module as { default?: AnyPage } | undefined)?.default;
      if (!component) throw new Error(`${id} has no default export`);
      return component;
    });
    pages.set(load, page);
  }
  return page;
}

function LoadedPage({ id, props }: { id: RemotePageId; props: RemotePages[RemotePageId] }) {
  const Page = use(pageOf(useRemoteLoader(), id));
  // Not a component made during render: pageOf gives one per load, so its identity is stable.
  // eslint-disable-next-line react-hooks/static-components
  return <Page {...props} />;
}

type RemotePageProps<Id extends RemotePageId> = { page: Id } & (keyof RemotePages[Id] extends never
  ? { props?: never }
  : { props: RemotePages[Id] });

/** A page from a remote, loaded on first display, inside its own error boundary. */
export function RemotePage<Id extends RemotePageId>({ page, props }: RemotePageProps<Id>) {
  const loader = useRemoteLoader();
  return (
    <RemoteBoundary key={page} retryDelayMs={() => loader.waitBeforeRetry(page)}>
      <Suspense fallback={<Loader label="Loading page" />}>
        <LoadedPage id={page} props={props ?? {}} />
      </Suspense>
    </RemoteBoundary>
  );
}
