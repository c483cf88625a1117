import { formatCalendarDay, formatPrice } from '@marketplace/ui';
import type { Product } from '@marketplace/contracts';
import type { ComponentType, ReactNode } from 'react';
import styled from 'styled-components';
import { CalendarIcon, ClockIcon, LocationIcon, PhoneIcon, TagIcon } from '../../shared/icons';
import { ListingPhone } from './ListingPhone';

interface Fact {
  label: string;
  Icon: ComponentType;
  value: (product: Product) => ReactNode;
  /** Takes a row of its own: its value is a button or a sentence, too wide for a column. */
  wide?: boolean;
}

const originalPrice = (product: Product) => formatPrice(product.orginalPrice);

/** Every fact a card may show about a product, in SPEC.md section 2's words where it has them. */
const FACTS = {
  location: { label: 'Location', Icon: LocationIcon, value: (product) => product.location },
  yearsUsed: { label: 'Years used', Icon: ClockIcon, value: (product) => product.yearsOfUsed },
  /** The advertised card's "used". */
  used: { label: 'Used', Icon: ClockIcon, value: (product) => product.yearsOfUsed },
  originalPrice: { label: 'Original price', Icon: TagIcon, value: originalPrice },
  /** The advertised card calls the original price the "new price": what it cost new. */
  newPrice: { label: 'New price', Icon: TagIcon, value: originalPrice },
  /** Behind sign-in and "Show phone number", where the seller shows it (ListingPhone). */
  phone: {
    label: 'Phone',
    Icon: PhoneIcon,
    value: (product) => <ListingPhone product={product} />,
    wide: true,
  },
  posted: {
    label: 'Posted',
    Icon: CalendarIcon,
    value: (product) => <time dateTime={product.date}>{formatCalendarDay(product.date)}</time>,
  },
} satisfies Record<string, Fact>;

export type FactName = keyof typeof FACTS;

const StyledFacts = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(7rem, 1fr));
  gap: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const StyledFact = styled.div<{ $wide: boolean }>`
  grid-column: ${({ $wide }) => ($wide ? '1 / -1' : 'auto')};
  display: grid;
  grid-template-columns: auto 1fr;
  column-gap: ${({ theme }) => theme.space[2]};
  align-items: start;
  /* A taller neighbour in the row must not pull the label and value apart. */
  align-content: start;
  min-width: 0;

  svg {
    grid-row: span 2;
    margin-top: 0.1rem;
    color: ${({ theme }) => theme.colors.primary};
  }

  dt {
    font-size: ${({ theme }) => theme.fontSizes.xs};
    color: ${({ theme }) => theme.colors.muted};
  }

  dd {
    margin: 0;
    font-weight: ${({ theme }) => theme.fontWeights.medium};
    overflow-wrap: anywhere;
  }
`;

/** The named facts about a product, as a description list with an icon beside each. */
export function ProductFacts({ product, facts }: { product: Product; facts: readonly FactName[] }) {
  return (
    <StyledFacts>
      {facts.map((name) => {
        const { label, Icon, value, wide = false }: Fact = FACTS[name];
        return (
          <StyledFact key={name} $wide={wide}>
            <Icon />
            <dt>{label}</dt>
            <dd>{value(product)}</dd>
          </StyledFact>
        );
      })}
    </StyledFacts>
  );
}
