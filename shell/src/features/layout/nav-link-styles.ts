import { css } from 'styled-components';

/**
 * The look of the shell's navigation links, the navbar's and the dashboard menu's alike; only the
 * current page's mark differs: underlined in the bar, filled in the menu.
 */
export const navLinkStyles = (current: 'underlined' | 'filled') => css`
  display: flex;
  align-items: center;
  min-height: 2.75rem;
  padding: 0 ${({ theme }) => theme.space[3]};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  border-radius: ${({ theme }) => theme.radii.md};

  &:hover {
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }

  &.active {
    ${
      current === 'filled'
        ? css`
            color: ${({ theme }) => theme.colors.onPrimary};
            background: ${({ theme }) => theme.colors.primary};
          `
        : css`
            color: ${({ theme }) => theme.colors.primary};
            box-shadow: inset 0 -3px 0 ${({ theme }) => theme.colors.primary};
          `
    }
  }

  &:focus-visible {
    outline: none;
    box-shadow: ${({ theme }) => theme.shadows.focus};
  }
`;
