import type { Product } from '@marketplace/contracts';
import { RatingSummary, VerifiedBadge } from '@marketplace/ui';
import { Link } from '@marketplace/routing';
import styled from 'styled-components';

const StyledSeller = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.muted};

  a {
    color: ${({ theme }) => theme.colors.text};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;

/**
 * "Sold by <name>", the name leading to the seller's profile, with SPEC.md's verified badge when
 * an administrator verified the seller and their rating once they have one ("4.8 ★ (12)").
 */
export function SellerName({
  product,
}: {
  product: Pick<
    Product,
    'SallerName' | 'sellerId' | 'verify' | 'sellerRating' | 'sellerRatingCount'
  >;
}) {
  return (
    <StyledSeller>
      <span>
        Sold by <Link to={`/sellers/${product.sellerId}`}>{product.SallerName}</Link>
      </span>
      {product.verify && <VerifiedBadge />}
      <RatingSummary rating={product.sellerRating} count={product.sellerRatingCount} />
    </StyledSeller>
  );
}
