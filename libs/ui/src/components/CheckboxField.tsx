import { type ComponentPropsWithRef, type ReactNode, useId } from 'react';
import styled from 'styled-components';

const StyledCheckbox = styled.div`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  column-gap: ${({ theme }) => theme.space[3]};
  align-items: center;

  input {
    width: 1.25rem;
    height: 1.25rem;
    margin: 0;
    accent-color: ${({ theme }) => theme.colors.primary};
  }

  label {
    display: flex;
    align-items: center;
    /* 44 px: the smallest comfortable touch target. */
    min-height: 2.75rem;
    font-weight: ${({ theme }) => theme.fontWeights.medium};
    cursor: pointer;
  }
`;

const StyledHint = styled.p`
  grid-column: 2;
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.muted};
`;

export type CheckboxFieldProps = Omit<ComponentPropsWithRef<'input'>, 'type'> & {
  label: ReactNode;
  /** A sentence under the label saying what the choice changes. */
  hint?: ReactNode;
};

/** A checkbox with its label beside it and, under, what ticking it means. */
export function CheckboxField({ label, hint, id, ...input }: CheckboxFieldProps) {
  const ownId = useId();
  const inputId = id ?? ownId;
  const hintId = `${inputId}-hint`;
  return (
    <StyledCheckbox>
      <input type="checkbox" id={inputId} aria-describedby={hint ? hintId : undefined} {...input} />
      <label htmlFor={inputId}>{label}</label>
      {hint && <StyledHint id={hintId}>{hint}</StyledHint>}
    </StyledCheckbox>
  );
}
