import type { ComponentPropsWithRef } from 'react';
import styled, { type DefaultTheme } from 'styled-components';

export type BadgeTone = 'neutral' | 'success' | 'warning' | 'danger' | 'info';

const toneColors = (
  theme: DefaultTheme,
): Record<BadgeTone, { background: string; color: string }> => ({
  neutral: { background: theme.colors.surfaceMuted, color: theme.colors.text },
  success: { background: theme.colors.successSoft, color: theme.colors.successText },
  warning: { background: theme.colors.warningSoft, color: theme.colors.warningText },
  danger: { background: theme.colors.dangerSoft, color: theme.colors.danger },
  info: { background: theme.colors.infoSoft, color: theme.colors.info },
});

const StyledBadge = styled.span<{ $tone: BadgeTone }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  padding: 0.125rem ${({ theme }) => theme.space[2]};
  border-radius: ${({ theme }) => theme.radii.pill};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  line-height: ${({ theme }) => theme.lineHeights.normal};
  white-space: nowrap;
  background: ${({ theme, $tone }) => toneColors(theme)[$tone].background};
  color: ${({ theme, $tone }) => toneColors(theme)[$tone].color};
`;

export interface BadgeProps extends ComponentPropsWithRef<'span'> {
  tone?: BadgeTone;
}

export function Badge({ tone = 'neutral', ...rest }: BadgeProps) {
  return <StyledBadge $tone={tone} {...rest} />;
}
