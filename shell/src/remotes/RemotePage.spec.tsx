import { UiProvider } from '@marketplace/ui';
import { act } from '@testing-library/react';
import { startTransition, useEffect, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import {
  INTERACTIVE_ATTRIBUTE,
  useMarkInteractive,
} from '../server-rendering/use-mark-interactive';
import { RemoteLoader } from './remote-loader';
import { RemoteRoutes } from './remote-routes';
import { preloadRemotePage, RemotePage } from './RemotePage';
import { RemotesProvider } from './remotes-context';

const PAGE_ID = 'storefront/ProductPage';

let pageCommitted = false;
/** Whether the page's own button was live when the document said it answers input. */
let pageLiveWhenInteractive: boolean | undefined;

function ProductPage() {
  const [ordered, setOrdered] = useState(false);
  useEffect(() => {
    pageCommitted = true;
  }, []);
  return (
    <button type="button" onClick={() => setOrdered(true)}>
      {ordered ? 'Ordered' : 'Order'}
    </button>
  );
}

/** As the shell's App around its routes. */
function AppAround({ loader }: { loader: RemoteLoader }) {
  useMarkInteractive(() => {
    pageLiveWhenInteractive = pageCommitted;
  });
  return (
    <UiProvider>
      <RemotesProvider value={{ loader, routes: new RemoteRoutes(['storefront'], loader) }}>
        <RemotePage page={PAGE_ID} params={{}} />
      </RemotesProvider>
    </UiProvider>
  );
}

const isInteractive = () => document.documentElement.hasAttribute(INTERACTIVE_ATTRIBUTE);

/** As bootstrap does: the page's module has arrived, then the server's markup is hydrated. */
async function hydrateServerRenderedPage(loadModule: () => Promise<unknown>) {
  const loader = new RemoteLoader({ loadModule, timeoutMs: 1000 });
  await preloadRemotePage(loader, PAGE_ID);
  const container = document.createElement('div');
  // What the server wrote: the page inside its area's completed Suspense boundary.
  container.innerHTML = '<!--$--><button type="button">Order</button><!--/$-->';
  document.body.replaceChildren(container);
  // React hydrates a server-rendered Suspense boundary in a later pass than the root's.
  await act(async () => {
    startTransition(() => {
      hydrateRoot(container, <AppAround loader={loader} />);
    });
  });
  return container;
}

describe('the document of a server-rendered remote page', () => {
  beforeEach(() => document.documentElement.removeAttribute(INTERACTIVE_ATTRIBUTE));

  it('says it answers input only once the page inside its area is live', async () => {
    const container = await hydrateServerRenderedPage(() =>
      Promise.resolve({ default: ProductPage }),
    );

    expect(isInteractive()).toBe(true);
    expect(pageLiveWhenInteractive).toBe(true);
    await act(async () => container.querySelector('button')!.click());
    expect(container.querySelector('button')).toHaveTextContent('Ordered');
  });

  it('answers input when the page failed, showing the area as unavailable', async () => {
    // React reports the error the area's boundary caught; here it is the scenario.
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const container = await hydrateServerRenderedPage(() => Promise.resolve({ notAPage: true }));

    expect(container).toHaveTextContent('This section is unavailable');
    expect(isInteractive()).toBe(true);
    jest.restoreAllMocks();
  });
});
