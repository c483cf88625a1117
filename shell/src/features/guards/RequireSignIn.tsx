import { useSessionStatus } from '@marketplace/auth';
import { Loader } from '@marketplace/ui';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from '@marketplace/routing';
import { LOGIN_PATH, loginRedirectFrom } from '@marketplace/contracts';

/** Signed-out visitors go to /login, which brings them back here after signing in. */
export function RequireSignIn({ children }: { children: ReactNode }) {
  const status = useSessionStatus();
  const location = useLocation();
  if (status === 'loading') return <Loader label="Checking your session" />;
  if (status === 'signed-out') {
    return <Navigate to={LOGIN_PATH} replace state={loginRedirectFrom(location)} />;
  }
  return children;
}
