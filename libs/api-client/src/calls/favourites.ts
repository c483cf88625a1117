import {
  type DeleteResult,
  type Favourite,
  type PageQuery,
  type UpdateResult,
  endpoints,
} from '@marketplace/contracts';
import { type RequestOptions, apiClient } from '../client';
import { FIRST_PAGE, type ListPage, getList } from '../lists';

export function getFavourites(
  page: PageQuery = FIRST_PAGE,
  options?: RequestOptions,
): Promise<ListPage<Favourite>> {
  return getList<Favourite>(endpoints.favourites, page, {}, options);
}

export async function getFavouriteIds({ signal }: RequestOptions = {}): Promise<string[]> {
  return (await apiClient.get<string[]>(endpoints.favouriteIds, { signal })).data;
}

export async function addFavourite(productId: string): Promise<UpdateResult> {
  return (await apiClient.put<UpdateResult>(endpoints.favourite(productId))).data;
}

export async function removeFavourite(productId: string): Promise<DeleteResult> {
  return (await apiClient.delete<DeleteResult>(endpoints.favourite(productId))).data;
}
