import { apiErrorMessage, confirmEmailVerification, isApiError } from '@marketplace/api-client';
import { useCurrentUser, useSession } from '@marketplace/auth';
import { API_ERROR_CODES, DASHBOARD_PATH } from '@marketplace/contracts';
import { Loader } from '@marketplace/ui';
import { useEffect, useRef, useState } from 'react';
import { Link, useLocation } from '@marketplace/routing';
import styled from 'styled-components';
import { AuthCard, StyledSwitchLink } from '../auth/AuthCard';
import { ResendLinkButton } from './ResendLinkButton';

type Outcome =
  | { state: 'checking' }
  | { state: 'verified' }
  /** `linkProblem`: the link was used, expired or is not ours; a new one helps. */
  | { state: 'failed'; message: string; linkProblem: boolean };

const StyledMessage = styled.div<{ $tone: 'success' | 'danger' }>`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[4]};
  background: ${({ theme, $tone }) =>
    $tone === 'success' ? theme.colors.successSoft : theme.colors.dangerSoft};
  border-radius: ${({ theme }) => theme.radii.md};

  p {
    margin: 0;
  }

  a {
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    color: ${({ theme }) => theme.colors.primary};
  }
`;

const USED = 'This link has already been used, or is not one we sent.';
const EXPIRED = 'This link has expired: links work for 48 hours.';
const NEW_LINK_HINT = 'If your email is not verified yet, ask for a new link.';

/** What to say when the API refused the link, and whether a new link would help. */
function refusal(error: unknown): { message: string; linkProblem: boolean } {
  if (isApiError(error, 400, API_ERROR_CODES.verificationLinkUsed))
    return { message: `${USED} ${NEW_LINK_HINT}`, linkProblem: true };
  if (isApiError(error, 400, API_ERROR_CODES.verificationLinkExpired))
    return { message: `${EXPIRED} ${NEW_LINK_HINT}`, linkProblem: true };
  return { message: apiErrorMessage(error), linkProblem: isApiError(error, 400) };
}

/** The token travels in the address's fragment (`#token=…`), which no server ever receives. */
function readToken(hash: string): string | null {
  return new URLSearchParams(hash.replace(/^#/, '')).get('token');
}

/**
 * Where the verification email's link leads: the page proves the email as it opens and says so.
 * A used or expired link says which, with a way to a new one: the button when signed in, else
 * the dashboard (which asks to sign in first).
 */
export function VerifyEmailPage() {
  const token = readToken(useLocation().hash);
  const user = useCurrentUser();
  const reloadUser = useSession((session) => session.reloadUser);
  const [outcome, setOutcome] = useState<Outcome>(
    token
      ? { state: 'checking' }
      : {
          state: 'failed',
          message: 'This page opens from the link in the verification email.',
          linkProblem: true,
        },
  );
  // A token works once: the page must not send it twice (React runs effects twice in development).
  const sent = useRef(false);

  useEffect(() => {
    if (!token || sent.current) return;
    sent.current = true;
    confirmEmailVerification({ token })
      .then(async () => {
        setOutcome({ state: 'verified' });
        // The session, if any, now says proven: the dashboard's notice goes.
        await reloadUser().catch(() => undefined);
      })
      .catch((error: unknown) => setOutcome({ state: 'failed', ...refusal(error) }));
  }, [token, reloadUser]);

  const canAskAgain = user !== null && !user.emailVerified;
  return (
    <AuthCard title="Verify your email">
      {outcome.state === 'checking' && <Loader label="Checking your link" />}
      {outcome.state === 'verified' && (
        <StyledMessage $tone="success" role="status">
          <p>Your email is verified. Thank you.</p>
          <p>
            <Link to={DASHBOARD_PATH}>Go to your dashboard</Link>
          </p>
        </StyledMessage>
      )}
      {outcome.state === 'failed' && (
        <StyledMessage $tone="danger" role="alert">
          <p>{outcome.message}</p>
          {outcome.linkProblem &&
            (canAskAgain ? (
              <ResendLinkButton label="Send a new link" />
            ) : (
              user === null && (
                <p>
                  <Link to={DASHBOARD_PATH}>Login to ask for a new link</Link>
                </p>
              )
            ))}
        </StyledMessage>
      )}
      <StyledSwitchLink>
        <Link to="/">Back to the shop</Link>
      </StyledSwitchLink>
    </AuthCard>
  );
}
