import { isApiError, useCategory, useCategoryProducts } from '@marketplace/api-client';
import { CATEGORY_PAGE_SIZE } from '@marketplace/contracts';
import { Button, EmptyState, PageHeading, PagedList } from '@marketplace/ui';
import { Link, Navigate, useLocation, useSearchParams, useUrlPaging } from '@marketplace/routing';
import styled from 'styled-components';
import { DISCOUNT_PARAM } from '../../shared/address-parameters';
import { SaveSearchButton } from '../saved-searches/SaveSearchButton';
import { SearchFilters } from '../search/SearchFilters';
import { SearchResults } from '../search/SearchResults';
import { hasFilters, useSearchInUrl } from '../search/search-params';
import { ProductGrid } from './ProductGrid';

// Four rows of the three-column grid; divisible by 2 and 3, so no row is left half full. The
// server's structured data for the page (api/src/web) lists the same page.
export { CATEGORY_PAGE_SIZE };

function useDiscountParam(): number | undefined {
  const [searchParams] = useSearchParams();
  const discount = Number(searchParams.get(DISCOUNT_PARAM));
  return Number.isInteger(discount) && discount >= 1 && discount <= 99 ? discount : undefined;
}

const StyledFilterNote = styled.p`
  margin: 0 0 ${({ theme }) => theme.space[4]};
  color: ${({ theme }) => theme.colors.muted};
`;

function SeeAllCategories() {
  return (
    <Button as={Link} to="/#categories" variant="secondary">
      See all categories
    </Button>
  );
}

/**
 * The products of one category that can still be ordered, newest first, a page at a time; with
 * words, filters or another sort in the address, the search's results within the category. Names
 * match without regard to case; an address in another case is replaced by the canonical one.
 */
export function CategoryProducts({ categoryName }: { categoryName: string }) {
  const location = useLocation();
  const paging = useUrlPaging(CATEGORY_PAGE_SIZE);
  const { search, setSearch } = useSearchInUrl();
  const searching = Boolean(search.q) || hasFilters(search);
  const discount = useDiscountParam();
  const category = useCategory(categoryName);
  const products = useCategoryProducts(
    searching ? undefined : categoryName,
    paging.query,
    discount,
  );
  const canonicalName = category.data?.name;
  if (canonicalName !== undefined && canonicalName !== categoryName) {
    return (
      <Navigate replace to={`/producs/${encodeURIComponent(canonicalName)}${location.search}`} />
    );
  }

  function listing() {
    if (isApiError(products.error, 404)) {
      return (
        <EmptyState
          message={`There is no category called “${categoryName}”.`}
          action={<SeeAllCategories />}
        />
      );
    }
    const discounted = discount !== undefined;
    return (
      <PagedList
        noun={{ one: 'product', other: 'products' }}
        query={products}
        paging={paging}
        loadingLabel={`Loading ${categoryName}`}
        failureTitle="The products could not be loaded"
        pagerLabel="Product pages"
        emptyMessage={
          discounted
            ? `Nothing in ${categoryName} is ${discount}% or more below its price new right now.`
            : `Nothing in ${categoryName} right now. Check back soon.`
        }
        emptyAction={
          discounted ? (
            <Button
              as={Link}
              to={`/producs/${encodeURIComponent(categoryName)}`}
              variant="secondary"
            >
              See all of {categoryName}
            </Button>
          ) : (
            <SeeAllCategories />
          )
        }
      >
        {({ items, stale }) => (
          <ProductGrid products={items} refreshing={stale} label={`Products in ${categoryName}`} />
        )}
      </PagedList>
    );
  }

  return (
    <>
      <PageHeading
        count={searching ? undefined : products.data?.total}
        actions={<SaveSearchButton search={{ ...search, category: categoryName }} />}
      >
        {categoryName}
      </PageHeading>
      <SearchFilters search={search} onChange={setSearch} fixedCategory={categoryName}>
        {discount !== undefined && !searching && (
          <StyledFilterNote>
            Listings at least {discount}% below their price new.{' '}
            <Link to={`/producs/${encodeURIComponent(categoryName)}`}>
              See all of {categoryName}
            </Link>
          </StyledFilterNote>
        )}
        {searching ? (
          <SearchResults
            search={{ ...search, category: categoryName }}
            label={`Products in ${categoryName}`}
            onClearFilters={() => setSearch({})}
          />
        ) : (
          listing()
        )}
      </SearchFilters>
    </>
  );
}
