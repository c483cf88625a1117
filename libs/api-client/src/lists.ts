import {
  DEFAULT_PAGE_SIZE,
  type ListPage,
  type PageQuery,
  TOTAL_COUNT_CAPPED_HEADER,
  TOTAL_COUNT_HEADER,
} from '@marketplace/contracts';
import { type RequestOptions, apiClient } from './client';

export type { ListPage };

export const FIRST_PAGE: PageQuery = { limit: DEFAULT_PAGE_SIZE, offset: 0 };

/** GETs a page of a list: the body is the array, the total comes in `X-Total-Count`. */
export async function getList<T>(
  url: string,
  page: PageQuery,
  filters: Record<string, string>,
  { signal }: RequestOptions = {},
): Promise<ListPage<T>> {
  const response = await apiClient.get<T[]>(url, {
    params: { ...filters, limit: page.limit, offset: page.offset },
    signal,
  });
  const total = Number(response.headers.get(TOTAL_COUNT_HEADER) ?? NaN);
  // Without the header (a proxy that drops it) the items seen so far are the best known total.
  return {
    items: response.data,
    total: Number.isFinite(total) ? total : page.offset + response.data.length,
    capped: response.headers.get(TOTAL_COUNT_CAPPED_HEADER) === 'true',
  };
}
