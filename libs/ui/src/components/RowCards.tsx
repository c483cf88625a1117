import { Fragment, type ReactNode } from 'react';
import styled from 'styled-components';
import { Card } from './Card';

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

export interface RowCardFact {
  id: string;
  /** The column's header, or plain words where the header is not. */
  label: ReactNode;
  value: ReactNode;
}

export interface RowCardProps {
  /** On top: what names the row, such as its row header, or a picture and a heading. */
  header: ReactNode;
  /** The row's other columns, each under its label. */
  facts: readonly RowCardFact[];
  /** The row's buttons, at the card's foot. */
  actions?: ReactNode;
}

/** One row of a table as a card, inside `RowCards`. */
export function RowCard({ header, facts, actions }: RowCardProps) {
  return (
    <Card as="li">
      {header}
      {facts.length > 0 && (
        <StyledFacts>
          {facts.map(({ id, label, value }) => (
            <Fragment key={id}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </Fragment>
          ))}
        </StyledFacts>
      )}
      {actions && <StyledActions>{actions}</StyledActions>}
    </Card>
  );
}

export interface RowCardsProps {
  /** Names the list, as the caption names the table it stands in for. */
  label: string;
  /** A `RowCard` per row. */
  children: ReactNode;
}

/**
 * A table's rows as cards, for phones, where a wide table would leave its last columns (often the
 * buttons) off to the side: each card has the row's name on top, its facts labelled, and its
 * buttons at the foot.
 */
export function RowCards({ label, children }: RowCardsProps) {
  return <StyledCards aria-label={label}>{children}</StyledCards>;
}
