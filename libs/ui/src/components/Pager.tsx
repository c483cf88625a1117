import { type FormEvent, useId, useState } from 'react';
import styled from 'styled-components';
import { media } from '../theme/theme';
import { type Noun, formatCount, formatCountOf } from '../utils/format';
import { Button } from './Button';
import { Spinner } from './Spinner';

const StyledPager = styled.nav`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  margin-top: ${({ theme }) => theme.space[4]};

  ${media.md} {
    flex-direction: row;
    align-items: center;
    justify-content: space-between;
  }
`;

const StyledRange = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.muted};
`;

const StyledControls = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
`;

const StyledJump = styled.form`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.text};
  white-space: nowrap;
`;

const StyledPageInput = styled.input`
  width: 5.5rem;
  min-height: 2rem;
  padding: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[2]};
  font: inherit;
  color: ${({ theme }) => theme.colors.text};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.md};

  &:focus-visible {
    outline: none;
    border-color: ${({ theme }) => theme.colors.focus};
    box-shadow: ${({ theme }) => theme.shadows.focus};
  }
`;

/** How many pages `total` items fill; an empty list still has its one (empty) page. */
export const pageCount = (total: number, pageSize: number): number =>
  Math.max(1, Math.ceil(total / pageSize));

export interface PagerProps {
  /** Names the navigation landmark: "Pages of users". */
  label: string;
  /** 1 for the first page. */
  pageNumber: number;
  pageSize: number;
  total: number;
  /** Lower case, after the total, in both forms: `{ one: 'user', other: 'users' }`. */
  noun: Noun;
  onPageChange: (pageNumber: number) => void;
  /** Another page is on its way; the current one stays on screen meanwhile. */
  loading?: boolean;
}

/**
 * Which items of a list are shown ("3 users" when they fit one page, "Showing 51–100 of 120
 * users" when not), and a way to any page: step by step, or straight to a page number, which
 * 100 000 users (2 000 pages) need. Nothing at all for an empty list.
 */
export function Pager({
  label,
  pageNumber,
  pageSize,
  total,
  noun,
  onPageChange,
  loading = false,
}: PagerProps) {
  if (total === 0) return null;
  const lastPage = pageCount(total, pageSize);
  const offset = (pageNumber - 1) * pageSize;
  const first = Math.min(total, offset + 1);
  const last = Math.min(total, offset + pageSize);
  return (
    <StyledPager aria-label={label}>
      <StyledRange aria-live="polite">
        {lastPage === 1
          ? formatCountOf(total, noun)
          : `Showing ${first === last ? formatCount(first) : `${formatCount(first)}–${formatCount(last)}`} of ${formatCountOf(total, noun)}`}
        {loading && <Spinner size="sm" label={`Loading page ${formatCount(pageNumber)}`} />}
      </StyledRange>
      {lastPage > 1 && (
        <StyledControls>
          <Button
            variant="secondary"
            size="sm"
            disabled={pageNumber <= 1}
            onClick={() => onPageChange(1)}
          >
            First
          </Button>
          <Button
            variant="secondary"
            size="sm"
            disabled={pageNumber <= 1}
            onClick={() => onPageChange(Math.min(pageNumber, lastPage) - 1)}
          >
            Previous
          </Button>
          {/* Keyed by the page, so the field shows the new number after any move. */}
          <PageJump
            key={pageNumber}
            pageNumber={pageNumber}
            lastPage={lastPage}
            onJump={onPageChange}
          />
          <Button
            variant="secondary"
            size="sm"
            disabled={pageNumber >= lastPage}
            onClick={() => onPageChange(pageNumber + 1)}
          >
            Next
          </Button>
          <Button
            variant="secondary"
            size="sm"
            disabled={pageNumber >= lastPage}
            onClick={() => onPageChange(lastPage)}
          >
            Last
          </Button>
        </StyledControls>
      )}
    </StyledPager>
  );
}

interface PageJumpProps {
  pageNumber: number;
  lastPage: number;
  onJump: (pageNumber: number) => void;
}

function PageJump({ pageNumber, lastPage, onJump }: PageJumpProps) {
  const inputId = useId();
  const [draft, setDraft] = useState(String(pageNumber));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const wanted = Math.trunc(Number(draft));
    if (Number.isFinite(wanted)) onJump(Math.min(Math.max(wanted, 1), lastPage));
  };
  return (
    <StyledJump onSubmit={submit}>
      <label htmlFor={inputId}>Page</label>
      <StyledPageInput
        id={inputId}
        type="number"
        inputMode="numeric"
        min={1}
        max={lastPage}
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
      />
      <span>of {formatCount(lastPage)}</span>
      <Button type="submit" variant="ghost" size="sm">
        Go
      </Button>
    </StyledJump>
  );
}
