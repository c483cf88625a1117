import { useCategories } from '@marketplace/api-client';
import {
  PRODUCT_CONDITIONS,
  type ProductSearchParams,
  type ProductSort,
} from '@marketplace/contracts';
import {
  Button,
  Modal,
  SelectField,
  TextField,
  VisuallyHidden,
  controlStyles,
  media,
  formText,
} from '@marketplace/ui';
import { type FormEvent, type ReactNode, type Ref, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { NearFilter } from './NearFilter';

const SORT_LABELS: Record<ProductSort, string> = {
  relevance: 'Best match',
  newest: 'Newest first',
  price_asc: 'Price: low to high',
  price_desc: 'Price: high to low',
  distance: 'Nearest first',
};

const StyledToolbar = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[3]};
  align-items: center;
  justify-content: space-between;
  margin-bottom: ${({ theme }) => theme.space[4]};

  ${media.lg} {
    justify-content: flex-end;
  }
`;

/** The phone's way to the filters; the laptop has them in a column instead. */
const StyledFiltersButton = styled(Button)`
  ${media.lg} {
    display: none;
  }
`;

const StyledCount = styled.span`
  display: inline-grid;
  place-items: center;
  min-width: 1.5rem;
  height: 1.5rem;
  padding: 0 ${({ theme }) => theme.space[1]};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.onPrimary};
  background: ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radii.pill};
`;

const StyledSort = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[2]};
  align-items: center;
  min-width: 0;

  label {
    flex: none;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }

  select {
    ${controlStyles}
    width: auto;
    min-width: 0;
  }
`;

const StyledColumns = styled.div`
  ${media.lg} {
    display: grid;
    grid-template-columns: 15rem minmax(0, 1fr);
    gap: ${({ theme }) => theme.space[6]};
    align-items: start;
  }
`;

const StyledColumn = styled.div`
  display: none;

  ${media.lg} {
    display: block;
    padding: ${({ theme }) => theme.space[4]};
    background: ${({ theme }) => theme.colors.surface};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.lg};
  }
`;

const StyledForm = styled.form`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space[3]};
  align-items: end;
`;

const StyledWide = styled.div`
  grid-column: 1 / -1;
`;

const StyledCheck = styled.label`
  display: flex;
  grid-column: 1 / -1;
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
  grid-column: 1 / -1;
  gap: ${({ theme }) => theme.space[2]};
  justify-content: flex-end;
`;

/**
 * Best match needs words; with them it is the order anyway: neither goes in the address. Nearest
 * first needs a point.
 */
const sortToKeep = (search: ProductSearchParams, sort: ProductSort | undefined) => {
  if (sort === 'distance' && !search.near) return undefined;
  return sort === 'relevance' || (!search.q && sort === 'newest') ? undefined : sort;
};

/** The filters a visitor set (not the words, not the page's own category, not the sort). */
export function activeFilterCount(search: ProductSearchParams, fixedCategory?: string): number {
  const set = [
    fixedCategory ? undefined : search.category,
    search.condition,
    search.minPrice,
    search.maxPrice,
    search.location,
    search.verifiedOnly,
    search.near,
  ];
  return set.filter((value) => value !== undefined && value !== '').length;
}

interface FilterFormProps {
  search: ProductSearchParams;
  fixedCategory: string | undefined;
  /** The whole search, the form's fields with the sort in the address. */
  onApply: (search: ProductSearchParams) => void;
  onClear: () => void;
  formRef?: Ref<HTMLFormElement>;
}

/** What a filter form holds now, typed but not yet applied included. */
function filtersIn(form: HTMLFormElement, fixedCategory: string | undefined): ProductSearchParams {
  const fields = new FormData(form);
  const text = (name: string) => formText(fields, name).trim() || undefined;
  return {
    q: text('q'),
    category: fixedCategory ? undefined : text('category'),
    minPrice: text('minPrice'),
    maxPrice: text('maxPrice'),
    location: text('location'),
    condition: text('condition') as ProductSearchParams['condition'],
    verifiedOnly: fields.get('verifiedOnly') === 'on' || undefined,
    // The radius and the place's name mean something only with a point.
    ...(text('near')
      ? { near: text('near'), radiusKm: text('radiusKm'), placeName: text('placeName') }
      : {}),
  };
}

/** The words and filters, applied together with "Apply filters" (or Enter). */
function FilterForm({ search, fixedCategory, onApply, onClear, formRef }: FilterFormProps) {
  const categories = useCategories();

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const filters = filtersIn(event.currentTarget, fixedCategory);
    onApply({ ...filters, sort: sortToKeep(filters, search.sort) });
  }

  function searchNearMe(form: HTMLFormElement | null, near: string) {
    const filters = form ? filtersIn(form, fixedCategory) : search;
    onApply({ ...filters, near, placeName: undefined, sort: 'distance' });
  }

  return (
    // Keyed on the search, so Back and a new navbar search refill the fields.
    <StyledForm
      key={JSON.stringify(search)}
      ref={formRef}
      role="search"
      aria-label="Filters"
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
        <StyledWide>
          <SelectField
            label="Category"
            name="category"
            defaultValue={search.category ?? ''}
            options={[
              { value: '', label: 'Any category' },
              ...(categories.data?.items ?? []).map(({ name }) => ({ value: name, label: name })),
            ]}
          />
        </StyledWide>
      )}
      <StyledWide>
        <SelectField
          label="Condition"
          name="condition"
          defaultValue={search.condition ?? ''}
          options={[
            { value: '', label: 'Any condition' },
            ...PRODUCT_CONDITIONS.map((condition) => ({ value: condition, label: condition })),
          ]}
        />
      </StyledWide>
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
      <StyledWide>
        <TextField
          label="Location"
          name="location"
          defaultValue={search.location ?? ''}
          maxLength={120}
        />
      </StyledWide>
      <NearFilter
        near={search.near}
        placeName={search.placeName}
        radiusKm={search.radiusKm}
        onNearMe={(near, form) => searchNearMe(form, near)}
      />
      <StyledCheck>
        <input type="checkbox" name="verifiedOnly" defaultChecked={search.verifiedOnly ?? false} />
        Verified sellers only
      </StyledCheck>
      <StyledButtons>
        <Button type="button" variant="ghost" onClick={onClear}>
          Clear
        </Button>
        <Button type="submit">Apply filters</Button>
      </StyledButtons>
    </StyledForm>
  );
}

export interface SearchFiltersProps {
  search: ProductSearchParams;
  onChange: (search: ProductSearchParams) => void;
  /** On a category's page the category is the page's own; no select for it. */
  fixedCategory?: string;
  /** The results, beside the filter column on a laptop, under the toolbar on a phone. */
  children: ReactNode;
}

/**
 * A search's filters and sort around its results. The sort is its own control above the
 * results and applies at once; the filters sit in a column on a laptop and behind a "Filters"
 * button (with how many are set) on a phone, whose sheet applies or clears them. Filters and
 * sort live in the address together (useSearchInUrl): changing one never drops the other, and
 * the sort takes along a price typed in the column a moment before.
 */
export function SearchFilters({ search, onChange, fixedCategory, children }: SearchFiltersProps) {
  const [sheetOpen, setSheetOpen] = useState(false);
  const columnForm = useRef<HTMLFormElement>(null);
  const sortId = useId();
  const sorts: ProductSort[] = [
    ...(search.q ? (['relevance'] as const) : []),
    ...(search.near ? (['distance'] as const) : []),
    'newest',
    'price_asc',
    'price_desc',
  ];
  const active = activeFilterCount(search, fixedCategory);

  function changeSort(sort: ProductSort) {
    const filters = columnForm.current ? filtersIn(columnForm.current, fixedCategory) : search;
    onChange({ ...filters, sort: sortToKeep(filters, sort) });
  }

  const apply = (next: ProductSearchParams) => {
    setSheetOpen(false);
    onChange(next);
  };
  // The words and the sort stay: they are not filters.
  const clear = () => apply({ q: search.q, sort: search.sort });

  return (
    <>
      <StyledToolbar>
        <StyledFiltersButton variant="secondary" onClick={() => setSheetOpen(true)}>
          Filters
          {active > 0 && (
            <>
              <StyledCount aria-hidden="true">{active}</StyledCount>
              <VisuallyHidden> ({active} set)</VisuallyHidden>
            </>
          )}
        </StyledFiltersButton>
        <StyledSort>
          <label htmlFor={sortId}>Sort by</label>
          <select
            id={sortId}
            value={search.sort ?? (search.q ? 'relevance' : 'newest')}
            onChange={(event) => changeSort(event.target.value as ProductSort)}
          >
            {sorts.map((sort) => (
              <option key={sort} value={sort}>
                {SORT_LABELS[sort]}
              </option>
            ))}
          </select>
        </StyledSort>
      </StyledToolbar>
      <StyledColumns>
        <StyledColumn>
          <FilterForm
            formRef={columnForm}
            search={search}
            fixedCategory={fixedCategory}
            onApply={apply}
            onClear={clear}
          />
        </StyledColumn>
        <div>{children}</div>
      </StyledColumns>
      <Modal open={sheetOpen} onClose={() => setSheetOpen(false)} title="Filters">
        <FilterForm search={search} fixedCategory={fixedCategory} onApply={apply} onClear={clear} />
      </Modal>
    </>
  );
}
