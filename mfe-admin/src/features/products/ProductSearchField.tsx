import { TextField } from '@marketplace/ui';
import { type FormEvent, useEffect, useState } from 'react';
import styled from 'styled-components';

/** Long enough to finish a word, short enough to feel live. */
export const SEARCH_DELAY_MS = 300;

/** The API's limit on a search. */
const SEARCH_MAX_LENGTH = 120;

const StyledSearch = styled.form`
  max-width: 24rem;
`;

interface ProductSearchFieldProps {
  search: string;
  onSearch: (search: string) => void;
}

/** Searches as the admin types (after a short pause), or at once on Enter. */
export function ProductSearchField({ search, onSearch }: ProductSearchFieldProps) {
  const [draft, setDraft] = useState(search);

  useEffect(() => {
    if (draft.trim() === search) return;
    const timer = setTimeout(() => onSearch(draft), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [draft, search, onSearch]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(draft);
  };

  return (
    <StyledSearch role="search" onSubmit={submit}>
      <TextField
        type="search"
        label="Search by product name"
        value={draft}
        maxLength={SEARCH_MAX_LENGTH}
        onChange={(event) => setDraft(event.target.value)}
      />
    </StyledSearch>
  );
}
