import { apiErrorMessage, requestPasswordReset } from '@marketplace/api-client';
import { Button, formText, TextField } from '@marketplace/ui';
import { type FormEvent, useState } from 'react';
import { Link } from '@marketplace/routing';
import styled from 'styled-components';
import { AuthCard, StyledForm, StyledSwitchLink } from './AuthCard';

const StyledIntro = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
`;

const StyledSent = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[4]};
  background: ${({ theme }) => theme.colors.successSoft};
  border-radius: ${({ theme }) => theme.radii.md};

  p {
    margin: 0;
  }
`;

/**
 * Forgot password: asks for a reset link. The API answers the same for any email, so the page
 * says the same too: it never tells whether an account exists.
 */
export function ForgotPasswordPage() {
  const [sentTo, setSentTo] = useState<{ email: string; message: string } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  // The form does not wait for it: it shows its own failures.
  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const email = formText(new FormData(event.currentTarget), 'email').trim();
    setSubmitting(true);
    setError(null);
    try {
      const { message } = await requestPasswordReset(email);
      setSentTo({ email, message });
    } catch (failure) {
      setError(apiErrorMessage(failure));
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <AuthCard title="Forgot password">
      {sentTo ? (
        <StyledSent role="status">
          <p>{sentTo.message}</p>
          <p>
            Look in the inbox of <strong>{sentTo.email}</strong> (and its spam folder). The link
            works once, for 30 minutes.
          </p>
          <p>
            No email after a few minutes?{' '}
            <Button variant="ghost" size="sm" onClick={() => setSentTo(null)}>
              Send another link
            </Button>
          </p>
        </StyledSent>
      ) : (
        <>
          <StyledIntro>
            Enter the email of your account and we will send you a link to choose a new password.
          </StyledIntro>
          <StyledForm onSubmit={(event) => void handleSubmit(event)}>
            <TextField
              label="Email"
              name="email"
              type="email"
              autoComplete="email"
              required
              error={error}
            />
            <Button type="submit" fullWidth loading={submitting}>
              Send reset link
            </Button>
          </StyledForm>
        </>
      )}
      <StyledSwitchLink>
        Remembered it? <Link to="/login">Back to login</Link>
      </StyledSwitchLink>
    </AuthCard>
  );
}
