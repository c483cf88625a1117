import { Badge, formatPrice } from '@marketplace/ui';
import styled from 'styled-components';

const StyledProduct = styled.span`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  min-width: 12rem;
`;

const StyledThumbnail = styled.img`
  flex: none;
  width: 3rem;
  height: 3rem;
  object-fit: cover;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceMuted};
`;

const StyledLines = styled.span`
  display: flex;
  flex-direction: column;
  gap: 0.125rem;
  min-width: 0;
`;

const StyledName = styled.span`
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.text};
`;

const StyledDetail = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.muted};
`;

interface ProductSummaryProps {
  name: string;
  image: string;
  location: string;
}

/** A product's picture, name and location: the Product cell of the product tables. */
export function ProductSummary({ name, image, location }: ProductSummaryProps) {
  return (
    <StyledProduct>
      {/* The name is written beside it, so the picture adds nothing for a screen reader. */}
      <StyledThumbnail src={image} alt="" loading="lazy" decoding="async" />
      <StyledLines>
        <StyledName>{name}</StyledName>
        <StyledDetail>{location}</StyledDetail>
      </StyledLines>
    </StyledProduct>
  );
}

const StyledPrice = styled.span`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[1]};
  white-space: nowrap;
`;

interface PriceSummaryProps {
  resellPrice: number;
  orginalPrice: number;
}

/** SPEC.md's Price cell: the resale price, and a badge with the price when new. */
export function PriceSummary({ resellPrice, orginalPrice }: PriceSummaryProps) {
  return (
    <StyledPrice>
      <StyledName>{formatPrice(resellPrice)}</StyledName>
      <Badge>Original {formatPrice(orginalPrice)}</Badge>
    </StyledPrice>
  );
}
