import type { RuntimeConfig } from '@marketplace/contracts';
import { UiProvider } from '@marketplace/ui';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { RouterProvider } from '@marketplace/routing';
import { type Remotes, RemotesProvider } from './remotes/remotes-context';
import { RuntimeConfigProvider } from './runtime-config/RuntimeConfigContext';
import type { createAppRouter } from './routes';
import { useMarkInteractive } from './server-rendering/use-mark-interactive';

interface AppProvidersProps {
  runtimeConfig: RuntimeConfig;
  queryClient: QueryClient;
  remotes: Remotes;
  children: ReactNode;
}

/**
 * The providers every page, the remotes' included, renders inside: one of each, around the
 * browser's router and the server's alike.
 */
export function AppProviders({ runtimeConfig, queryClient, remotes, children }: AppProvidersProps) {
  return (
    <RuntimeConfigProvider value={runtimeConfig}>
      <UiProvider>
        <QueryClientProvider client={queryClient}>
          <RemotesProvider value={remotes}>{children}</RemotesProvider>
        </QueryClientProvider>
      </UiProvider>
    </RuntimeConfigProvider>
  );
}

interface AppProps extends Omit<AppProvidersProps, 'children'> {
  router: ReturnType<typeof createAppRouter>;
  /** Runs once the app has committed (hydrated, for a server-rendered page). */
  onInteractive?: () => void;
}

export function App({ router, onInteractive, ...providers }: AppProps) {
  useMarkInteractive(onInteractive);
  return (
    <AppProviders {...providers}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
