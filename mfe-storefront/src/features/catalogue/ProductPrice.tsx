import type { Product } from '@marketplace/contracts';
import { Badge, formatPrice, VisuallyHidden } from '@marketplace/ui';
import styled from 'styled-components';
import { discountPercent } from '../../shared/format';

const StyledPriceRow = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
`;

const StyledPrice = styled.span<{ $large: boolean }>`
  font-size: ${({ theme, $large }) => ($large ? theme.fontSizes.display : theme.fontSizes.xl)};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  line-height: ${({ theme }) => theme.lineHeights.tight};
  color: ${({ theme }) => theme.colors.primary};
`;

const StyledWas = styled.s`
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/**
 * The resale price, large, with how far below its original price it sells, and the price before
 * the seller's last cut ("was Tk 1,200").
 */
export function ProductPrice({ product, large = false }: { product: Product; large?: boolean }) {
  const discount = discountPercent(product.orginalPrice, product.resellPrice);
  return (
    <StyledPriceRow>
      <StyledPrice $large={large}>
        <VisuallyHidden>Resale price </VisuallyHidden>
        {formatPrice(product.resellPrice)}
      </StyledPrice>
      {product.previousPrice !== null && product.previousPrice > product.resellPrice && (
        <StyledWas>was {formatPrice(product.previousPrice)}</StyledWas>
      )}
      {discount !== null && <Badge tone="success">{discount}% below new</Badge>}
    </StyledPriceRow>
  );
}
