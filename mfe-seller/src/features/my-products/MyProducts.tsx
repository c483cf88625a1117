import { useMyProducts } from '@marketplace/api-client';
import { useCurrentUser } from '@marketplace/auth';
import { Button, EmptyState, Loader } from '@marketplace/ui';
import { useRef } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Pager, usePage } from '../../components/Pager';
import { QueryFailure } from '../../components/QueryFailure';
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
  const { page, setOffset } = usePage();
  const products = useMyProducts(email, page);
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
          firstNumber={page.offset + 1}
          onDeleted={() => listArea.current?.focus()}
        />
      )}
      <Pager label="My products pages" page={page} total={total} onChange={setOffset} />
    </StyledListArea>
  );
}
