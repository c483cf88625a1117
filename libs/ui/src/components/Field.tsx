import { type ReactNode, useId } from 'react';
import styled, { css } from 'styled-components';

/** The look every form control shares, so inputs, selects and file pickers line up. */
export const controlStyles = css`
  width: 100%;
  min-height: 2.75rem;
  padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
  color: ${({ theme }) => theme.colors.text};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.md};
  transition: box-shadow ${({ theme }) => theme.transitions.fast};

  &:focus-visible {
    outline: none;
    border-color: ${({ theme }) => theme.colors.focus};
    box-shadow: ${({ theme }) => theme.shadows.focus};
  }

  &[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.danger};
  }

  &:disabled {
    cursor: not-allowed;
    color: ${({ theme }) => theme.colors.muted};
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
`;

const StyledField = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
`;

const StyledLabelRow = styled.div`
  display: flex;
  align-items: baseline;
`;

const StyledLabel = styled.label`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.text};
`;

const StyledRequiredMarker = styled.span`
  margin-left: ${({ theme }) => theme.space[1]};
  color: ${({ theme }) => theme.colors.danger};
`;

const StyledHint = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.muted};
`;

const StyledError = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  color: ${({ theme }) => theme.colors.danger};
`;

/** What a field's control must carry to be tied to its label, hint and error. */
export interface ControlAttributes {
  id: string;
  required?: boolean;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
}

/** Props every field takes on top of its control's own. */
export interface FieldProps {
  label: ReactNode;
  /** Shown under the control and read with it; marks the control invalid. */
  error?: string | null;
  hint?: ReactNode;
}

/** The control's props the frame takes over: it joins them with its own label, hint and error. */
type FramedControlProps = Partial<Pick<ControlAttributes, 'id' | 'required' | 'aria-describedby'>>;

// `children` is the frame's own render function, never passed on to the control.
type FrameKey = keyof FieldProps | keyof FramedControlProps | 'children';

type FieldFrameProps<ControlProps> = FieldProps &
  FramedControlProps &
  ControlProps & {
    /** Draws the control, given the field's other props and the attributes that tie it in. */
    children: (control: Omit<ControlProps, FrameKey> & ControlAttributes) => ReactNode;
  };

/**
 * The label, hint and error around one control, for every field: a field passes all its props
 * and draws its control with what comes back. The required marker is drawn for sighted users
 * only; the control's own `required` attribute is what assistive technology announces.
 */
export function FieldFrame<ControlProps extends object>({
  label,
  error,
  hint,
  id,
  required,
  'aria-describedby': describedBy,
  children,
  ...controlProps
}: FieldFrameProps<ControlProps>) {
  const generatedId = useId();
  const controlId = id ?? generatedId;
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  const describers = [describedBy, hint ? hintId : null, error ? errorId : null].filter(Boolean);
  return (
    <StyledField>
      {/* The marker sits outside the label so the label's text is exactly the field's name. */}
      <StyledLabelRow>
        <StyledLabel htmlFor={controlId}>{label}</StyledLabel>
        {required && <StyledRequiredMarker aria-hidden="true">*</StyledRequiredMarker>}
      </StyledLabelRow>
      {children({
        ...(controlProps as Omit<ControlProps, FrameKey>),
        id: controlId,
        required,
        ...(error ? { 'aria-invalid': true } : {}),
        ...(describers.length ? { 'aria-describedby': describers.join(' ') } : {}),
      })}
      {hint && <StyledHint id={hintId}>{hint}</StyledHint>}
      {error && <StyledError id={errorId}>{error}</StyledError>}
    </StyledField>
  );
}
