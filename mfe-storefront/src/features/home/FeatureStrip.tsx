import { media } from '@marketplace/ui';
import type { ComponentType } from 'react';
import styled from 'styled-components';
import { HeadsetIcon, ReturnIcon, TruckIcon } from '../../shared/icons';

interface Feature {
  /** SPEC.md section 1's wording, "27/4" included. */
  title: string;
  detail: string;
  Icon: ComponentType;
}

const FEATURES: readonly Feature[] = [
  {
    title: '30 Day Return',
    detail: 'Not as described? Return it within 30 days.',
    Icon: ReturnIcon,
  },
  {
    title: 'Free Delivery',
    detail: 'You meet the seller nearby: no delivery fee.',
    Icon: TruckIcon,
  },
  { title: '27/4 Support', detail: 'Someone is here whenever you need help.', Icon: HeadsetIcon },
];

const StyledStrip = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  margin: 0 0 ${({ theme }) => theme.space[16]};
  padding: ${({ theme }) => theme.space[6]};
  list-style: none;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};

  ${media.md} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;

const StyledFeature = styled.li`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[4]};

  p {
    margin: 0;
  }

  strong {
    display: block;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

const StyledIconDisc = styled.span`
  display: inline-grid;
  flex: none;
  place-items: center;
  width: 3.25rem;
  height: 3.25rem;
  font-size: 1.4rem;
  color: ${({ theme }) => theme.colors.onAccent};
  background: ${({ theme }) => theme.colors.accent};
  border-radius: ${({ theme }) => theme.radii.round};
`;

const StyledDetail = styled.span`
  color: ${({ theme }) => theme.colors.muted};
`;

/** SPEC.md's three-item feature strip. */
export function FeatureStrip() {
  return (
    <StyledStrip aria-label="Why shop here">
      {FEATURES.map(({ title, detail, Icon }) => (
        <StyledFeature key={title}>
          <StyledIconDisc>
            <Icon />
          </StyledIconDisc>
          <p>
            <strong>{title}</strong>
            <StyledDetail>{detail}</StyledDetail>
          </p>
        </StyledFeature>
      ))}
    </StyledStrip>
  );
}
