import type { AuthUser } from '@marketplace/contracts';
import { type SessionStatus, useSession } from './session-store';

export function useCurrentUser(): AuthUser | null {
  return useSession((session) => session.user);
}

export function useSessionStatus(): SessionStatus {
  return useSession((session) => session.status);
}

export interface Roles {
  isAdmin: boolean;
  isSeller: boolean;
  /** True while the session is being checked or changed: guards show a loader, not a refusal. */
  loading: boolean;
}

/** The signed-in user's roles, which come with the session (`GET /auth/me`). */
export function useRoles(): Roles {
  // Three primitive selections re-render only when one of them changes.
  const isAdmin = useSession((session) => session.user?.isAdmin ?? false);
  const isSeller = useSession((session) => session.user?.isSeller ?? false);
  const loading = useSession((session) => session.status === 'loading');
  return { isAdmin, isSeller, loading };
}
