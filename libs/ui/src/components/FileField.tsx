import type { ComponentPropsWithRef, ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { FieldFrame, type FieldProps, controlStyles } from './Field';

const pickerButtonStyles = css`
  margin-right: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[3]};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.primary};
  background: ${({ theme }) => theme.colors.primarySoft};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  cursor: pointer;
`;

const StyledFileInput = styled.input`
  ${controlStyles}
  padding: ${({ theme }) => theme.space[2]};

  &::file-selector-button {
    ${pickerButtonStyles}
  }
`;

/** The picker with its own words: the real input lies over it, unseen, and takes every tap. */
const StyledPicker = styled.div`
  ${controlStyles}
  position: relative;
  display: flex;
  align-items: center;
  padding: ${({ theme }) => theme.space[2]};

  &:has(input:focus-visible) {
    border-color: ${({ theme }) => theme.colors.focus};
    box-shadow: ${({ theme }) => theme.shadows.focus};
  }

  &:has(input:disabled) {
    color: ${({ theme }) => theme.colors.muted};
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }

  input {
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
    opacity: 0;
    cursor: pointer;

    &:disabled {
      cursor: not-allowed;
    }
  }
`;

const StyledPickerButton = styled.span`
  ${pickerButtonStyles}
`;

export type FileFieldProps = FieldProps &
  Omit<ComponentPropsWithRef<'input'>, 'type' | 'value'> & {
    /**
     * What is chosen, in the field's own words ("3 of 8 photos"), shown in place of the
     * browser's "No file chosen", for a field that keeps its files elsewhere and empties itself.
     */
    chosen?: ReactNode;
    /** The picker's button, when `chosen` is given. */
    pickLabel?: string;
  };

/** A native file input, which keyboards, screen readers and phone cameras already know. */
export function FileField({ chosen, pickLabel = 'Choose files', ...props }: FileFieldProps) {
  return (
    <FieldFrame {...props}>
      {(input) =>
        chosen === undefined ? (
          <StyledFileInput {...input} type="file" />
        ) : (
          <StyledPicker>
            <input
              {...input}
              type="file"
              aria-describedby={[`${input.id}-chosen`, input['aria-describedby']]
                .filter(Boolean)
                .join(' ')}
            />
            <StyledPickerButton aria-hidden="true">{pickLabel}</StyledPickerButton>
            <span id={`${input.id}-chosen`}>{chosen}</span>
          </StyledPicker>
        )
      }
    </FieldFrame>
  );
}
