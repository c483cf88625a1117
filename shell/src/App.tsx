import type { RuntimeConfig } from '@marketplace/contracts';
import { UiProvider } from '@marketplace/ui';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider, createBrowserRouter } from 'react-router-dom';
import { RuntimeConfigProvider } from './runtime-config/RuntimeConfigContext';
import { routes } from './routes';

interface AppProps {
  runtimeConfig: RuntimeConfig;
  queryClient: QueryClient;
  router: ReturnType<typeof createBrowserRouter>;
}

/** The providers every page, the remotes' included, renders inside: one of each. */
export function App({ runtimeConfig, queryClient, router }: AppProps) {
  return (
    <RuntimeConfigProvider value={runtimeConfig}>
      <UiProvider>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </UiProvider>
    </RuntimeConfigProvider>
  );
}

export const createAppRouter = () => createBrowserRouter(routes);
