import styled, { keyframes } from 'styled-components';
import { VisuallyHidden } from './VisuallyHidden';

const spin = keyframes`
  to { transform: rotate(360deg); }
`;

export type SpinnerSize = 'sm' | 'md' | 'lg';

const diameters: Record<SpinnerSize, string> = { sm: '1rem', md: '1.75rem', lg: '3rem' };

/** The turning ring alone, hidden from assistive technology: whoever shows it names the wait. */
export const StyledSpinnerGlyph = styled.span.attrs({ 'aria-hidden': true })<{
  $size: SpinnerSize;
}>`
  display: inline-block;
  flex: none;
  width: ${({ $size }) => diameters[$size]};
  height: ${({ $size }) => diameters[$size]};
  border: ${({ $size }) => ($size === 'lg' ? '4px' : '2px')} solid currentColor;
  border-right-color: transparent;
  border-radius: ${({ theme }) => theme.radii.round};
  animation: ${spin} 0.75s linear infinite;
`;

const StyledSpinner = styled.span`
  display: inline-flex;
  color: ${({ theme }) => theme.colors.primary};
`;

export interface SpinnerProps {
  /** What is being waited for, announced politely. */
  label?: string;
  size?: SpinnerSize;
}

export function Spinner({ label = 'Loading', size = 'md' }: SpinnerProps) {
  return (
    <StyledSpinner role="status">
      <StyledSpinnerGlyph $size={size} />
      <VisuallyHidden>{label}</VisuallyHidden>
    </StyledSpinner>
  );
}

const StyledLoaderArea = styled.div`
  display: grid;
  place-items: center;
  width: 100%;
  min-height: 40vh;
  padding: ${({ theme }) => theme.space[8]};
`;

/** A spinner centred in the space a page or section will fill once loaded. */
export function Loader({ label = 'Loading' }: Pick<SpinnerProps, 'label'>) {
  return (
    <StyledLoaderArea>
      <Spinner label={label} size="lg" />
    </StyledLoaderArea>
  );
}
