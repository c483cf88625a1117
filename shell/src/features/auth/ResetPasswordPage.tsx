import { apiErrorMessage, confirmPasswordReset, isApiError } from '@marketplace/api-client';
import { useSession } from '@marketplace/auth';
import { PASSWORD_MIN_LENGTH } from '@marketplace/contracts';
import { Button, formText, NewPasswordFields, newPasswordErrors, toast } from '@marketplace/ui';
import { type FormEvent, useState } from 'react';
import { Link, useLocation, useNavigate } from '@marketplace/routing';
import styled from 'styled-components';
import { AuthCard, StyledForm, StyledSwitchLink } from './AuthCard';

const StyledProblem = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[4]};
  background: ${({ theme }) => theme.colors.dangerSoft};
  border-radius: ${({ theme }) => theme.radii.md};

  p {
    margin: 0;
  }

  a {
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    color: ${({ theme }) => theme.colors.primary};
  }
`;

/** The token travels in the address's fragment (`#token=…`), which no server ever receives. */
function readToken(hash: string): string | null {
  return new URLSearchParams(hash.replace(/^#/, '')).get('token');
}

/**
 * Where the reset email's link leads: choose a new password. Success signs the account out
 * everywhere, so the page sends the person to sign in with it.
 */
export function ResetPasswordPage() {
  const token = readToken(useLocation().hash);
  const navigate = useNavigate();
  const refreshSession = useSession((session) => session.refresh);
  const [linkProblem, setLinkProblem] = useState<string | null>(
    token ? null : 'This page opens from the link in the reset email.',
  );
  const [errors, setErrors] = useState<{ password?: string; confirmation?: string }>({});
  const [submitting, setSubmitting] = useState(false);

  // The form does not wait for it: it shows its own failures.
  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!token) return;
    const form = new FormData(event.currentTarget);
    const password = formText(form, 'password');
    const problems = newPasswordErrors(form, 'password', PASSWORD_MIN_LENGTH);
    if (Object.keys(problems).length > 0) {
      setErrors(problems);
      return;
    }
    setErrors({});
    setSubmitting(true);
    try {
      await confirmPasswordReset({ token, password });
      toast.success('Password changed. Login with your new password');
      await refreshSession().catch(() => undefined);
      void navigate('/login', { replace: true });
    } catch (error) {
      const message = apiErrorMessage(error);
      if (isApiError(error, 400) && message.startsWith('token'))
        setLinkProblem('This link has expired or was already used.');
      else setErrors({ password: message });
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <AuthCard title="Choose a new password">
      {linkProblem ? (
        <StyledProblem role="alert">
          <p>{linkProblem}</p>
          <p>
            <Link to="/forgot-password">Ask for a new link</Link>
          </p>
        </StyledProblem>
      ) : (
        <StyledForm onSubmit={(event) => void handleSubmit(event)} noValidate>
          <NewPasswordFields
            name="password"
            minLength={PASSWORD_MIN_LENGTH}
            hint={`At least ${PASSWORD_MIN_LENGTH} characters. You will be signed out everywhere.`}
            errors={errors}
          />
          <Button type="submit" fullWidth loading={submitting}>
            Set new password
          </Button>
        </StyledForm>
      )}
      <StyledSwitchLink>
        <Link to="/login">Back to login</Link>
      </StyledSwitchLink>
    </AuthCard>
  );
}
