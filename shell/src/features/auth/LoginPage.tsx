import { apiErrorMessage, isApiError } from '@marketplace/api-client';
import { useCurrentUser, useSession, useSessionStatus } from '@marketplace/auth';
import { Button, formText, TextField, toast } from '@marketplace/ui';
import { type FormEvent, useState } from 'react';
import { Link, useLocation, useNavigate } from '@marketplace/routing';
import styled from 'styled-components';
import { AuthCard, StyledForm, StyledSwitchLink } from './AuthCard';
import { GoogleSignInButton } from './GoogleSignInButton';
import { ListingPreview, listingIdOf } from './ListingPreview';
import { useRuntimeConfig } from '../../runtime-config/RuntimeConfigContext';
import { type LoginRedirect, type RequiredRole, readLoginRedirect } from '@marketplace/contracts';

const ACCOUNT_KIND: Record<RequiredRole, string> = {
  seller: 'a seller account',
  admin: 'an administrator account',
};

const StyledStartSelling = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};

  p {
    margin: 0;
  }
`;

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

const StyledRefusal = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
  background: ${({ theme }) => theme.colors.dangerSoft};
  border-radius: ${({ theme }) => theme.radii.md};

  p {
    margin: 0;
    overflow-wrap: anywhere;
  }

  a {
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    color: ${({ theme }) => theme.colors.primary};
  }
`;

/**
 * A suspended account's refusal (the API's 403, with the administrators' reason), kept on the
 * page rather than in a passing toast, with the address to write to when the server names one.
 */
function SuspendedNotice({ message }: { message: string }) {
  const { supportEmail } = useRuntimeConfig();
  return (
    <StyledRefusal role="alert">
      <p>{message}</p>
      {supportEmail && (
        <p>
          Write to <a href={`mailto:${supportEmail}`}>{supportEmail}</a>.
        </p>
      )}
    </StyledRefusal>
  );
}

/**
 * A buyer stopped at a seller page need not make a second account: this one becomes a seller
 * (the API's "Start selling") and goes on to the page it asked for.
 */
function StartSelling({ destination }: { destination: string }) {
  const startSelling = useSession((session) => session.startSelling);
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);

  async function handleStart() {
    setBusy(true);
    try {
      await startSelling();
      toast.success('You can now sell');
      void navigate(destination, { replace: true });
    } catch (error) {
      toast.error(apiErrorMessage(error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <StyledStartSelling>
      <p>Or sell with this account: your orders, favourites and messages stay.</p>
      <Button type="button" fullWidth loading={busy} onClick={() => void handleStart()}>
        Start selling
      </Button>
    </StyledStartSelling>
  );
}

/** Why the visitor is here, when a guard sent them. */
function GuardNotice({ redirect }: { redirect: LoginRedirect }) {
  const user = useCurrentUser();
  if (redirect.requiredRole) {
    const needed = ACCOUNT_KIND[redirect.requiredRole];
    const startSellingTo =
      redirect.requiredRole === 'seller' && user && !user.isSeller && !user.isAdmin
        ? redirect.from
        : undefined;
    return (
      <>
        <StyledNotice role="status">
          That page needs {needed}.{' '}
          {user
            ? `You are signed in as ${user.email}; sign in with ${needed} to open it.`
            : `Sign in with ${needed} to open it.`}
        </StyledNotice>
        {startSellingTo && <StartSelling destination={startSellingTo} />}
      </>
    );
  }
  if (redirect.from) {
    const listingId = listingIdOf(redirect.from);
    return (
      <>
        {listingId && <ListingPreview productId={listingId} />}
        <StyledNotice role="status">
          {listingId
            ? 'Sign in or create an account to see this listing and order it.'
            : 'Sign in to continue to the page you asked for.'}
        </StyledNotice>
      </>
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
  const [suspension, setSuspension] = useState<string | null>(null);

  // The form does not wait for it: it shows its own failures.
  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setSubmitting(true);
    setSuspension(null);
    try {
      await login(formText(form, 'email'), formText(form, 'password'));
      toast.success('Login Success');
      void navigate(destination, { replace: true });
    } catch (error) {
      // Signing in proved who is asking; only a suspension answers that with 403.
      if (isApiError(error, 403)) setSuspension(apiErrorMessage(error));
      else toast.error(apiErrorMessage(error));
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <AuthCard title="Login">
      <GuardNotice redirect={redirect} />
      {suspension && <SuspendedNotice message={suspension} />}
      <GoogleSignInButton redirectPath={destination} />
      <StyledForm onSubmit={(event) => void handleSubmit(event)}>
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
