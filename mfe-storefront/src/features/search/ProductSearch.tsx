import { PageHeading } from '@marketplace/ui';
import { SaveSearchButton } from '../saved-searches/SaveSearchButton';
import { SearchFilters } from './SearchFilters';
import { SearchResults } from './SearchResults';
import { useSearchInUrl } from './search-params';

/** `/search?q=…`: the navbar's search, its filters and sort in the address. */
export function ProductSearch() {
  const { search, setSearch } = useSearchInUrl();
  const near = search.near ? ` near ${search.placeName ?? 'you'}` : '';
  const heading = search.q ? `Results for “${search.q}”${near}` : `All listings${near}`;
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
