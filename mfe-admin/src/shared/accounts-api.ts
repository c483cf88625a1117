import { apiClient, queryKeys, useInvalidatingMutation } from '@marketplace/api-client';
import { type DeleteResult, type UpdateResult, endpoints } from '@marketplace/contracts';

/*
 * The calls only the admin's account screens make (verify, delete, suspend, lift). They live with
 * those screens, not in the shared api-client, which every visitor's first page downloads whole.
 */

/** An administrator's action on an account, with the optional reason the audit log keeps. */
export interface AccountAction {
  id: string;
  reason?: string;
}

/** The body of a call whose reason is optional: none at all without one, as SPEC.md's clients send. */
const reasonBody = (reason: string | undefined) => (reason ? { reason } : undefined);

async function verifySeller({ id, reason }: AccountAction): Promise<UpdateResult> {
  return (await apiClient.put<UpdateResult>(endpoints.user(id), reasonBody(reason))).data;
}

async function deleteUser({ id, reason }: AccountAction): Promise<DeleteResult> {
  return (
    await apiClient.delete<DeleteResult>(endpoints.deleteUser(id), { body: reasonBody(reason) })
  ).data;
}

async function suspendUser({ id, reason }: Required<AccountAction>): Promise<UpdateResult> {
  return (await apiClient.post<UpdateResult>(endpoints.suspendUser(id), { reason })).data;
}

async function unsuspendUser({ id, reason }: AccountAction): Promise<UpdateResult> {
  return (await apiClient.post<UpdateResult>(endpoints.unsuspendUser(id), reasonBody(reason))).data;
}

/** Product cards show their seller's verified badge. Every admin action shows in the audit log. */
export const useVerifySeller = () =>
  useInvalidatingMutation(verifySeller, [
    queryKeys.users.all,
    queryKeys.products.all,
    queryKeys.auditLog.all,
  ]);

/** A deleted user takes their products, orders and reports with them. */
export const useDeleteUser = () =>
  useInvalidatingMutation(deleteUser, [
    queryKeys.users.all,
    queryKeys.products.all,
    queryKeys.orders.all,
    queryKeys.reports.all,
    queryKeys.auditLog.all,
  ]);

/** A suspended account's listings leave every public list; lifting brings them back. */
export const useSuspendUser = () =>
  useInvalidatingMutation(suspendUser, [
    queryKeys.users.all,
    queryKeys.products.all,
    queryKeys.auditLog.all,
    // A suspension closes the reports about the account.
    queryKeys.people.all,
  ]);

export const useUnsuspendUser = () =>
  useInvalidatingMutation(unsuspendUser, [
    queryKeys.users.all,
    queryKeys.products.all,
    queryKeys.auditLog.all,
  ]);
