import { useAccountProfile, useChangePassword } from '@marketplace/api-client';
import { PASSWORD_MIN_LENGTH } from '@marketplace/contracts';
import {
  Button,
  type FieldMessages,
  formText,
  NewPasswordFields,
  TextField,
  newPasswordErrors,
  serverMessages,
  toast,
} from '@marketplace/ui';
import { type FormEvent, useState } from 'react';
import { Link } from '@marketplace/routing';
import styled from 'styled-components';
import { SettingsSection, StyledSettingsForm } from './SettingsSection';

const FIELD_LABELS = { currentPassword: 'Current password', newPassword: 'New password' } as const;

const StyledNote = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};

  a {
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    color: ${({ theme }) => theme.colors.primary};
  }
`;

const StyledFormError = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
`;

/** Change password: the current one is required; every other session of the account ends. */
export function PasswordSettings() {
  // Accounts made through Google have none until they set one through Forgot password.
  const hasPassword = useAccountProfile().data?.hasPassword ?? true;
  const change = useChangePassword();
  const [errors, setErrors] = useState<FieldMessages<keyof typeof FIELD_LABELS | 'confirmation'>>(
    {},
  );

  // The form does not wait for it: it shows its own failures.
  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const formElement = event.currentTarget;
    const form = new FormData(formElement);
    const newPassword = formText(form, 'newPassword');
    const problems = newPasswordErrors(form, 'newPassword', PASSWORD_MIN_LENGTH);
    if (Object.keys(problems).length > 0) {
      setErrors(problems.password ? { newPassword: problems.password } : problems);
      return;
    }
    setErrors({});
    try {
      await change.mutateAsync({
        currentPassword: formText(form, 'currentPassword'),
        newPassword,
      });
      formElement.reset();
      toast.success('Password changed. You are signed out on your other devices');
    } catch (error) {
      setErrors(serverMessages(error, FIELD_LABELS));
    }
  }

  return (
    <SettingsSection
      title="Password"
      description="Changing it signs you out on every other device; this one stays signed in."
    >
      {hasPassword ? (
        <StyledSettingsForm onSubmit={(event) => void handleSubmit(event)} noValidate>
          <TextField
            label="Current password"
            name="currentPassword"
            type="password"
            autoComplete="current-password"
            error={errors.currentPassword}
            required
          />
          <NewPasswordFields
            name="newPassword"
            minLength={PASSWORD_MIN_LENGTH}
            errors={{ password: errors.newPassword, confirmation: errors.confirmation }}
          />
          {errors.form && <StyledFormError role="alert">{errors.form}</StyledFormError>}
          <Button type="submit" loading={change.isPending}>
            Change password
          </Button>
        </StyledSettingsForm>
      ) : (
        <StyledNote>
          You sign in with Google, so there is no password to change. To add one,{' '}
          <Link to="/forgot-password">ask for a link to set a password</Link>.
        </StyledNote>
      )}
    </SettingsSection>
  );
}
