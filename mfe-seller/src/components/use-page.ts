import { DEFAULT_PAGE_SIZE, type PageQuery } from '@marketplace/contracts';
import { pageCount } from '@marketplace/ui';
import { useEffect, useState } from 'react';

export interface Page {
  /** 1 for the first page. */
  pageNumber: number;
  /** What the API is asked for: `limit` and `offset`. */
  query: PageQuery;
  goTo: (pageNumber: number) => void;
}

/** The page of a list being shown; lists start on their first page. */
export function usePage(pageSize = DEFAULT_PAGE_SIZE): Page {
  const [pageNumber, goTo] = useState(1);
  return { pageNumber, query: { limit: pageSize, offset: (pageNumber - 1) * pageSize }, goTo };
}

/**
 * Deleting the last row of the last page leaves that page empty: once the list's `total` (unknown
 * while it first loads) says so, the page before is shown instead.
 */
export function useStayWithinThePages({ pageNumber, query, goTo }: Page, total?: number) {
  const lastPage = total === undefined ? pageNumber : pageCount(total, query.limit);
  useEffect(() => {
    if (pageNumber > lastPage) goTo(lastPage);
  }, [pageNumber, lastPage, goTo]);
}
