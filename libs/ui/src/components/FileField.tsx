import type { ComponentPropsWithRef } from 'react';
import styled from 'styled-components';
import { FieldFrame, type FieldProps, controlStyles } from './Field';

const StyledFileInput = styled.input`
  ${controlStyles}
  padding: ${({ theme }) => theme.space[2]};

  &::file-selector-button {
    margin-right: ${({ theme }) => theme.space[3]};
    padding: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[3]};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.primarySoft};
    border: 0;
    border-radius: ${({ theme }) => theme.radii.sm};
    cursor: pointer;
  }
`;

export type FileFieldProps = FieldProps & Omit<ComponentPropsWithRef<'input'>, 'type' | 'value'>;

/** A native file input, which keyboards, screen readers and phone cameras already know. */
export function FileField(props: FileFieldProps) {
  return (
    <FieldFrame {...props}>{(input) => <StyledFileInput {...input} type="file" />}</FieldFrame>
  );
}
