import { apiErrorMessage } from '@marketplace/api-client';
import { useSession, useSessionStatus } from '@marketplace/auth';
import { type AccountRole, PASSWORD_MIN_LENGTH, readLoginRedirect } from '@marketplace/contracts';
import { Button, formText, FileField, SelectField, TextField, toast } from '@marketplace/ui';
import { type FormEvent, useState } from 'react';
import { Link, useLocation, useNavigate } from '@marketplace/routing';
import { preloadRemotePage } from '../../remotes/RemotePage';
import { homePageIdOf } from '../../remotes/remote-routes';
import { useRemotes } from '../../remotes/remotes-context';
import { AuthCard, StyledForm, StyledSwitchLink } from './AuthCard';
import { ListingPreview, listingIdOf } from './ListingPreview';

const ACCOUNT_TYPES = [
  { value: 'user', label: 'Buyer account' },
  { value: 'seller', label: 'Seller account' },
] as const satisfies ReadonlyArray<{ value: AccountRole; label: string }>;

const isAccountRole = (value: unknown): value is AccountRole =>
  ACCOUNT_TYPES.some((type) => type.value === value);

/**
 * Registration (SPEC.md section 4): the session store checks the details, uploads the photo,
 * creates the account and saves the user record; then the new member lands on the home page,
 * or, as sign-in does, back on the page they were stopped at (a shared listing): SPEC.md's home
 * page would lose the listing they came for.
 */
export function RegisterPage() {
  const redirect = readLoginRedirect(useLocation().state);
  const destination = redirect.from ?? '/';
  const listingId = listingIdOf(redirect.from);
  const navigate = useNavigate();
  const remotes = useRemotes();
  const register = useSession((session) => session.register);
  const sessionBusy = useSessionStatus() === 'loading';
  const [submitting, setSubmitting] = useState(false);

  // The form does not wait for it: it shows its own failures.
  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const image = form.get('image');
    const role = form.get('role');
    if (!(image instanceof File) || !isAccountRole(role)) return;
    setSubmitting(true);
    // The home page (whichever remote's manifest puts a page at /) loads while the account is
    // made, so the new member lands on it directly.
    const homePage = destination === '/' && homePageIdOf(remotes.routes.getSnapshot().routes);
    try {
      await Promise.all([
        register({
          name: formText(form, 'name'),
          email: formText(form, 'email'),
          password: formText(form, 'password'),
          role,
          image,
        }),
        homePage && preloadRemotePage(remotes.loader, homePage),
      ]);
      toast.success('Register Success');
      void navigate(destination, { replace: true });
    } catch (error) {
      toast.error(apiErrorMessage(error));
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <AuthCard title="Register">
      {listingId && <ListingPreview productId={listingId} />}
      <StyledForm onSubmit={(event) => void handleSubmit(event)}>
        <TextField label="Name" name="name" autoComplete="name" required />
        <TextField label="Email" name="email" type="email" autoComplete="email" required />
        <FileField label="Profile image" name="image" accept="image/*" required />
        <TextField
          label="Password"
          name="password"
          type="password"
          autoComplete="new-password"
          minLength={PASSWORD_MIN_LENGTH}
          hint={`At least ${PASSWORD_MIN_LENGTH} characters`}
          required
        />
        <SelectField
          label="Account type"
          name="role"
          options={ACCOUNT_TYPES}
          defaultValue="user"
          required
        />
        <Button type="submit" fullWidth loading={submitting || sessionBusy}>
          Register
        </Button>
      </StyledForm>
      <StyledSwitchLink>
        Already have an account?{' '}
        <Link to="/login" state={redirect}>
          Login
        </Link>
      </StyledSwitchLink>
    </AuthCard>
  );
}
