import { useMyProducts } from '@marketplace/api-client';
import { useCurrentUser } from '@marketplace/auth';
import { Button, EmptyState, Loader, Pager } from '@marketplace/ui';
import { useRef } from 'react';
import { Link } from '@marketplace/routing';
import styled from 'styled-components';
import { QueryFailure } from '../../components/QueryFailure';
import { usePage, useStayWithinThePages } from '../../components/use-page';
import { SELLER_PATHS } from '../../seller-paths';
import { MyProductsList } from './MyProductsList';

// Focusable from script only, so focus has somewhere to go when the row it was in is deleted.
const StyledListArea = styled.div`
  &:focus {
    outline: none;
  }
`;

/** The signed-in seller's listings, newest first, or SPEC.md's 'NO DATA'. */
export function MyProducts() {
  const email = useCurrentUser()?.email;
  const page = usePage();
  const products = useMyProducts(email, page.query);
  useStayWithinThePages(page, products.data?.total);
  const listArea = useRef<HTMLDivElement>(null);

  if (products.isPending) return <Loader label="Loading your products" />;
  if (products.isError) {
    return (
      <QueryFailure
        title="Your products could not be loaded."
        error={products.error}
        onRetry={() => void products.refetch()}
      />
    );
  }
  const { items, total } = products.data;
  return (
    <StyledListArea ref={listArea} tabIndex={-1}>
      {items.length === 0 ? (
        <EmptyState
          message="NO DATA"
          action={
            <Button as={Link} to={SELLER_PATHS.addProduct}>
              Add your first product
            </Button>
          }
        />
      ) : (
        <MyProductsList
          products={items}
          firstNumber={page.query.offset + 1}
          onDeleted={() => listArea.current?.focus()}
        />
      )}
      <Pager
        label="My products pages"
        pageNumber={page.pageNumber}
        pageSize={page.query.limit}
        total={total}
        noun={{ one: 'product', other: 'products' }}
        onPageChange={page.goTo}
        loading={products.isPlaceholderData}
      />
    </StyledListArea>
  );
}
