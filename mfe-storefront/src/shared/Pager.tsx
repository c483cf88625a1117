import { Button } from '@marketplace/ui';
import styled from 'styled-components';
import { ChevronLeftIcon, ChevronRightIcon } from './icons';

const StyledPager = styled.nav`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space[3]};
  margin-top: ${({ theme }) => theme.space[8]};
`;

const StyledPosition = styled.p`
  margin: 0;
  min-width: 8rem;
  text-align: center;
  color: ${({ theme }) => theme.colors.muted};
`;

export interface PagerProps {
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
  /** What is paged, for the navigation's name: "Product pages". */
  label: string;
}

/** Previous and Next around "Page 2 of 5"; nothing at all when everything fits on one page. */
export function Pager({ page, pageCount, onPageChange, label }: PagerProps) {
  if (pageCount <= 1) return null;
  return (
    <StyledPager aria-label={label}>
      <Button variant="secondary" disabled={page <= 1} onClick={() => onPageChange(page - 1)}>
        <ChevronLeftIcon />
        Previous
      </Button>
      <StyledPosition aria-live="polite">
        Page {page} of {pageCount}
      </StyledPosition>
      <Button
        variant="secondary"
        disabled={page >= pageCount}
        onClick={() => onPageChange(page + 1)}
      >
        Next
        <ChevronRightIcon />
      </Button>
    </StyledPager>
  );
}
