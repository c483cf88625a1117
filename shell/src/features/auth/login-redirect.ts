import type { Location } from 'react-router-dom';

/** The account kinds a dashboard page may need beyond being signed in. */
export type RequiredRole = 'seller' | 'admin';

/**
 * What a guard hands the login page through the navigation state: the page that was asked for,
 * and the kind of account it needs when the visitor's was not enough.
 */
export interface LoginRedirect {
  from?: string;
  requiredRole?: RequiredRole;
}

export function loginRedirectFrom(location: Location, requiredRole?: RequiredRole): LoginRedirect {
  return {
    from: `${location.pathname}${location.search}${location.hash}`,
    ...(requiredRole ? { requiredRole } : {}),
  };
}

/** Only a path on this site: navigation state is data, never an open redirect. */
const isLocalPath = (value: unknown): value is string =>
  typeof value === 'string' && value.startsWith('/') && !value.startsWith('//');

export function readLoginRedirect(state: unknown): LoginRedirect {
  if (typeof state !== 'object' || state === null) return {};
  const { from, requiredRole } = state as Record<string, unknown>;
  return {
    ...(isLocalPath(from) ? { from } : {}),
    ...(requiredRole === 'seller' || requiredRole === 'admin' ? { requiredRole } : {}),
  };
}
