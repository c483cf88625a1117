import { DEFAULT_PAGE_SIZE, type PageQuery } from '@marketplace/contracts';
import { Button } from '@marketplace/ui';
import { useEffect, useState } from 'react';
import styled from 'styled-components';

/** The page of a list being shown; lists start on their first page. */
export function usePage(limit = DEFAULT_PAGE_SIZE) {
  const [offset, setOffset] = useState(0);
  const page: PageQuery = { limit, offset };
  return { page, setOffset };
}

const StyledPager = styled.nav`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
  margin-top: ${({ theme }) => theme.space[4]};

  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

const StyledButtons = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[2]};
`;

export interface PagerProps {
  /** Names the navigation landmark, e.g. "My products pages". */
  label: string;
  page: PageQuery;
  total: number;
  onChange: (offset: number) => void;
}

/** Previous and Next for a list longer than one page; nothing at all for a short one. */
export function Pager({ label, page, total, onChange }: PagerProps) {
  const lastOffset = Math.max(0, Math.floor((total - 1) / page.limit) * page.limit);
  // Deleting the last row of the last page leaves that page empty: show the one before instead.
  useEffect(() => {
    if (page.offset > lastOffset) onChange(lastOffset);
  }, [page.offset, lastOffset, onChange]);

  if (total <= page.limit) return null;
  const first = page.offset + 1;
  const last = Math.min(page.offset + page.limit, total);
  return (
    <StyledPager aria-label={label}>
      <p>
        Showing {first}–{last} of {total}
      </p>
      <StyledButtons>
        <Button
          variant="secondary"
          size="sm"
          disabled={page.offset === 0}
          onClick={() => onChange(Math.max(0, page.offset - page.limit))}
        >
          Previous
        </Button>
        <Button
          variant="secondary"
          size="sm"
          disabled={page.offset >= lastOffset}
          onClick={() => onChange(page.offset + page.limit)}
        >
          Next
        </Button>
      </StyledButtons>
    </StyledPager>
  );
}
