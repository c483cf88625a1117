import type { TableColumn } from '@marketplace/ui';
import { Fragment } from 'react';
import styled from 'styled-components';

const StyledList = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const StyledCard = styled.li`
  display: grid;
  grid-template-columns: 4rem 1fr;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[4]};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};

  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.md};
  }

  dl {
    display: grid;
    grid-template-columns: auto 1fr;
    gap: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[3]};
    margin: ${({ theme }) => theme.space[2]} 0 0;
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }

  dt {
    color: ${({ theme }) => theme.colors.muted};
  }

  dd {
    margin: 0;
  }
`;

const StyledActions = styled.div`
  display: flex;
  grid-column: 1 / -1;
  align-items: center;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space[2]};

  &:empty {
    display: none;
  }
`;

export interface OrderCardsProps<Row> {
  columns: readonly TableColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  /** The columns that hold actions: drawn as a row of buttons at the foot of each card. */
  actionColumns: readonly string[];
  /** The column drawn beside the rest, as the card's picture. */
  pictureColumn: string;
  label: string;
}

/**
 * The same columns as the orders table, laid out as one card per row for phones, where eight
 * columns would need scrolling sideways to reach Pay and delete. Built from the table's own
 * column list, so both always show the same things.
 */
export function OrderCards<Row>({
  columns,
  rows,
  rowKey,
  actionColumns,
  pictureColumn,
  label,
}: OrderCardsProps<Row>) {
  const title = columns.find((column) => column.rowHeader);
  const picture = columns.find((column) => column.id === pictureColumn);
  const details = columns.filter(
    (column) => column !== title && column !== picture && !actionColumns.includes(column.id),
  );
  const actions = columns.filter((column) => actionColumns.includes(column.id));
  return (
    <StyledList aria-label={label}>
      {rows.map((row, index) => (
        <StyledCard key={rowKey(row)}>
          <div>{picture?.cell(row, index)}</div>
          <div>
            {title && <h2>{title.cell(row, index)}</h2>}
            <dl>
              {details.map((column) => (
                <Fragment key={column.id}>
                  <dt>{column.header}</dt>
                  <dd>{column.cell(row, index)}</dd>
                </Fragment>
              ))}
            </dl>
          </div>
          <StyledActions>
            {actions.map((column) => (
              <Fragment key={column.id}>{column.cell(row, index)}</Fragment>
            ))}
          </StyledActions>
        </StyledCard>
      ))}
    </StyledList>
  );
}
