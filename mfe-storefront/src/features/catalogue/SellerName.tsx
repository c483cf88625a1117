import { VerifiedBadge } from '@marketplace/ui';
import styled from 'styled-components';

const StyledSeller = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.muted};

  strong {
    color: ${({ theme }) => theme.colors.text};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;

/** "Sold by <name>", with SPEC.md's verified badge when an administrator verified the seller. */
export function SellerName({ name, verified }: { name: string; verified: boolean }) {
  return (
    <StyledSeller>
      <span>
        Sold by <strong>{name}</strong>
      </span>
      {verified && <VerifiedBadge />}
    </StyledSeller>
  );
}
