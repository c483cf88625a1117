import type { ProductSearchParams } from '@marketplace/api-client';
import { useCategories } from '@marketplace/api-client';
import { PRODUCT_CONDITIONS, type ProductSort } from '@marketplace/contracts';
import { Button, SelectField, TextField, media } from '@marketplace/ui';
import type { FormEvent } from 'react';
import styled from 'styled-components';

const SORT_LABELS: Record<ProductSort, string> = {
  relevance: 'Best match',
  newest: 'Newest first',
  price_asc: 'Price: low to high',
  price_desc: 'Price: high to low',
};

const StyledForm = styled.form`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space[3]};
  align-items: end;
  margin-bottom: ${({ theme }) => theme.space[6]};
  padding: ${({ theme }) => theme.space[4]};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};

  ${media.md} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
`;

const StyledWide = styled.div`
  grid-column: 1 / -1;

  ${media.md} {
    grid-column: span 2;
  }
`;

const StyledCheck = styled.label`
  display: flex;
  gap: ${({ theme }) => theme.space[2]};
  align-items: center;
  min-height: 2.75rem;
  font-weight: ${({ theme }) => theme.fontWeights.medium};

  input {
    width: 1.25rem;
    height: 1.25rem;
    accent-color: ${({ theme }) => theme.colors.primary};
  }
`;

const StyledButtons = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[2]};
  grid-column: 1 / -1;
  justify-content: flex-end;
`;

export interface SearchFiltersProps {
  search: ProductSearchParams;
  onChange: (search: ProductSearchParams) => void;
  /** On a category's page the category is the page's own; no select for it. */
  fixedCategory?: string;
}

/**
 * Words, filters and sort of a search. Typed filters apply with "Apply filters" (or Enter); the
 * sort applies as soon as it is picked, together with whatever the other fields hold. Everything
 * lives in the address (useSearchInUrl).
 */
export function SearchFilters({ search, onChange, fixedCategory }: SearchFiltersProps) {
  const categories = useCategories();
  const sorts: ProductSort[] = search.q
    ? ['relevance', 'newest', 'price_asc', 'price_desc']
    : ['newest', 'price_asc', 'price_desc'];

  /** What the form holds now, typed but not yet applied included. */
  function searchIn(form: HTMLFormElement): ProductSearchParams {
    const fields = new FormData(form);
    const text = (name: string) => String(fields.get(name) ?? '').trim() || undefined;
    const q = text('q');
    const sort = text('sort') as ProductSort | undefined;
    return {
      q,
      category: fixedCategory ? undefined : text('category'),
      minPrice: text('minPrice'),
      maxPrice: text('maxPrice'),
      location: text('location'),
      condition: text('condition') as ProductSearchParams['condition'],
      verifiedOnly: fields.get('verifiedOnly') === 'on' || undefined,
      // The list's own order (best match with words, newest without) stays out of the address
      // (best match needs words, and is the order of any search with words).
      sort: sort === 'relevance' || (!q && sort === 'newest') ? undefined : sort,
    };
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onChange(searchIn(event.currentTarget));
  }

  return (
    // Keyed on the search, so Back and a new navbar search refill the fields.
    <StyledForm
      key={JSON.stringify(search)}
      role="search"
      aria-label="Filter and sort"
      onSubmit={handleSubmit}
    >
      <StyledWide>
        <TextField
          label="Search for"
          name="q"
          type="search"
          defaultValue={search.q ?? ''}
          maxLength={100}
        />
      </StyledWide>
      {fixedCategory ? null : (
        <SelectField
          label="Category"
          name="category"
          defaultValue={search.category ?? ''}
          options={[
            { value: '', label: 'Any category' },
            ...(categories.data?.items ?? []).map(({ name }) => ({ value: name, label: name })),
          ]}
        />
      )}
      <SelectField
        label="Condition"
        name="condition"
        defaultValue={search.condition ?? ''}
        options={[
          { value: '', label: 'Any condition' },
          ...PRODUCT_CONDITIONS.map((condition) => ({ value: condition, label: condition })),
        ]}
      />
      <TextField
        label="Lowest price (Tk)"
        name="minPrice"
        type="number"
        min={0}
        inputMode="numeric"
        defaultValue={search.minPrice ?? ''}
      />
      <TextField
        label="Highest price (Tk)"
        name="maxPrice"
        type="number"
        min={0}
        inputMode="numeric"
        defaultValue={search.maxPrice ?? ''}
      />
      <TextField
        label="Location"
        name="location"
        defaultValue={search.location ?? ''}
        maxLength={120}
      />
      <SelectField
        label="Sort by"
        name="sort"
        value={search.sort ?? sorts[0]}
        // With everything else the form holds: a price typed a moment ago is not thrown away.
        onChange={(event) => event.target.form && onChange(searchIn(event.target.form))}
        options={sorts.map((sort) => ({ value: sort, label: SORT_LABELS[sort] }))}
      />
      <StyledCheck>
        <input type="checkbox" name="verifiedOnly" defaultChecked={search.verifiedOnly ?? false} />
        Verified sellers only
      </StyledCheck>
      <StyledButtons>
        <Button type="submit">Apply filters</Button>
      </StyledButtons>
    </StyledForm>
  );
}
