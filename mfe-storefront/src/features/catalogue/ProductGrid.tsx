import type { Product } from '@marketplace/contracts';
import { media } from '@marketplace/ui';
import styled from 'styled-components';
import { ProductCard } from './ProductCard';

/** SPEC.md section 9: 3 columns on large screens, 2 on medium, 1 on small. */
const StyledGrid = styled.ul<{ $refreshing: boolean }>`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[5]};
  margin: 0;
  padding: 0;
  list-style: none;
  opacity: ${({ $refreshing }) => ($refreshing ? 0.6 : 1)};
  transition: opacity ${({ theme }) => theme.transitions.normal};

  ${media.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }

  ${media.lg} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;

/** Cards in the first row of the widest layout are in the first screenful. */
const FIRST_ROW = 3;

export interface ProductGridProps {
  products: readonly Product[];
  /** The next page is loading while this one stays in view. */
  refreshing?: boolean;
  label: string;
}

export function ProductGrid({ products, refreshing = false, label }: ProductGridProps) {
  return (
    <StyledGrid aria-label={label} aria-busy={refreshing || undefined} $refreshing={refreshing}>
      {products.map((product, index) => (
        <li key={product._id}>
          <ProductCard
            product={product}
            pictureEager={index < FIRST_ROW}
            pictureLargest={index === 0}
          />
        </li>
      ))}
    </StyledGrid>
  );
}
