import type { ReactNode } from 'react';
import { formText } from '../utils/form-text';
import { TextField } from './TextField';

/** The name of the repeat field: forms read it with `newPasswordMismatch`. */
const CONFIRMATION = 'confirmation';

export const NEW_PASSWORDS_DIFFER = 'The two new passwords are not the same';

export interface NewPasswordFieldsProps {
  /** The form field holding the new password. */
  name: string;
  minLength: number;
  hint?: ReactNode;
  errors: { password?: string | undefined; confirmation?: string | undefined };
}

/** A new password typed twice, as every form that sets one asks for it. */
export function NewPasswordFields({ name, minLength, hint, errors }: NewPasswordFieldsProps) {
  return (
    <>
      <TextField
        label="New password"
        name={name}
        type="password"
        autoComplete="new-password"
        minLength={minLength}
        hint={hint ?? `At least ${minLength} characters`}
        error={errors.password}
        required
      />
      <TextField
        label="Repeat new password"
        name={CONFIRMATION}
        type="password"
        autoComplete="new-password"
        error={errors.confirmation}
        required
      />
    </>
  );
}

/**
 * What is wrong with the new password the form holds, field by field, before anything is sent:
 * too short (in the product's words, not the browser's), or not the same twice. Empty when
 * nothing is.
 */
export function newPasswordErrors(
  form: FormData,
  name: string,
  minLength: number,
): { password?: string; confirmation?: string } {
  if (formText(form, name).length < minLength) {
    return { password: `The new password must be at least ${minLength} characters` };
  }
  return form.get(name) === form.get(CONFIRMATION) ? {} : { confirmation: NEW_PASSWORDS_DIFFER };
}
