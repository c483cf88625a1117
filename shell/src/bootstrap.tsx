import { configureApiClient, createQueryClient } from '@marketplace/api-client';
import { useSession } from '@marketplace/auth';
import { UiProvider } from '@marketplace/ui';
import { type DehydratedState, hydrate } from '@tanstack/react-query';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './App';
import { StartupFailure } from './features/layout/StartupFailure';
import { loadRuntimeConfig } from './runtime-config/load-runtime-config';
import { registerRemoteManifests } from './remotes/register-remotes';
import { readHydrationState, whenMatchedPagesLoaded } from './server-rendering/hydration';
import { createAppRouter } from './routes';

const container = document.getElementById('root')!;

/**
 * Reads where the API and the remotes live, points the API client and Module Federation at
 * them, and only then renders: no page may call the API or load a remote before that. A page the
 * server rendered is hydrated with the server's manifests and query data, once the page modules
 * it shows have arrived, so the first render matches the server's markup.
 */
async function start() {
  try {
    const runtimeConfig = await loadRuntimeConfig();
    configureApiClient({ baseURL: runtimeConfig.apiBaseUrl });
    const hydration = readHydrationState(document);
    const remotes = registerRemoteManifests(runtimeConfig, hydration?.manifests);
    const queryClient = createQueryClient();
    const router = createAppRouter(remotes.routes);
    const checkSession = () => void useSession.getState().refresh().catch(console.error);
    const app = (
      <StrictMode>
        <App
          runtimeConfig={runtimeConfig}
          queryClient={queryClient}
          remotes={remotes}
          router={router}
          // A server-rendered page checks the session once hydrated: its answer changes the
          // session store, and a store update arriving mid-hydration makes React hydrate the
          // rest at once, in one long task that blocks a phone's input.
          onInteractive={hydration ? checkSession : undefined}
        />
      </StrictMode>
    );
    if (!hydration) {
      checkSession();
      createRoot(container).render(app);
      return;
    }
    hydrate(queryClient, hydration.queries as DehydratedState);
    // A kept render may be seconds old (it is served while the page is rendered again): each of
    // its queries is fetched again once its page is on screen, so an item sold meanwhile is not
    // offered for sale after hydration. Marked only, not fetched now: hydration uses the same data.
    void queryClient.invalidateQueries({ refetchType: 'none' });
    await whenMatchedPagesLoaded(router, remotes.loader);
    // As a transition, hydration yields to the browser every few milliseconds instead of holding
    // the main thread for the whole page: a tap or scroll meanwhile is answered, not queued.
    startTransition(() => {
      hydrateRoot(container, app);
    });
  } catch (error) {
    createRoot(container).render(
      <UiProvider>
        <StartupFailure error={error} />
      </UiProvider>,
    );
  }
}

void start();
