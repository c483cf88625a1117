import type { RuntimeConfig } from '@marketplace/contracts';
import { UiProvider } from '@marketplace/ui';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router-dom';
import { type Remotes, RemotesProvider } from './remotes/remotes-context';
import { RuntimeConfigProvider } from './runtime-config/RuntimeConfigContext';
import type { createAppRouter } from './routes';

interface AppProps {
  runtimeConfig: RuntimeConfig;
  queryClient: QueryClient;
  remotes: Remotes;
  router: ReturnType<typeof createAppRouter>;
}

/** The providers every page, the remotes' included, renders inside: one of each. */
export function App({ runtimeConfig, queryClient, remotes, router }: AppProps) {
  return (
    <RuntimeConfigProvider value={runtimeConfig}>
      <UiProvider>
        <QueryClientProvider client={queryClient}>
          <RemotesProvider value={remotes}>
            <RouterProvider router={router} />
          </RemotesProvider>
        </QueryClientProvider>
      </UiProvider>
    </RuntimeConfigProvider>
  );
}
