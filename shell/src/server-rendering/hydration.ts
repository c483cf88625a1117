import {
  HYDRATION_STATE_ID,
  type HydrationState,
  type RemoteRoute,
  routeApplies,
} from '@marketplace/contracts';
import type { createBrowserRouter } from '@marketplace/routing';
import { preloadRemotePage } from '../remotes/RemotePage';
import type { RemoteLoader } from '../remotes/remote-loader';
import type { MountedRoute } from '../remotes/remote-routes';

/** What a manifest route carries in its router `handle`: the routes that share its path. */
export interface ManifestRouteHandle {
  candidates: readonly MountedRoute<RemoteRoute>[];
}

/** The state the server rendered the page with, or undefined when the browser renders it alone. */
export function readHydrationState(document: Document): HydrationState | undefined {
  const text = document.getElementById(HYDRATION_STATE_ID)?.textContent;
  if (!text) return undefined;
  try {
    return JSON.parse(text) as HydrationState;
  } catch {
    return undefined;
  }
}

/**
 * Loads the remote pages the current address shows, so hydration renders them at once rather
 * than waiting inside their boundaries; settles whether they load or not.
 */
export async function whenMatchedPagesLoaded(
  router: ReturnType<typeof createBrowserRouter>,
  loader: RemoteLoader,
): Promise<void> {
  const pages = router.state.matches.flatMap(({ route, params }) => {
    const handle = route.handle as ManifestRouteHandle | undefined;
    const chosen = handle?.candidates.find((candidate) => routeApplies(candidate.route, params));
    return chosen ? [chosen.pageId] : [];
  });
  await Promise.all(pages.map((page) => preloadRemotePage(loader, page)));
}
