import { SetMetadata, applyDecorators } from '@nestjs/common';
import { ApiExtension } from '@nestjs/swagger';

/**
 * Who may call a route. One global guard (AccessGuard) enforces it; a route without a decorator
 * requires a signed-in user, so forgetting one fails closed.
 */
export type AccessRule =
  | { kind: 'anyone' }
  | { kind: 'signed-in' }
  | { kind: 'seller' }
  | { kind: 'admin' }
  /** The account named by an `email` in the path or query, or an admin. */
  | { kind: 'self-or-admin'; source: 'params' | 'query' };

export const ACCESS_RULE = 'access-rule';

/** Where the OpenAPI document reads a route's rule, to give it its security and 401/403 answers. */
export const ACCESS_EXTENSION = 'x-access';

const access = (rule: AccessRule) =>
  applyDecorators(SetMetadata(ACCESS_RULE, rule), ApiExtension(ACCESS_EXTENSION, rule.kind));

export const Public = () => access({ kind: 'anyone' });
export const SignedIn = () => access({ kind: 'signed-in' });
export const SellersOnly = () => access({ kind: 'seller' });
export const AdminsOnly = () => access({ kind: 'admin' });
export const SelfOrAdmin = (source: 'params' | 'query') =>
  access({ kind: 'self-or-admin', source });
