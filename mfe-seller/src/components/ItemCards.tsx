import { Card } from '@marketplace/ui';
import { Fragment, type ReactNode } from 'react';
import styled from 'styled-components';

/**
 * A table's rows as cards, for phones, where a wide table would hide its last columns (often the
 * buttons) off to the side. Each card: a picture, a heading, labelled facts and any actions.
 */
const StyledList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const StyledHeader = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[3]};

  h2 {
    flex: 1;
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.md};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    line-height: ${({ theme }) => theme.lineHeights.tight};
  }
`;

const StyledFacts = styled.dl`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[3]};
  margin: ${({ theme }) => theme.space[3]} 0 0;
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
  gap: ${({ theme }) => theme.space[2]};
  margin-top: ${({ theme }) => theme.space[4]};
`;

export interface ItemCardFact {
  label: string;
  value: ReactNode;
}

export interface ItemCardProps {
  picture: ReactNode;
  /** The item's name, a heading under the page's own. */
  title: ReactNode;
  /** Beside the title, such as a status badge. */
  aside?: ReactNode;
  facts: readonly ItemCardFact[];
  actions?: ReactNode;
}

export function ItemCard({ picture, title, aside, facts, actions }: ItemCardProps) {
  return (
    <Card as="li">
      <StyledHeader>
        {picture}
        <h2>{title}</h2>
        {aside}
      </StyledHeader>
      <StyledFacts>
        {facts.map(({ label, value }) => (
          <Fragment key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </Fragment>
        ))}
      </StyledFacts>
      {actions && <StyledActions>{actions}</StyledActions>}
    </Card>
  );
}

export function ItemCards({ label, children }: { label: string; children: ReactNode }) {
  return <StyledList aria-label={label}>{children}</StyledList>;
}
