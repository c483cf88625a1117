import type { ReactNode } from 'react';
import styled from 'styled-components';

/**
 * Two columns of photo-first cards on a phone, as the apps people use show them (SPEC.md's one
 * column put a single listing on each screen), and SPEC.md section 9's three once the space the
 * grid is given holds them: the whole width on a profile, beside the filters on a search.
 */
const StyledGridFrame = styled.div`
  container-type: inline-size;
`;

const StyledGrid = styled.ul<{ $refreshing: boolean }>`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
  opacity: ${({ $refreshing }) => ($refreshing ? 0.6 : 1)};
  transition: opacity ${({ theme }) => theme.transitions.normal};

  @container (min-width: 36rem) {
    grid-template-columns: repeat(3, minmax(0, 1fr));
    gap: ${({ theme }) => theme.space[5]};
  }
`;

export interface CardGridProps {
  label: string;
  /** The next page is loading while this one stays in view. */
  refreshing?: boolean;
  /** One `<li>` per card. */
  children: ReactNode;
}

/** The list every grid of listing cards is laid out in: search, category, profile, favourites. */
export function CardGrid({ label, refreshing = false, children }: CardGridProps) {
  return (
    <StyledGridFrame>
      <StyledGrid aria-label={label} aria-busy={refreshing || undefined} $refreshing={refreshing}>
        {children}
      </StyledGrid>
    </StyledGridFrame>
  );
}
