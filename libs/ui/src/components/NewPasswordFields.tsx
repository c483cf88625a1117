import type { ReactNode } from 'react';
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

/** The message for the repeat field when the two differ, else null. */
export function newPasswordMismatch(form: FormData, name: string): string | null {
  return form.get(name) === form.get(CONFIRMATION) ? null : NEW_PASSWORDS_DIFFER;
}
