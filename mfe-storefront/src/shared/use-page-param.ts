import type { PageQuery } from '@marketplace/contracts';
import { useSearchParams } from '@marketplace/routing';
import { PAGE_PARAM } from './address-parameters';

/**
 * The page of a list shown, kept in the address (`?page=2`) so it survives a reload, can be
 * shared, and Back returns to it. Pages count from 1 for people; the API counts offsets.
 */
export function usePageParam(pageSize: number) {
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = Number(searchParams.get(PAGE_PARAM));
  const page = Number.isInteger(requested) && requested > 1 ? requested : 1;
  const query: PageQuery = { limit: pageSize, offset: (page - 1) * pageSize };

  const setPage = (next: number) =>
    setSearchParams((params) => {
      if (next > 1) params.set(PAGE_PARAM, String(next));
      else params.delete(PAGE_PARAM);
      return params;
    });

  return { page, query, setPage };
}
