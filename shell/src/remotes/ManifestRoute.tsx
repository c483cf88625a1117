import { type PageAccess, routeApplies } from '@marketplace/contracts';
import type { ReactNode } from 'react';
import { useParams } from '@marketplace/routing';
import { RequireRole } from '../features/guards/RequireRole';
import { RequireSignIn } from '../features/guards/RequireSignIn';
import { NotFoundPage } from '../features/not-found/NotFoundPage';
import { RemotePage } from './RemotePage';
import type { MountedRoute } from './remote-routes';

/** The guard SPEC.md section 6 puts in front of a page with this access. */
function guarded(access: PageAccess, page: ReactNode): ReactNode {
  switch (access) {
    case 'anyone':
      return page;
    case 'signed-in':
      return <RequireSignIn>{page}</RequireSignIn>;
    case 'seller':
    case 'admin':
      return (
        <RequireSignIn>
          <RequireRole role={access}>{page}</RequireRole>
        </RequireSignIn>
      );
  }
}

/**
 * One path of a remote's manifest: the first of its routes whose parameter patterns match
 * (`producs/42` is a product, `producs/Laptops` a category), behind that route's guard.
 */
export function ManifestRoute({ candidates }: { candidates: readonly MountedRoute[] }) {
  const params = useParams();
  const chosen = candidates.find(({ route }) => routeApplies(route, params));
  if (!chosen) return <NotFoundPage />;
  return guarded(chosen.route.access, <RemotePage page={chosen.pageId} params={params} />);
}
