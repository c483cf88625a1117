import type { Product } from '@marketplace/contracts';
import { Badge, Card, media } from '@marketplace/ui';
import { useId } from 'react';
import { Link } from '@marketplace/routing';
import styled from 'styled-components';
import { BuyNowButton } from '../ordering/BuyNowButton';
import { type FactName, ProductFacts } from './ProductFacts';
import { ProductPicture } from './ProductPicture';
import { laidOutWhenNear } from './laid-out-when-near';
import { ProductPrice } from './ProductPrice';
import { SellerName } from './SellerName';

/** SPEC.md section 2's advertised card: price and new price, seller, location, used, phone. */
const ADVERTISED_FACTS: readonly FactName[] = ['newPrice', 'location', 'used', 'phone'];

/** From the medium breakpoint the card lies wide: picture and seller beside the rest. */
const StyledCard = styled(Card)`
  height: 100%;
  ${laidOutWhenNear('44rem')}

  ${media.md} {
    display: grid;
    grid-template-columns: minmax(0, 9fr) minmax(0, 11fr);
    contain-intrinsic-size: auto 22rem;
  }
`;

const StyledAside = styled.div`
  display: flex;
  flex-direction: column;
  background: ${({ theme }) => theme.colors.surfaceMuted};
`;

const StyledPictureFrame = styled.div`
  position: relative;
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
`;

const StyledName = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};

  a {
    color: inherit;
    text-decoration: none;

    &:hover {
      color: ${({ theme }) => theme.colors.primary};
      text-decoration: underline;
    }
  }
`;

const StyledBuy = styled.div`
  margin-top: auto;
  padding-top: ${({ theme }) => theme.space[1]};
`;

/** An advertised product on the home page: the same parts as the product card, arranged wide. */
export function AdvertisedCard({ product }: { product: Product }) {
  const nameId = useId();
  return (
    <StyledCard forwardedAs="article" padding="none" aria-labelledby={nameId}>
      <StyledAside>
        <StyledPictureFrame>
          <ProductPicture
            url={product.productImage}
            alt={product.productName}
            sizes="(min-width: 1024px) 16rem, (min-width: 768px) 45vw, 85vw"
          />
          <StyledAdvertisedBadge tone="warning">Advertised</StyledAdvertisedBadge>
        </StyledPictureFrame>
        <StyledSeller>
          <SellerName product={product} />
        </StyledSeller>
      </StyledAside>
      <StyledBody>
        <StyledName id={nameId}>
          <Link to={`/producs/${product._id}`}>{product.productName}</Link>
        </StyledName>
        <ProductPrice product={product} />
        <ProductFacts product={product} facts={ADVERTISED_FACTS} />
        <StyledBuy>
          <BuyNowButton product={product} fullWidth />
        </StyledBuy>
      </StyledBody>
    </StyledCard>
  );
}
