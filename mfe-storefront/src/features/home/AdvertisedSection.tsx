import { useAdvertised } from '@marketplace/api-client';
import { HOME_ADVERTISED_COUNT } from '@marketplace/contracts';
import { Loader, media } from '@marketplace/ui';
import { useEffect } from 'react';
import styled from 'styled-components';
import { AdvertisedCard } from '../catalogue/AdvertisedCard';
import { HomeSection } from './HomeSection';

/** Four rows of two: a screenful of promoted items, not a second catalogue. */
const ADVERTISED_SHOWN = { limit: HOME_ADVERTISED_COUNT, offset: 0 };

/**
 * Two columns of photo-first cards on a phone, as every listing grid there, so the first row
 * shows on the first screen; then one wide card a row, and SPEC.md section 9's 2 columns on
 * large screens.
 */
const StyledGrid = styled.ul`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;

  ${media.md} {
    grid-template-columns: minmax(0, 1fr);
    gap: ${({ theme }) => theme.space[5]};
  }

  ${media.lg} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const TITLE = 'Advertised products';
const INTRO = 'Promoted by their sellers: good condition, fair prices, ready to meet.';

/**
 * Products their sellers advertised. While they load, the section holds their place, so what
 * follows does not jump. It is left out when there are none, and when they cannot be loaded
 * (SPEC.md section 8 only logs it): a promotion the rest of the page stands without.
 */
export function AdvertisedSection() {
  const advertised = useAdvertised(ADVERTISED_SHOWN);

  useEffect(() => {
    if (advertised.error) console.error('Loading the advertised products failed', advertised.error);
  }, [advertised.error]);

  if (advertised.isPending) {
    return (
      <HomeSection title={TITLE} intro={INTRO}>
        <Loader label="Loading advertised products" />
      </HomeSection>
    );
  }
  const products = advertised.data?.items ?? [];
  if (products.length === 0) return null;
  return (
    <HomeSection id="advertised" title={TITLE} intro={INTRO}>
      <StyledGrid>
        {products.map((product) => (
          <li key={product._id}>
            <AdvertisedCard product={product} />
          </li>
        ))}
      </StyledGrid>
    </HomeSection>
  );
}
