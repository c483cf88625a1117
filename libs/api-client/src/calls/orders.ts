import {
  type DeleteResult,
  type InsertResult,
  type Order,
  type OrderInput,
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

export async function payOrder(id: string): Promise<UpdateResult> {
  return (await apiClient.post<UpdateResult>(endpoints.payOrder(id))).data;
}

/** Orders placed on the products of the seller `email`. */
export function getReceivedOrders(
  email: string,
  page: PageQuery = FIRST_PAGE,
  options?: RequestOptions,
): Promise<ListPage<ReceivedOrder>> {
  return getList<ReceivedOrder>(endpoints.receivedOrders, page, { email }, options);
}
