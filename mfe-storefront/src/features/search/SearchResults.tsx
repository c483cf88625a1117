import { isApiError, useProductSearch } from '@marketplace/api-client';
import type { ProductSearchParams } from '@marketplace/contracts';
import {
  Button,
  EmptyState,
  Loader,
  formatCount,
  formatTotal,
  FailurePanel,
} from '@marketplace/ui';
import styled from 'styled-components';
import { ProductGrid } from '../catalogue/ProductGrid';

const StyledSummary = styled.p`
  margin: 0 0 ${({ theme }) => theme.space[4]};
  color: ${({ theme }) => theme.colors.muted};
`;

const StyledMore = styled.div`
  display: flex;
  justify-content: center;
  margin-top: ${({ theme }) => theme.space[6]};
`;

export interface SearchResultsProps {
  search: ProductSearchParams;
  label: string;
  /** Clears the filters (keeping the words or the category the page is about). */
  onClearFilters: () => void;
}

/** The cards matching a search, with how many, and "Load more" for the next page. */
export function SearchResults({ search, label, onClearFilters }: SearchResultsProps) {
  const results = useProductSearch(search);

  if (results.isPending) return <Loader label="Searching" />;
  if (results.isError) {
    // A 400 names a filter the server refused (a category that is gone, say): clearing helps.
    if (isApiError(results.error, 400)) {
      return (
        <EmptyState
          message="These filters cannot be used. Clear them and try again."
          action={
            <Button variant="secondary" onClick={onClearFilters}>
              Clear filters
            </Button>
          }
        />
      );
    }
    return (
      <FailurePanel
        title="The search could not be run"
        error={results.error}
        onRetry={() => void results.refetch()}
      />
    );
  }
  const [first] = results.data.pages;
  const products = results.data.pages.flatMap((page) => page.items);
  if (!first || products.length === 0) {
    return (
      <EmptyState
        message="No listings match. Try fewer words or clear the filters."
        action={
          <Button variant="secondary" onClick={onClearFilters}>
            Clear filters
          </Button>
        }
      />
    );
  }
  const total = formatTotal(first.total, first.capped);
  return (
    <>
      <StyledSummary role="status">
        Showing {formatCount(products.length)} of {total}{' '}
        {first.total === 1 ? 'listing' : 'listings'}
      </StyledSummary>
      <ProductGrid products={products} label={label} />
      {results.hasNextPage && (
        <StyledMore>
          <Button
            variant="secondary"
            loading={results.isFetchingNextPage}
            onClick={() => void results.fetchNextPage()}
          >
            Load more
          </Button>
        </StyledMore>
      )}
    </>
  );
}
