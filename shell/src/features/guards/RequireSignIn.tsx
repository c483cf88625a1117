import { useSessionStatus } from '@marketplace/auth';
import { Loader } from '@marketplace/ui';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { loginRedirectFrom } from '../auth/login-redirect';

/** Signed-out visitors go to /login, which brings them back here after signing in. */
export function RequireSignIn({ children }: { children: ReactNode }) {
  const status = useSessionStatus();
  const location = useLocation();
  if (status === 'loading') return <Loader label="Checking your session" />;
  if (status === 'signed-out') {
    return <Navigate to="/login" replace state={loginRedirectFrom(location)} />;
  }
  return children;
}
