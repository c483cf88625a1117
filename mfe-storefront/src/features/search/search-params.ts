import { type ProductSearchParams, readSearch, writeSearch } from '@marketplace/contracts';
import { useSearchParams } from '@marketplace/routing';
import { FILTER_NAMES } from '../../shared/address-parameters';

/** Whether any filter or sort (not the words, not the category) narrows or orders the list. */
export const hasFilters = (search: ProductSearchParams) =>
  FILTER_NAMES.some((name) => search[name] !== undefined);

/** The search in the address (readSearch), and a way to replace it (a new history entry, so Back works). */
export function useSearchInUrl() {
  const [params, setParams] = useSearchParams();
  const search = readSearch(params);
  const setSearch = (next: ProductSearchParams) => setParams(writeSearch(next));
  return { search, setSearch };
}
