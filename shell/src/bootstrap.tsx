import { configureApiClient, createQueryClient } from '@marketplace/api-client';
import { useSession } from '@marketplace/auth';
import { UiProvider } from '@marketplace/ui';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { StartupFailure } from './features/layout/StartupFailure';
import { loadRuntimeConfig } from './runtime-config/load-runtime-config';
import { registerRemoteManifests } from './remotes/register-remotes';
import { createAppRouter } from './routes';

const root = createRoot(document.getElementById('root')!);

/**
 * Reads where the API and the remotes live, points the API client and Module Federation at
 * them, and only then renders: no page may call the API or load a remote before that.
 */
async function start() {
  try {
    const runtimeConfig = await loadRuntimeConfig();
    configureApiClient({ baseURL: runtimeConfig.apiBaseUrl });
    const remotes = registerRemoteManifests(runtimeConfig);
    useSession.getState().refresh().catch(console.error);
    root.render(
      <StrictMode>
        <App
          runtimeConfig={runtimeConfig}
          queryClient={createQueryClient()}
          remotes={remotes}
          router={createAppRouter(remotes.routes)}
        />
      </StrictMode>,
    );
  } catch (error) {
    root.render(
      <UiProvider>
        <StartupFailure error={error} />
      </UiProvider>,
    );
  }
}

void start();
