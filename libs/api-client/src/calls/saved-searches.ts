import {
  type DeleteResult,
  type InsertResult,
  type SavedSearch,
  type SavedSearchRequest,
  endpoints,
} from '@marketplace/contracts';
import { type RequestOptions, apiClient } from '../client';

/** The account's saved searches with their new matches; the API marks them seen. */
export async function getSavedSearches({ signal }: RequestOptions = {}): Promise<SavedSearch[]> {
  return (await apiClient.get<SavedSearch[]>(endpoints.savedSearches, { signal })).data;
}

export async function saveSearch(search: SavedSearchRequest): Promise<InsertResult> {
  return (await apiClient.post<InsertResult>(endpoints.savedSearches, search)).data;
}

export async function deleteSavedSearch(id: string): Promise<DeleteResult> {
  return (await apiClient.delete<DeleteResult>(endpoints.savedSearch(id))).data;
}
