import { createQueryClient } from '@marketplace/api-client';
import { UiProvider } from '@marketplace/ui';
import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';

/**
 * The providers the shell renders every page inside (theme, toasts, confirm dialog and a query
 * cache of its own), for a remote's pages outside the shell: alone on its dev server, or in tests.
 */
export function ShellProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <UiProvider>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </UiProvider>
  );
}
