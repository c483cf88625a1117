import type { Product } from '@marketplace/contracts';
import styled from 'styled-components';
import { ProductCard } from './ProductCard';

/**
 * Two columns of photo-first cards on a phone, as the apps people use show them (SPEC.md's one
 * column put a single listing on each screen), and SPEC.md section 9's three once the space the
 * grid is given holds them: the whole width on a profile, beside the filters on a search.
 */
const StyledGridFrame = styled.div`
  container-type: inline-size;
`;

const StyledGrid = styled.ul<{ $refreshing: boolean }>`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
  opacity: ${({ $refreshing }) => ($refreshing ? 0.6 : 1)};
  transition: opacity ${({ theme }) => theme.transitions.normal};

  @container (min-width: 36rem) {
    grid-template-columns: repeat(3, minmax(0, 1fr));
    gap: ${({ theme }) => theme.space[5]};
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
    <StyledGridFrame>
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
    </StyledGridFrame>
  );
}
