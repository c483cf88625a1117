import { apiErrorMessage, useSaveSearch } from '@marketplace/api-client';
import { useCurrentUser } from '@marketplace/auth';
import {
  type ProductSearchParams,
  SAVED_SEARCH_NAME_MAX_LENGTH,
  searchRequestOf,
} from '@marketplace/contracts';
import { Button, Modal, TextField, toast } from '@marketplace/ui';
import { type FormEvent, useState } from 'react';
import styled from 'styled-components';

const StyledForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
`;

const StyledFooter = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  justify-content: flex-end;
`;

/**
 * What a saved search is called unless its owner says otherwise: its words, or its category, and
 * the place it is near.
 */
const suggestedName = (search: ProductSearchParams) =>
  [
    [search.q, search.category].filter(Boolean).join(' in '),
    search.near && `near ${search.placeName ?? 'me'}`,
  ]
    .filter(Boolean)
    .join(' ')
    .slice(0, SAVED_SEARCH_NAME_MAX_LENGTH);

/** Whether the search has words or a filter: a search of everything cannot be saved. */
const isNarrowed = ({ sort: _sort, placeName: _shownOnly, ...search }: ProductSearchParams) =>
  Object.values(search).some((value) => value !== undefined && value !== '' && value !== false);

/**
 * "Save this search" on the search and category pages, for signed-in visitors: names the search
 * in a dialog and keeps it, so new listings that match are announced.
 */
export function SaveSearchButton({ search }: { search: ProductSearchParams }) {
  const viewer = useCurrentUser();
  const [open, setOpen] = useState(false);
  if (!viewer || !isNarrowed(search)) return null;
  return (
    <>
      <Button variant="secondary" size="sm" onClick={() => setOpen(true)}>
        Save this search
      </Button>
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        title="Save this search"
        description="We tell you when a new listing matches it: here at once, and by email at most once a day."
        size="sm"
      >
        <SaveSearchForm search={search} onDone={() => setOpen(false)} />
      </Modal>
    </>
  );
}

function SaveSearchForm({ search, onDone }: { search: ProductSearchParams; onDone: () => void }) {
  const [name, setName] = useState(() => suggestedName(search));
  const [error, setError] = useState<string | null>(null);
  const save = useSaveSearch();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) return setError('Give the search a name.');
    setError(null);
    // The search's own request, as the results page sends it: the point and radius are kept.
    save.mutate(
      { name: name.trim(), query: searchRequestOf(search) },
      {
        onSuccess: () => {
          onDone();
          toast.success('Search saved. Find it under Saved searches in your dashboard.');
        },
        onError: (failure) => setError(apiErrorMessage(failure)),
      },
    );
  };

  return (
    <StyledForm onSubmit={submit} noValidate>
      <TextField
        label="Name"
        value={name}
        maxLength={SAVED_SEARCH_NAME_MAX_LENGTH}
        required
        error={error}
        onChange={(event) => setName(event.target.value)}
      />
      <StyledFooter>
        <Button type="button" variant="secondary" onClick={onDone} disabled={save.isPending}>
          Cancel
        </Button>
        <Button type="submit" loading={save.isPending}>
          Save
        </Button>
      </StyledFooter>
    </StyledForm>
  );
}
