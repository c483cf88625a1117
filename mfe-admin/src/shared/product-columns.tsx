import { useDeleteProduct } from '@marketplace/api-client';
import type { AdminProduct } from '@marketplace/contracts';
import { Badge, describeListing, formatPrice, type PagedColumn } from '@marketplace/ui';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { RowActionButton } from './RowActionButton';
import { RowSummary } from './RowSummary';
import { DELETION, useConfirmedAction } from './use-confirmed-action';

const StyledThumbnail = styled.img`
  flex: none;
  width: 3rem;
  height: 3rem;
  object-fit: cover;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceMuted};
`;

const StyledPrice = styled.span`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[1]};
  white-space: nowrap;
`;

const StyledResalePrice = styled.span`
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.text};
`;

/** What a product table needs of each row; All Products and Reported Items both have it. */
type ListedProduct = Pick<
  AdminProduct,
  '_id' | 'productName' | 'productImage' | 'location' | 'resellPrice' | 'orginalPrice'
>;

export interface ProductColumns<Row extends ListedProduct> {
  /** The picture, name and location; names the row. */
  product: PagedColumn<Row>;
  /** SPEC.md's Price cell: the resale price, and a badge with the price when new. */
  price: PagedColumn<Row>;
  /** Delete, asking the table's prompt first. */
  deleteButton: (product: Row) => ReactNode;
}

/** What All Products and Reported Items share: both list products, and both delete them. */
export function useProductColumns<Row extends ListedProduct>(
  deletePrompt: string,
): ProductColumns<Row> {
  const deletion = useConfirmedAction(useDeleteProduct(), { prompt: deletePrompt, ...DELETION });
  return {
    product: {
      id: 'product',
      header: 'Product',
      rowHeader: true,
      cell: (product) => (
        <RowSummary
          // The name is written beside it, so the picture adds nothing for a screen reader.
          picture={
            <StyledThumbnail src={product.productImage} alt="" loading="lazy" decoding="async" />
          }
          name={product.productName}
          detail={product.location}
        />
      ),
    },
    price: {
      id: 'price',
      header: 'Price',
      cell: (product) => (
        <StyledPrice>
          <StyledResalePrice>{formatPrice(product.resellPrice)}</StyledResalePrice>
          <Badge>Original {formatPrice(product.orginalPrice)}</Badge>
        </StyledPrice>
      ),
    },
    deleteButton: (product) => (
      <RowActionButton
        action={deletion}
        id={product._id}
        label="Delete"
        target={product.productName}
        subject={describeListing(product.productName, product.resellPrice)}
        variant="danger"
      />
    ),
  };
}
