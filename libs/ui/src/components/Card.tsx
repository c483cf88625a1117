import type { ComponentPropsWithRef } from 'react';
import styled from 'styled-components';

export type CardPadding = 'none' | 'sm' | 'md' | 'lg';

const paddings: Record<CardPadding, 0 | 3 | 4 | 6> = { none: 0, sm: 3, md: 4, lg: 6 };

const StyledCard = styled.div<{ $padding: CardPadding }>`
  display: flex;
  flex-direction: column;
  min-width: 0;
  overflow: hidden;
  padding: ${({ theme, $padding }) => theme.space[paddings[$padding]]};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.sm};
`;

export interface CardProps extends ComponentPropsWithRef<'div'> {
  /** `article` for a self-contained item such as a product, `li` inside a list of cards. */
  as?: 'div' | 'article' | 'section' | 'li';
  padding?: CardPadding;
}

export function Card({ as = 'div', padding = 'md', ...rest }: CardProps) {
  return <StyledCard as={as} $padding={padding} {...rest} />;
}
