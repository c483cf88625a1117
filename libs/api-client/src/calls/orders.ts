import {
  type AcceptInput,
  type DeclineInput,
  type MeetingShare,
  type DeleteResult,
  type InsertResult,
  type Order,
  type OrderInput,
  type OrderStatus,
  type PageQuery,
  type ReceivedOrder,
  type UpdateResult,
  endpoints,
} from '@marketplace/contracts';
import { type RequestOptions, apiClient } from '../client';
import { FIRST_PAGE, type ListPage, getList } from '../lists';

export async function placeOrder(body: OrderInput): Promise<InsertResult> {
  return (await apiClient.post<InsertResult>(endpoints.orders, body)).data;
}

/** The orders `email` placed. */
export function getOrders(
  email: string,
  page: PageQuery = FIRST_PAGE,
  options?: RequestOptions,
): Promise<ListPage<Order>> {
  return getList<Order>(endpoints.orders, page, { email }, options);
}

export async function deleteOrder(id: string): Promise<DeleteResult> {
  return (await apiClient.delete<DeleteResult>(endpoints.order(id))).data;
}

/** SPEC.md's Pay: the buyer's handover confirmation. */
export async function payOrder(id: string): Promise<UpdateResult> {
  return (await apiClient.post<UpdateResult>(endpoints.payOrder(id))).data;
}

/** The seller accepts, saying when they meet if they like ("When do you meet?"). */
export async function acceptOrder({
  id,
  meetingTime,
}: {
  id: string;
  meetingTime?: string;
}): Promise<UpdateResult> {
  const body: AcceptInput = meetingTime ? { meetingTime } : {};
  return (await apiClient.post<UpdateResult>(endpoints.acceptOrder(id), body)).data;
}

/** "Share my meeting": tells a trusted contact where and when this accepted deal's meeting is. */
export async function shareMeeting({
  id,
  email,
}: {
  id: string;
  email: string;
}): Promise<InsertResult> {
  return (await apiClient.post<InsertResult>(endpoints.meetingShares(id), { email })).data;
}

/** The contacts the signed-in side shared this deal's meeting with. */
export async function getMeetingShares(
  id: string,
  options?: RequestOptions,
): Promise<MeetingShare[]> {
  return (await apiClient.get<MeetingShare[]>(endpoints.meetingShares(id), options)).data;
}

export async function declineOrder({
  id,
  reason,
}: {
  id: string;
  reason?: string;
}): Promise<UpdateResult> {
  const body: DeclineInput = reason ? { reason } : {};
  return (await apiClient.post<UpdateResult>(endpoints.declineOrder(id), body)).data;
}

/** The buyer's or the seller's handover confirmation, whichever the session is. */
export async function confirmOrder(id: string): Promise<UpdateResult> {
  return (await apiClient.post<UpdateResult>(endpoints.confirmOrder(id))).data;
}

/** Orders placed on the products of the seller `email`, optionally only those in `status`. */
export function getReceivedOrders(
  email: string,
  page: PageQuery = FIRST_PAGE,
  options?: RequestOptions & { status?: OrderStatus },
): Promise<ListPage<ReceivedOrder>> {
  const filters: Record<string, string> = { email };
  if (options?.status) filters.status = options.status;
  return getList<ReceivedOrder>(endpoints.receivedOrders, page, filters, options);
}
