import { useUrlPaging } from '@marketplace/routing';
import { useAllProducts } from '@marketplace/api-client';
import type { AdminProduct } from '@marketplace/contracts';
import {
  Badge,
  CONFIRM_PROMPTS,
  PagedTable,
  ProductStatusBadge,
  VerifiedBadge,
  formatCount,
} from '@marketplace/ui';
import styled from 'styled-components';
import { useProductColumns } from '../../shared/product-columns';
import { ProductSearchField } from './ProductSearchField';
import { useProductSearch } from './use-product-search';

const StyledSeller = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  white-space: nowrap;
`;

const StyledBadges = styled.span`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[1]};
  min-width: 6rem;
`;

function ProductState({ product }: { product: AdminProduct }) {
  return (
    <StyledBadges>
      <ProductStatusBadge status={product.status} showAvailable />
      {product.advrtized && <Badge tone="info">Advertised</Badge>}
      {product.reportCount > 0 && (
        <Badge tone="danger">
          {product.reportCount === 1
            ? 'Reported once'
            : `Reported ${formatCount(product.reportCount)} times`}
        </Badge>
      )}
    </StyledBadges>
  );
}

/**
 * All Products, which SPEC.md leaves as a bare heading: every listing with its seller, category,
 * price and state, searchable by name, each with Delete.
 */
export function AllProductsTable() {
  const [search, setSearch] = useProductSearch();
  const paging = useUrlPaging();
  const products = useAllProducts(search, paging.query);
  const { product, price, deleteButton } = useProductColumns<AdminProduct>(
    CONFIRM_PROMPTS.deleteOrderOrProduct,
  );
  return (
    <PagedTable
      title="All Products"
      noun={{ one: 'product', other: 'products' }}
      query={products}
      paging={paging}
      toolbar={<ProductSearchField search={search} onSearch={setSearch} />}
      emptyMessage={search ? `No products match “${search}”` : 'No products yet'}
      columns={[
        product,
        { id: 'category', header: 'Category', cell: (product) => product.category },
        {
          id: 'seller',
          header: 'Seller',
          // The name alone, with its badge: the email would crowd the row, and All Sellers has it.
          cell: (product) => (
            <StyledSeller>
              {product.SallerName}
              {product.verify && <VerifiedBadge iconOnly />}
            </StyledSeller>
          ),
        },
        price,
        { id: 'state', header: 'State', cell: (product) => <ProductState product={product} /> },
        { id: 'action', header: 'Action', cell: deleteButton, onPhone: 'actions' },
      ]}
    />
  );
}
