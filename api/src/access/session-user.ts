import type { AccountRole } from '@marketplace/contracts';

/** The signed-in account, as the access guard attaches it to the request. */
export interface SessionUser {
  id: number;
  name: string;
  email: string;
  image: string;
  role: AccountRole;
  isAdmin: boolean;
  verify: boolean;
  /** Whether the owner proved the email; until then the account has the unproven limits. */
  emailVerified: boolean;
}

declare module 'fastify' {
  interface FastifyRequest {
    sessionUser?: SessionUser | null;
  }
}
