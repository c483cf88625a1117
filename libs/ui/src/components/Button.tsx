import type { ComponentPropsWithRef, ElementType } from 'react';
import styled, { css, type DefaultTheme } from 'styled-components';
import { StyledSpinnerGlyph } from './Spinner';

export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'ghost';
export type ButtonSize = 'sm' | 'md' | 'lg';

const variantStyles = (theme: DefaultTheme) => ({
  primary: css`
    background: ${theme.colors.primary};
    color: ${theme.colors.onPrimary};
    &:hover:not(:disabled) {
      background: ${theme.colors.primaryHover};
    }
  `,
  secondary: css`
    background: ${theme.colors.surface};
    color: ${theme.colors.primary};
    border-color: ${theme.colors.borderStrong};
    &:hover:not(:disabled) {
      background: ${theme.colors.primarySoft};
    }
  `,
  danger: css`
    background: ${theme.colors.danger};
    color: ${theme.colors.onPrimary};
    &:hover:not(:disabled) {
      background: ${theme.colors.dangerHover};
    }
  `,
  ghost: css`
    background: transparent;
    color: ${theme.colors.primary};
    &:hover:not(:disabled) {
      background: ${theme.colors.surfaceMuted};
    }
  `,
});

const sizeStyles = (theme: DefaultTheme) => ({
  sm: css`
    min-height: 2rem;
    padding: ${theme.space[1]} ${theme.space[3]};
    font-size: ${theme.fontSizes.sm};
  `,
  // 44 px: the smallest comfortable touch target.
  md: css`
    min-height: 2.75rem;
    padding: ${theme.space[2]} ${theme.space[4]};
    font-size: ${theme.fontSizes.md};
  `,
  lg: css`
    min-height: 3.25rem;
    padding: ${theme.space[3]} ${theme.space[6]};
    font-size: ${theme.fontSizes.lg};
  `,
});

const StyledButton = styled.button<{
  $variant: ButtonVariant;
  $size: ButtonSize;
  $fullWidth: boolean;
}>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space[2]};
  width: ${({ $fullWidth }) => ($fullWidth ? '100%' : 'auto')};
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radii.md};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  line-height: ${({ theme }) => theme.lineHeights.tight};
  text-decoration: none;
  cursor: pointer;
  transition:
    background ${({ theme }) => theme.transitions.fast},
    box-shadow ${({ theme }) => theme.transitions.fast};
  ${({ theme, $variant }) => variantStyles(theme)[$variant]}
  ${({ theme, $size }) => sizeStyles(theme)[$size]}

  &:focus-visible {
    outline: none;
    box-shadow: ${({ theme }) => theme.shadows.focus};
  }

  &:disabled,
  &[aria-disabled='true'] {
    cursor: not-allowed;
    opacity: 0.6;
  }
`;

interface ButtonOwnProps<E extends ElementType> {
  /** Render as another element or component, e.g. `as={Link} to="/login"` for a link that looks like a button. */
  as?: E;
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Shows a spinner, marks the button busy and, for real buttons, blocks repeated presses. */
  loading?: boolean;
  fullWidth?: boolean;
}

export type ButtonProps<E extends ElementType = 'button'> = ButtonOwnProps<E> &
  Omit<ComponentPropsWithRef<E>, keyof ButtonOwnProps<E>>;

export function Button<E extends ElementType = 'button'>({
  as,
  variant = 'primary',
  size = 'md',
  loading = false,
  fullWidth = false,
  children,
  ...rest
}: ButtonProps<E>) {
  const isNativeButton = as === undefined || as === 'button';
  const nativeProps = isNativeButton
    ? {
        // A button inside a form submits it unless told otherwise; screens opt in with type="submit".
        type: (rest as ComponentPropsWithRef<'button'>).type ?? 'button',
        disabled: Boolean((rest as ComponentPropsWithRef<'button'>).disabled) || loading,
      }
    : {};
  return (
    <StyledButton
      {...rest}
      {...nativeProps}
      as={as}
      $variant={variant}
      $size={size}
      $fullWidth={fullWidth}
      aria-busy={loading || undefined}
    >
      {loading && <StyledSpinnerGlyph $size="sm" />}
      {children}
    </StyledButton>
  );
}
