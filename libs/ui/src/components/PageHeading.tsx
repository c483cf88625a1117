import type { ReactNode } from 'react';
import styled from 'styled-components';
import { formatTotal } from '../utils/format';

const StyledHeader = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
  margin-bottom: ${({ theme }) => theme.space[6]};
`;

const StyledHeading = styled.h1`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xxl};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  color: ${({ theme }) => theme.colors.text};
`;

const StyledCount = styled.span`
  color: ${({ theme }) => theme.colors.muted};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;

export interface PageHeadingProps {
  children: ReactNode;
  /** The total SPEC.md shows in list headings, e.g. "All Sellers (12)". */
  count?: number;
  /** The count is a lower bound, where counting stopped: "(1,000+)". */
  countCapped?: boolean;
  actions?: ReactNode;
  /** 1 for a page's title; 2 when the page sits under a layout that already has one. */
  level?: 1 | 2;
  id?: string;
}

export function PageHeading({
  children,
  count,
  countCapped = false,
  actions,
  level = 1,
  id,
}: PageHeadingProps) {
  return (
    <StyledHeader>
      <StyledHeading as={level === 1 ? 'h1' : 'h2'} id={id}>
        {children}
        {count !== undefined && <StyledCount> ({formatTotal(count, countCapped)})</StyledCount>}
      </StyledHeading>
      {actions && <StyledActions>{actions}</StyledActions>}
    </StyledHeader>
  );
}
