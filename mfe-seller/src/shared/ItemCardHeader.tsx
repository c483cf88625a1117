import type { ReactNode } from 'react';
import styled from 'styled-components';

const StyledHeader = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[3]};

  h2 {
    flex: 1;
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.md};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    line-height: ${({ theme }) => theme.lineHeights.tight};
  }
`;

export interface ItemCardHeaderProps {
  picture: ReactNode;
  /** The item's name, a heading under the page's own. */
  title: ReactNode;
  /** Beside the title, such as a status badge. */
  aside?: ReactNode;
}

/** The top of a product's or an order's card on a phone (a `RowCard` from the shared UI). */
export function ItemCardHeader({ picture, title, aside }: ItemCardHeaderProps) {
  return (
    <StyledHeader>
      {picture}
      <h2>{title}</h2>
      {aside}
    </StyledHeader>
  );
}
