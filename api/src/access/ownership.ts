import { ForbiddenException } from '@nestjs/common';
import type { SessionUser } from './session-user.js';

/**
 * Ownership rules. The access guard has already decided who may call a route at all; these
 * decide, in services, whose record the caller may act on.
 */
export function assertOwner(viewer: SessionUser, ownerId: number | null, message: string): void {
  if (ownerId === null || viewer.id !== ownerId) throw new ForbiddenException(message);
}

export function assertOwnerOrAdmin(
  viewer: SessionUser,
  ownerId: number | null,
  message: string,
): void {
  if (!viewer.isAdmin) assertOwner(viewer, ownerId, message);
}

/** The reverse: some things one does only to other people's records (keeping a favourite). */
export function assertNotOwner(viewer: SessionUser, ownerId: number, message: string): void {
  if (viewer.id === ownerId) throw new ForbiddenException(message);
}
