export {
  useSession,
  type SessionState,
  type SessionStatus,
  type Registration,
} from './session-store';
export { useCurrentUser, useSessionStatus, useRoles, type Roles } from './hooks';
