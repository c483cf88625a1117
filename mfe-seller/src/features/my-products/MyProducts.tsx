import { useMyProducts } from '@marketplace/api-client';
import { useCurrentUser } from '@marketplace/auth';
import { Button, PagedList } from '@marketplace/ui';
import { useRef } from 'react';
import { Link, useUrlPaging } from '@marketplace/routing';
import styled from 'styled-components';
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
  const paging = useUrlPaging();
  const products = useMyProducts(email, paging.query);
  const listArea = useRef<HTMLDivElement>(null);

  return (
    <StyledListArea ref={listArea} tabIndex={-1}>
      <PagedList
        noun={{ one: 'product', other: 'products' }}
        query={products}
        paging={paging}
        loadingLabel="Loading your products"
        failureTitle="Your products could not be loaded."
        pagerLabel="My products pages"
        emptyMessage="NO DATA"
        emptyAction={
          <Button as={Link} to={SELLER_PATHS.addProduct}>
            Add your first product
          </Button>
        }
      >
        {({ items, firstNumber }) => (
          <MyProductsList
            products={items}
            firstNumber={firstNumber}
            onDeleted={() => listArea.current?.focus()}
          />
        )}
      </PagedList>
    </StyledListArea>
  );
}
