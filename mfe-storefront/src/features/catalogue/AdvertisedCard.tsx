import type { Product } from '@marketplace/contracts';
import { Badge, Card, media } from '@marketplace/ui';
import { useId } from 'react';
import styled from 'styled-components';
import { BuyNowButton } from '../ordering/BuyNowButton';
import { CardSummary } from './CardSummary';
import { type FactName, ProductFacts } from './ProductFacts';
import { FavouriteButton } from '../favourites/FavouriteButton';
import { NARROW_CARD_WIDTH, StyledCardPicture } from './card-layout';
import { ProductPicture } from './ProductPicture';
import { laidOutWhenNear } from './laid-out-when-near';
import { SellerName } from './SellerName';

/**
 * SPEC.md section 2's advertised card: price and new price, seller, location, used, phone. The
 * location has its own line under the name.
 */
const ADVERTISED_FACTS: readonly FactName[] = ['newPrice', 'used', 'phone'];

/**
 * Two to a row on a phone, photo first (the price, name and place under it; seller, facts and
 * Buy Now on the product's page); from the medium breakpoint the card lies wide: picture and
 * seller beside the rest.
 */
const StyledCard = styled(Card)`
  height: 100%;
  container-type: inline-size;

  /* As for the product cards: never on a phone, where the second row is on the first screen. */
  ${media.md} {
    display: grid;
    grid-template-columns: minmax(0, 9fr) minmax(0, 11fr);
    ${laidOutWhenNear('22rem')}
  }
`;

const StyledAside = styled.div`
  display: flex;
  flex-direction: column;
  background: ${({ theme }) => theme.colors.surfaceMuted};
`;

/** What a narrow card leaves to the product's page. */
const StyledWideOnly = styled.div`
  @container (max-width: ${NARROW_CARD_WIDTH}) {
    display: none;
  }
`;

const StyledAdvertisedBadge = styled(Badge)`
  position: absolute;
  top: ${({ theme }) => theme.space[3]};
  left: ${({ theme }) => theme.space[3]};
  box-shadow: ${({ theme }) => theme.shadows.sm};
`;

const StyledSeller = styled.div`
  padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
`;

const StyledBody = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[4]};

  @container (max-width: ${NARROW_CARD_WIDTH}) {
    gap: ${({ theme }) => theme.space[1]};
    padding: ${({ theme }) => theme.space[3]};
  }
`;

const StyledBuy = styled.div`
  margin-top: auto;
  padding-top: ${({ theme }) => theme.space[1]};

  @container (max-width: ${NARROW_CARD_WIDTH}) {
    display: none;
  }
`;

/** An advertised product on the home page: the same parts as the product card, arranged wide. */
export function AdvertisedCard({ product }: { product: Product }) {
  const nameId = useId();
  return (
    <StyledCard forwardedAs="article" padding="none" aria-labelledby={nameId}>
      <StyledAside>
        <StyledCardPicture>
          <ProductPicture
            url={product.productImage}
            alt={product.productName}
            sizes="(min-width: 1024px) 16rem, (min-width: 768px) 45vw, 50vw"
          />
          <StyledAdvertisedBadge tone="warning">Advertised</StyledAdvertisedBadge>
          <FavouriteButton product={product} />
        </StyledCardPicture>
        <StyledWideOnly>
          <StyledSeller>
            <SellerName product={product} />
          </StyledSeller>
        </StyledWideOnly>
      </StyledAside>
      <StyledBody>
        <CardSummary product={product} nameId={nameId} nameAs="h3" />
        <StyledWideOnly>
          <ProductFacts product={product} facts={ADVERTISED_FACTS} />
        </StyledWideOnly>
        <StyledBuy>
          <BuyNowButton product={product} fullWidth />
        </StyledBuy>
      </StyledBody>
    </StyledCard>
  );
}
