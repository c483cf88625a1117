import { Button, Spinner, formatCount, media } from '@marketplace/ui';
import { type FormEvent, useId, useState } from 'react';
import styled from 'styled-components';
import { type Paging, pageCount } from './use-paging';

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

export interface PagerProps {
  paging: Paging;
  total: number;
  /** Plural, lower case: "users". */
  noun: string;
  /** Another page is on its way; the current one stays on screen meanwhile. */
  loading: boolean;
}

/**
 * Which rows are shown, and a way to any page: step by step, or straight to a page number, which
 * 100 000 users (2 000 pages) need.
 */
export function Pager({ paging, total, noun, loading }: PagerProps) {
  const { pageNumber, query, goTo } = paging;
  const lastPage = pageCount(total, query.limit);
  const first = Math.min(total, query.offset + 1);
  const last = Math.min(total, query.offset + query.limit);
  return (
    <StyledPager aria-label={`Pages of ${noun}`}>
      <StyledRange aria-live="polite">
        Showing {formatCount(first)}–{formatCount(last)} of {formatCount(total)} {noun}
        {loading && <Spinner size="sm" label={`Loading page ${formatCount(pageNumber)}`} />}
      </StyledRange>
      {lastPage > 1 && (
        <StyledControls>
          <Button variant="secondary" size="sm" disabled={pageNumber <= 1} onClick={() => goTo(1)}>
            First
          </Button>
          <Button
            variant="secondary"
            size="sm"
            disabled={pageNumber <= 1}
            onClick={() => goTo(Math.min(pageNumber, lastPage) - 1)}
          >
            Previous
          </Button>
          {/* Keyed by the page, so the field shows the new number after any move. */}
          <PageJump key={pageNumber} pageNumber={pageNumber} lastPage={lastPage} onJump={goTo} />
          <Button
            variant="secondary"
            size="sm"
            disabled={pageNumber >= lastPage}
            onClick={() => goTo(pageNumber + 1)}
          >
            Next
          </Button>
          <Button
            variant="secondary"
            size="sm"
            disabled={pageNumber >= lastPage}
            onClick={() => goTo(lastPage)}
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
