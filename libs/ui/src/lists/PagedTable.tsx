import { Fragment, type ReactNode, useId } from 'react';
import styled from 'styled-components';
import { PageHeading } from '../components/PageHeading';
import { RowCard, RowCards } from '../components/RowCards';
import { Table, type TableColumn } from '../components/Table';
import { useIsPhone } from '../hooks/use-is-phone';
import { PagedList, type PagedListProps } from './PagedList';

const StyledToolbar = styled.div`
  margin-bottom: ${({ theme }) => theme.space[4]};
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

export interface PagedTableProps<Row extends { _id: string }> extends Pick<
  PagedListProps<Row>,
  'noun' | 'query' | 'paging' | 'emptyMessage'
> {
  /** The page's heading, e.g. "All Sellers"; the total follows it once known. */
  title: string;
  columns: readonly PagedColumn<Row>[];
  /** Controls that shape the list, such as a search field, between heading and table. */
  toolbar?: ReactNode;
  /** 2 for a second list below the page's own (the reported reviews under Report Items). */
  headingLevel?: 1 | 2;
}

/**
 * A paged list as a table under its heading and total (as cards, on a phone). The list is read a
 * page at a time (`limit`/`offset`, total from `X-Total-Count`), so 100 000 rows cost no more
 * than 50.
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
  const total = query.data?.total ?? 0;
  return (
    <section aria-labelledby={headingId}>
      <PageHeading
        id={headingId}
        level={headingLevel}
        count={total > 0 ? total : undefined}
        countCapped={query.data?.capped}
      >
        {title}
      </PageHeading>
      {toolbar && <StyledToolbar>{toolbar}</StyledToolbar>}
      <PagedList
        noun={noun}
        query={query}
        paging={paging}
        failureTitle={`Could not load the ${noun.other}:`}
        emptyMessage={emptyMessage}
      >
        {({ items, stale }) => (
          <StyledTableArea $stale={stale} aria-busy={stale}>
            {isPhone ? (
              <ColumnCards label={title} columns={columns} rows={items} />
            ) : (
              <Table
                caption={title}
                captionHidden
                columns={columns}
                rows={items}
                rowKey={(row) => row._id}
              />
            )}
          </StyledTableArea>
        )}
      </PagedList>
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
