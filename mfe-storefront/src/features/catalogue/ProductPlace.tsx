import type { Product } from '@marketplace/contracts';
import { VisuallyHidden } from '@marketplace/ui';
import styled from 'styled-components';
import { LocationIcon } from '../../shared/icons';

// Wraps, so on a narrow card the distance takes a line of its own rather than being cut; the
// place itself stays beside its icon, shortened with an ellipsis.
const StyledPlace = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: 0 ${({ theme }) => theme.space[1]};
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
    flex: 0 1 auto;
    min-width: 0;
    /* A line is broken by the items' widths before they shrink: kept under the line's width less
       the icon's, a long place never drops below its icon. */
    max-width: calc(100% - 1rem - ${({ theme }) => theme.space[1]});
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
`;

/** The distance a search with a point gave the listing: the place may be cut short, never this. */
const StyledDistance = styled.strong`
  flex: none;
  white-space: nowrap;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.text};
`;

/** "3 km away", or "under 1 km away": whole kilometres, as a buyer reckons a trip. */
export const distanceAway = (km: number) =>
  km < 1 ? 'under 1 km away' : `${Math.round(km)} km away`;

/** Where the item is, on one line under a card's name: what a shopper scans a grid by. */
export function ProductPlace({ product }: { product: Pick<Product, 'location' | 'distanceKm'> }) {
  return (
    <StyledPlace>
      <LocationIcon />
      <VisuallyHidden>Location: </VisuallyHidden>
      <span>{product.location}</span>
      {product.distanceKm === undefined ? null : (
        <StyledDistance>{distanceAway(product.distanceKm)}</StyledDistance>
      )}
    </StyledPlace>
  );
}
