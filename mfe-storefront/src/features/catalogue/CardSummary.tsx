import type { Product } from '@marketplace/contracts';
import { Link } from '@marketplace/routing';
import styled from 'styled-components';
import { ProductPlace } from './ProductPlace';
import { ProductPrice } from './ProductPrice';

/** A listing's name as a card's heading; on the product's own page, large and not a link. */
export const StyledCardName = styled.h2<{ $large?: boolean }>`
  margin: 0;
  font-size: ${({ theme, $large }) => ($large ? theme.fontSizes.xxl : theme.fontSizes.md)};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  overflow-wrap: anywhere;

  a {
    color: inherit;
    text-decoration: none;

    &:hover {
      color: ${({ theme }) => theme.colors.primary};
      text-decoration: underline;
    }
  }
`;

export interface CardSummaryProps {
  product: Product;
  /** Names the card (its `aria-labelledby`). */
  nameId: string;
  /** `h3` where the cards sit under a section's `h2` (the home page's advertised items). */
  nameAs?: 'h2' | 'h3';
}

/** What a shopper scans a grid of cards by, under the photo: price, name (to the listing), place. */
export function CardSummary({ product, nameId, nameAs = 'h2' }: CardSummaryProps) {
  return (
    <>
      <ProductPrice product={product} />
      <StyledCardName as={nameAs} id={nameId}>
        <Link to={`/producs/${product._id}`}>{product.productName}</Link>
      </StyledCardName>
      <ProductPlace product={product} />
    </>
  );
}
