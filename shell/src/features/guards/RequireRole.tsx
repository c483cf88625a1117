import { useRoles } from '@marketplace/auth';
import { Loader } from '@marketplace/ui';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from '@marketplace/routing';
import { LOGIN_PATH, type RequiredRole, loginRedirectFrom } from '@marketplace/contracts';

/**
 * A page for sellers or administrators only. Others go to /login (SPEC.md section 2), which
 * tells them which kind of account the page needs. The API refuses them as well; this guard only
 * spares them a page of errors.
 */
export function RequireRole({ role, children }: { role: RequiredRole; children: ReactNode }) {
  const { isAdmin, isSeller, loading } = useRoles();
  const location = useLocation();
  if (loading) return <Loader label="Checking your access" />;
  const allowed = role === 'admin' ? isAdmin : isSeller;
  if (!allowed)
    return <Navigate to={LOGIN_PATH} replace state={loginRedirectFrom(location, role)} />;
  return children;
}
