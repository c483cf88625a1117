import { media } from '@marketplace/ui';
import { Link } from '@marketplace/routing';
import styled from 'styled-components';

const StyledLogo = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  color: ${({ theme }) => theme.colors.primary};
  text-decoration: none;
  border-radius: ${({ theme }) => theme.radii.sm};

  &:focus-visible {
    outline: none;
    box-shadow: ${({ theme }) => theme.shadows.focus};
  }
`;

/** On phones the mark alone, leaving the bar's width to Home, Blog and the account. */
const StyledName = styled.span`
  display: none;

  ${media.sm} {
    display: inline;
  }
`;

/** Two arrows in a circle: goods going round to a second owner. */
function LogoMark() {
  return (
    <svg width="28" height="28" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <circle cx="16" cy="16" r="15" fill="currentColor" />
      <path
        d="M10 13a6.5 6.5 0 0 1 11.3-3.2M22 19a6.5 6.5 0 0 1-11.3 3.2"
        fill="none"
        stroke="#fff"
        strokeWidth="2.4"
        strokeLinecap="round"
      />
      <path d="m22.8 6.8-.6 4.6-4.4-1.4zM9.2 25.2l.6-4.6 4.4 1.4z" fill="#fff" />
    </svg>
  );
}

export function Logo() {
  return (
    <StyledLogo to="/" aria-label="Marketplace home">
      <LogoMark />
      <StyledName>Marketplace</StyledName>
    </StyledLogo>
  );
}
