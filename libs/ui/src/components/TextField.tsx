import type { ComponentPropsWithRef } from 'react';
import styled from 'styled-components';
import { FieldFrame, type FieldProps, controlStyles } from './Field';

const StyledInput = styled.input`
  ${controlStyles}
`;

export type TextFieldProps = FieldProps &
  Omit<ComponentPropsWithRef<'input'>, 'type'> & {
    type?:
      | 'text'
      | 'email'
      | 'password'
      | 'number'
      | 'tel'
      | 'search'
      | 'url'
      | 'date'
      | 'datetime-local';
  };

export function TextField(props: TextFieldProps) {
  return <FieldFrame {...props}>{(input) => <StyledInput type="text" {...input} />}</FieldFrame>;
}
