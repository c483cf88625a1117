import { PageHeading } from '@marketplace/ui';
import { SaveSearchButton } from '../saved-searches/SaveSearchButton';
import { SearchFilters } from './SearchFilters';
import { SearchResults } from './SearchResults';
import { useSearchInUrl } from './search-params';

/** `/search?q=…`: the navbar's search, its filters and sort in the address. */
export function ProductSearch() {
  const { search, setSearch } = useSearchInUrl();
  const heading = search.q ? `Results for “${search.q}”` : 'All listings';
  return (
    <>
      <PageHeading actions={<SaveSearchButton search={search} />}>{heading}</PageHeading>
      <SearchFilters search={search} onChange={setSearch}>
        <SearchResults
          search={search}
          label={heading}
          onClearFilters={() => setSearch({ q: search.q })}
        />
      </SearchFilters>
    </>
  );
}
