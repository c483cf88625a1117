import { type ListPage, apiErrorMessage } from '@marketplace/api-client';
import {
  Button,
  EmptyState,
  Loader,
  PageHeading,
  Pager,
  RowCard,
  RowCards,
  Table,
  type TableColumn,
  type Noun,
  pageCount,
  useIsPhone,
} from '@marketplace/ui';
import type { UseQueryResult } from '@tanstack/react-query';
import { Fragment, type ReactNode, useEffect, useId } from 'react';
import styled from 'styled-components';
import type { Paging } from './use-paging';

const StyledToolbar = styled.div`
  margin-bottom: ${({ theme }) => theme.space[4]};
`;

const StyledErrorPanel = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
  margin-bottom: ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => theme.space[4]};
  color: ${({ theme }) => theme.colors.danger};
  background: ${({ theme }) => theme.colors.dangerSoft};
  border: 1px solid ${({ theme }) => theme.colors.danger};
  border-radius: ${({ theme }) => theme.radii.lg};

  p {
    margin: 0;
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }
`;

// While the next page loads, the current one stays readable but visibly stale.
const StyledTableArea = styled.div<{ $stale: boolean }>`
  opacity: ${({ $stale }) => ($stale ? 0.6 : 1)};
  transition: opacity ${({ theme }) => theme.transitions.normal};
`;

/** A column, and what becomes of it on a phone, where each row is a card (see ColumnCards). */
export interface PagedColumn<Row> extends TableColumn<Row> {
  /** `actions`: at the card's foot. `hidden`: left out. Otherwise a fact labelled by `header`. */
  onPhone?: 'actions' | 'hidden';
  /** The fact's label when `header` is not plain words. */
  phoneLabel?: string;
}

export interface PagedTableProps<Row extends { _id: string }> {
  /** The page's heading, e.g. "All Sellers"; the total follows it once known. */
  title: string;
  /** Lower case, both forms: `{ one: 'seller', other: 'sellers' }`. Names the waits, failures and pages. */
  noun: Noun;
  query: UseQueryResult<ListPage<Row>>;
  /** Page numbers in the address; or else `pager`, for a list that pages otherwise (by keyset). */
  paging: Paging | { pager: ReactNode };
  columns: readonly PagedColumn<Row>[];
  /** Shown instead of the table when the list is empty, e.g. SPEC.md's 'No Reports Found'. */
  emptyMessage: ReactNode;
  /** Controls that shape the list, such as a search field, between heading and table. */
  toolbar?: ReactNode;
  /** 2 for a second list below the page's own (the reported reviews under Report Items). */
  headingLevel?: 1 | 2;
}

/**
 * The one way every admin list is shown: its heading and total, then a spinner, a failure with a
 * retry, an empty message, or a page of the table (of cards, on a phone) with a pager. The list is read a page at a
 * time (`limit`/`offset`, total from `X-Total-Count`), so 100 000 rows cost no more than 50.
 */
export function PagedTable<Row extends { _id: string }>({
  title,
  noun,
  query,
  paging,
  columns,
  emptyMessage,
  toolbar,
  headingLevel = 1,
}: PagedTableProps<Row>) {
  const headingId = useId();
  const isPhone = useIsPhone();
  const { data, isPending, isError, error, isPlaceholderData, refetch } = query;
  const total = data?.total ?? 0;
  const numbered = 'goTo' in paging ? paging : null;
  const lastPage = numbered ? pageCount(total, numbered.query.limit) : 1;
  const beyondTheEnd =
    numbered !== null && data !== undefined && !isPlaceholderData && numbered.pageNumber > lastPage;
  const goTo = numbered?.goTo;

  // Deleting the last row of the last page, or an old link, leaves the page past the end.
  useEffect(() => {
    if (beyondTheEnd) goTo?.(lastPage, { replace: true });
  }, [beyondTheEnd, goTo, lastPage]);

  const failure = isError && (
    <StyledErrorPanel role="alert">
      <p>
        Could not load the {noun.other}: {apiErrorMessage(error)}
      </p>
      <Button variant="secondary" size="sm" onClick={() => void refetch()}>
        Try again
      </Button>
    </StyledErrorPanel>
  );

  let body: ReactNode = null;
  if ((!data && isPending) || beyondTheEnd) body = <Loader label={`Loading ${noun.other}`} />;
  else if (data && total === 0) body = <EmptyState message={emptyMessage} />;
  else if (data)
    body = (
      <>
        <StyledTableArea $stale={isPlaceholderData} aria-busy={isPlaceholderData}>
          {isPhone ? (
            <ColumnCards label={title} columns={columns} rows={data.items} />
          ) : (
            <Table
              caption={title}
              captionHidden
              columns={columns}
              rows={data.items}
              rowKey={(row) => row._id}
            />
          )}
        </StyledTableArea>
        {numbered ? (
          <Pager
            label={`Pages of ${noun.other}`}
            pageNumber={numbered.pageNumber}
            pageSize={numbered.query.limit}
            total={total}
            noun={noun}
            onPageChange={numbered.goTo}
            loading={isPlaceholderData}
          />
        ) : (
          'pager' in paging && paging.pager
        )}
      </>
    );

  return (
    <section aria-labelledby={headingId}>
      <PageHeading
        id={headingId}
        level={headingLevel}
        count={total > 0 ? total : undefined}
        countCapped={data?.capped}
      >
        {title}
      </PageHeading>
      {toolbar && <StyledToolbar>{toolbar}</StyledToolbar>}
      {failure}
      {body}
    </section>
  );
}

interface ColumnCardsProps<Row extends { _id: string }> {
  label: string;
  columns: readonly PagedColumn<Row>[];
  rows: readonly Row[];
}

/**
 * The page's rows as cards, each column placed as its `onPhone` says: the row header on top, the
 * other columns as labelled facts, and the action columns at the foot.
 */
function ColumnCards<Row extends { _id: string }>({ label, columns, rows }: ColumnCardsProps<Row>) {
  const title = columns.find((column) => column.rowHeader);
  const facts = columns.filter((column) => !column.rowHeader && column.onPhone === undefined);
  const actions = columns.filter((column) => column.onPhone === 'actions');
  return (
    <RowCards label={label}>
      {rows.map((row, index) => (
        <RowCard
          key={row._id}
          header={title?.cell(row, index)}
          facts={facts.map((column) => ({
            id: column.id,
            label: column.phoneLabel ?? column.header,
            value: column.cell(row, index),
          }))}
          actions={
            actions.length > 0
              ? actions.map((column) => (
                  <Fragment key={column.id}>{column.cell(row, index)}</Fragment>
                ))
              : undefined
          }
        />
      ))}
    </RowCards>
  );
}
