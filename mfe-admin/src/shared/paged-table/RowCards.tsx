import { Card } from '@marketplace/ui';
import { Fragment } from 'react';
import styled from 'styled-components';
import type { PagedColumn } from './PagedTable';

const StyledCards = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const StyledFacts = styled.dl`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
  align-items: baseline;
  margin: ${({ theme }) => theme.space[4]} 0 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};

  dt {
    color: ${({ theme }) => theme.colors.muted};
  }

  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  margin-top: ${({ theme }) => theme.space[4]};
  padding-top: ${({ theme }) => theme.space[3]};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

interface RowCardsProps<Row extends { _id: string }> {
  /** Names the list, as the caption names the table. */
  label: string;
  columns: readonly PagedColumn<Row>[];
  rows: readonly Row[];
}

/**
 * A table's rows as cards, for phones, where a wide table would leave its last columns (the
 * buttons) off to the side: the row header on top, the other columns as labelled facts, and the
 * action columns at the foot.
 */
export function RowCards<Row extends { _id: string }>({
  label,
  columns,
  rows,
}: RowCardsProps<Row>) {
  const title = columns.find((column) => column.rowHeader);
  const facts = columns.filter((column) => !column.rowHeader && column.onPhone === undefined);
  const actions = columns.filter((column) => column.onPhone === 'actions');
  return (
    <StyledCards aria-label={label}>
      {rows.map((row, index) => (
        <Card as="li" key={row._id}>
          {title?.cell(row, index)}
          {facts.length > 0 && (
            <StyledFacts>
              {facts.map((column) => (
                <Fragment key={column.id}>
                  <dt>{column.phoneLabel ?? column.header}</dt>
                  <dd>{column.cell(row, index)}</dd>
                </Fragment>
              ))}
            </StyledFacts>
          )}
          {actions.length > 0 && (
            <StyledActions>
              {actions.map((column) => (
                <Fragment key={column.id}>{column.cell(row, index)}</Fragment>
              ))}
            </StyledActions>
          )}
        </Card>
      ))}
    </StyledCards>
  );
}
