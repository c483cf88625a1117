import {
  type AdminRole,
  type InsertResult,
  type PageQuery,
  type PublicUser,
  type SellerRole,
  type User,
  type UserProfileInput,
  endpoints,
} from '@marketplace/contracts';
import { type RequestOptions, apiClient } from '../client';
import { FIRST_PAGE, type ListPage, getList } from '../lists';

/** The whole record for its owner and admins, `verify` alone for other members. */
export async function getUser(
  email: string,
  { signal }: RequestOptions = {},
): Promise<User | PublicUser> {
  return (await apiClient.get<User | PublicUser>(endpoints.user(email), { signal })).data;
}

/** Registration step 4: saves the signed-in user's own record. */
export async function saveUser(body: UserProfileInput): Promise<InsertResult> {
  return (await apiClient.post<InsertResult>(endpoints.saveUser, body)).data;
}

export function getSellers(
  page: PageQuery = FIRST_PAGE,
  options?: RequestOptions,
): Promise<ListPage<User>> {
  return getList<User>(endpoints.sellers, page, {}, options);
}

export function getAllUsers(
  page: PageQuery = FIRST_PAGE,
  options?: RequestOptions,
): Promise<ListPage<User>> {
  return getList<User>(endpoints.allUsers, page, {}, options);
}

export async function getAdminRole(
  email: string,
  { signal }: RequestOptions = {},
): Promise<AdminRole> {
  return (await apiClient.get<AdminRole>(endpoints.adminRole(email), { signal })).data;
}

export async function getSellerRole(
  email: string,
  { signal }: RequestOptions = {},
): Promise<SellerRole> {
  return (await apiClient.get<SellerRole>(endpoints.sellerRole(email), { signal })).data;
}
