import type { Product } from '@marketplace/contracts';
import { VisuallyHidden } from '@marketplace/ui';
import styled from 'styled-components';
import { LocationIcon } from '../../shared/icons';

const StyledPlace = styled.p`
  display: flex;
  gap: ${({ theme }) => theme.space[1]};
  align-items: center;
  min-width: 0;
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.muted};

  svg {
    flex: none;
    width: 1rem;
    height: 1rem;
  }

  span {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
`;

/** Where the item is, on one line under a card's name: what a shopper scans a grid by. */
export function ProductPlace({ product }: { product: Pick<Product, 'location'> }) {
  return (
    <StyledPlace>
      <LocationIcon />
      <VisuallyHidden>Location: </VisuallyHidden>
      <span>{product.location}</span>
    </StyledPlace>
  );
}
