import type { ComponentPropsWithRef } from 'react';
import styled from 'styled-components';
import { FieldFrame, type FieldProps, controlStyles } from './Field';

const StyledInput = styled.input`
  ${controlStyles}
`;

export type TextFieldProps = FieldProps &
  Omit<ComponentPropsWithRef<'input'>, 'type'> & {
    type?: 'text' | 'email' | 'password' | 'number' | 'tel' | 'search' | 'url' | 'date';
  };

export function TextField({
  label,
  error,
  hint,
  id,
  required,
  'aria-describedby': describedBy,
  ...input
}: TextFieldProps) {
  return (
    <FieldFrame
      label={label}
      error={error}
      hint={hint}
      id={id}
      required={required}
      describedBy={describedBy}
    >
      {(control) => <StyledInput type="text" {...input} {...control} />}
    </FieldFrame>
  );
}
