import { useCallback } from 'react';
import { useSearchParams, PAGE_PARAM } from '@marketplace/routing';

/** In the address, like the page, so a search survives a reload and can be shared. */
const SEARCH_PARAM = 'search';

/** The product-name search of All Products; a new search starts again from the first page. */
export function useProductSearch(): [string, (search: string) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const search = searchParams.get(SEARCH_PARAM) ?? '';
  const setSearch = useCallback(
    (value: string) =>
      setSearchParams(
        (current) => {
          const next = new URLSearchParams(current);
          const trimmed = value.trim();
          if (trimmed) next.set(SEARCH_PARAM, trimmed);
          else next.delete(SEARCH_PARAM);
          next.delete(PAGE_PARAM);
          return next;
        },
        // Typing is not navigating: Back should leave the page, not undo letters.
        { replace: true },
      ),
    [setSearchParams],
  );
  return [search, setSearch];
}
