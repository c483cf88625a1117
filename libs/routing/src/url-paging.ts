import { DEFAULT_PAGE_SIZE } from '@marketplace/contracts';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';

/** The page lives in the address (`?page=3`), so reloading, sharing and Back keep it. */
export const PAGE_PARAM = 'page';

export interface UrlPaging {
  /** 1 for the first page. */
  pageNumber: number;
  /** What the API is asked for. */
  query: { limit: number; offset: number };
  /** `replace` corrects the address without adding a step to the history. */
  goTo: (pageNumber: number, options?: { replace?: boolean }) => void;
}

function parsePageNumber(value: string | null): number {
  const parsed = Number(value ?? 1);
  return Number.isSafeInteger(parsed) && parsed >= 1 ? parsed : 1;
}

/**
 * The page of a list shown, kept in the address. Pages count from 1 for people; the API counts
 * offsets. `param` names the page in the address: two lists on one page each keep their own.
 */
export function useUrlPaging(pageSize: number = DEFAULT_PAGE_SIZE, param = PAGE_PARAM): UrlPaging {
  const [searchParams, setSearchParams] = useSearchParams();
  const pageNumber = parsePageNumber(searchParams.get(param));
  const query = useMemo(
    () => ({ limit: pageSize, offset: (pageNumber - 1) * pageSize }),
    [pageNumber, pageSize],
  );
  const goTo = useCallback<UrlPaging['goTo']>(
    (target, { replace = false } = {}) =>
      setSearchParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (target <= 1) next.delete(param);
          else next.set(param, String(target));
          return next;
        },
        { replace },
      ),
    [setSearchParams, param],
  );
  return { pageNumber, query, goTo };
}
