import type { ComponentPropsWithRef } from 'react';
import styled from 'styled-components';
import { FieldFrame, type FieldProps, controlStyles } from './Field';

const StyledSelect = styled.select`
  ${controlStyles}
`;

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export type SelectFieldProps = FieldProps &
  Omit<ComponentPropsWithRef<'select'>, 'children'> & {
    options: readonly SelectOption[];
    /** A first, unselectable entry such as "Choose a category", for selects with no default. */
    placeholder?: string;
  };

export function SelectField({ options, placeholder, ...props }: SelectFieldProps) {
  return (
    <FieldFrame {...props}>
      {(select) => (
        <StyledSelect {...select}>
          {placeholder !== undefined && (
            <option value="" disabled>
              {placeholder}
            </option>
          )}
          {options.map((option) => (
            <option key={option.value} value={option.value} disabled={option.disabled}>
              {option.label}
            </option>
          ))}
        </StyledSelect>
      )}
    </FieldFrame>
  );
}
