import type { ReactNode } from 'react';
import styled from 'styled-components';

const StyledSummary = styled.span`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  min-width: 12rem;
`;

const StyledLines = styled.span`
  display: flex;
  flex-direction: column;
  gap: 0.125rem;
  min-width: 0;
`;

const StyledName = styled.span`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.text};
`;

const StyledDetail = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.muted};
`;

interface RowSummaryProps {
  /** Decorative: the name beside it says who or what the row is. */
  picture: ReactNode;
  /** The name, and any badge after it. */
  name: ReactNode;
  detail: ReactNode;
}

/** A picture beside a name and a line of detail: what names a row of an account or product table. */
export function RowSummary({ picture, name, detail }: RowSummaryProps) {
  return (
    <StyledSummary>
      {picture}
      <StyledLines>
        <StyledName>{name}</StyledName>
        <StyledDetail>{detail}</StyledDetail>
      </StyledLines>
    </StyledSummary>
  );
}
