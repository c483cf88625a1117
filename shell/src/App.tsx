import type { RuntimeConfig } from '@marketplace/contracts';
import { UiProvider } from '@marketplace/ui';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider, createBrowserRouter } from 'react-router-dom';
import type { RemoteLoader } from './remotes/remote-loader';
import { RemoteLoaderProvider } from './remotes/remote-loader-context';
import { RuntimeConfigProvider } from './runtime-config/RuntimeConfigContext';
import { routes } from './routes';

interface AppProps {
  runtimeConfig: RuntimeConfig;
  queryClient: QueryClient;
  remoteLoader: RemoteLoader;
  router: ReturnType<typeof createBrowserRouter>;
}

/** The providers every page, the remotes' included, renders inside: one of each. */
export function App({ runtimeConfig, queryClient, remoteLoader, router }: AppProps) {
  return (
    <RuntimeConfigProvider value={runtimeConfig}>
      <UiProvider>
        <QueryClientProvider client={queryClient}>
          <RemoteLoaderProvider value={remoteLoader}>
            <RouterProvider router={router} />
          </RemoteLoaderProvider>
        </QueryClientProvider>
      </UiProvider>
    </RuntimeConfigProvider>
  );
}

export const createAppRouter = () => createBrowserRouter(routes);
