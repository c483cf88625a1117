import { isApiError, useCategory, useCategoryProducts } from '@marketplace/api-client';
import { CATEGORY_PAGE_SIZE } from '@marketplace/contracts';
import { Button, EmptyState, Loader, PageHeading, Pager } from '@marketplace/ui';
import { Link, Navigate, useLocation, useSearchParams } from '@marketplace/routing';
import styled from 'styled-components';
import { LoadFailure } from '../../shared/LoadFailure';
import { DISCOUNT_PARAM } from '../../shared/address-parameters';
import { usePageParam } from '../../shared/use-page-param';
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
  const { page, query, setPage } = usePageParam(CATEGORY_PAGE_SIZE);
  const { search, setSearch } = useSearchInUrl();
  const searching = Boolean(search.q) || hasFilters(search);
  const discount = useDiscountParam();
  const category = useCategory(categoryName);
  const products = useCategoryProducts(searching ? undefined : categoryName, query, discount);
  const canonicalName = category.data?.name;
  if (canonicalName !== undefined && canonicalName !== categoryName) {
    return (
      <Navigate replace to={`/producs/${encodeURIComponent(canonicalName)}${location.search}`} />
    );
  }

  function listing() {
    if (products.isPending) return <Loader label={`Loading ${categoryName}`} />;
    if (products.isError) {
      if (isApiError(products.error, 404)) {
        return (
          <EmptyState
            message={`There is no category called “${categoryName}”.`}
            action={<SeeAllCategories />}
          />
        );
      }
      return (
        <LoadFailure
          title="The products could not be loaded"
          error={products.error}
          onRetry={() => void products.refetch()}
        />
      );
    }
    const { items, total } = products.data;
    if (items.length > 0) {
      return (
        <>
          <ProductGrid
            products={items}
            refreshing={products.isPlaceholderData}
            label={`Products in ${categoryName}`}
          />
          <Pager
            label="Product pages"
            pageNumber={page}
            pageSize={CATEGORY_PAGE_SIZE}
            total={total}
            noun={{ one: 'product', other: 'products' }}
            loading={products.isPlaceholderData}
            onPageChange={setPage}
          />
        </>
      );
    }
    // An address past the last page (the list shrank, or was typed) is not an empty category.
    if (page > 1) {
      return (
        <EmptyState
          message="There are no products on this page."
          action={
            <Button variant="secondary" onClick={() => setPage(1)}>
              Go to the first page
            </Button>
          }
        />
      );
    }
    if (discount !== undefined) {
      return (
        <EmptyState
          message={`Nothing in ${categoryName} is ${discount}% or more below its price new right now.`}
          action={
            <Button
              as={Link}
              to={`/producs/${encodeURIComponent(categoryName)}`}
              variant="secondary"
            >
              See all of {categoryName}
            </Button>
          }
        />
      );
    }
    return (
      <EmptyState
        message={`Nothing in ${categoryName} right now. Check back soon.`}
        action={<SeeAllCategories />}
      />
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
