import { SEARCH_QUERY_MAX_LENGTH } from '@marketplace/contracts';
import { VisuallyHidden, formText, media } from '@marketplace/ui';
import type { FormEvent } from 'react';
import { useLocation, useNavigate } from '@marketplace/routing';
import styled from 'styled-components';

/** A row of its own under the bar on phones; between the links and the account from md up. */
const StyledForm = styled.form`
  display: flex;
  flex: 1 1 100%;
  order: 1;
  min-width: 0;

  label {
    display: flex;
    flex: 1;
    min-width: 0;
  }

  input {
    flex: 1;
    min-width: 0;
    min-height: 2.75rem;
    padding: 0 ${({ theme }) => theme.space[3]};
    font: inherit;
    color: ${({ theme }) => theme.colors.text};
    background: ${({ theme }) => theme.colors.surface};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-right: 0;
    border-radius: ${({ theme }) => theme.radii.md} 0 0 ${({ theme }) => theme.radii.md};

    &:focus-visible {
      outline: none;
      box-shadow: ${({ theme }) => theme.shadows.focus};
    }
  }

  button {
    display: inline-grid;
    place-items: center;
    width: 2.75rem;
    color: ${({ theme }) => theme.colors.onPrimary};
    background: ${({ theme }) => theme.colors.primary};
    border: 0;
    border-radius: 0 ${({ theme }) => theme.radii.md} ${({ theme }) => theme.radii.md} 0;
    cursor: pointer;

    &:focus-visible {
      outline: none;
      box-shadow: ${({ theme }) => theme.shadows.focus};
    }
  }

  ${media.md} {
    flex: 1 1 16rem;
    order: 0;
    max-width: 28rem;
  }
`;

function SearchIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <circle cx="11" cy="11" r="6.5" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="m16 16 4.5 4.5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

/**
 * The search box on every page. The shell hosts it; the results page (`/search?q=…`) belongs to
 * the storefront. On the results page, the words shown are the page's own.
 */
export function NavbarSearch() {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const current = pathname === '/search' ? (new URLSearchParams(search).get('q') ?? '') : '';

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const words = formText(new FormData(event.currentTarget), 'q').trim();
    void navigate(words ? `/search?${new URLSearchParams({ q: words })}` : '/search');
  }

  return (
    <StyledForm role="search" aria-label="Site" onSubmit={handleSubmit} key={current}>
      <label>
        <VisuallyHidden>Search listings</VisuallyHidden>
        <input
          type="search"
          name="q"
          placeholder="Search listings"
          defaultValue={current}
          maxLength={SEARCH_QUERY_MAX_LENGTH}
          enterKeyHint="search"
        />
      </label>
      <button type="submit">
        <SearchIcon />
        <VisuallyHidden>Search</VisuallyHidden>
      </button>
    </StyledForm>
  );
}
