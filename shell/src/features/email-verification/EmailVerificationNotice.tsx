import { useCurrentUser } from '@marketplace/auth';
import { UNVERIFIED_LIMITS } from '@marketplace/contracts';
import styled from 'styled-components';
import { ResendLinkButton } from './ResendLinkButton';
import { useReloadUserWhenBack } from './use-reload-when-back';

const StyledNotice = styled.section`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
  margin: 0 0 ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
  color: ${({ theme }) => theme.colors.warningText};
  background: ${({ theme }) => theme.colors.warningSoft};
  border: 1px solid ${({ theme }) => theme.colors.warning};
  border-radius: ${({ theme }) => theme.radii.md};

  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.md};
  }

  p {
    margin: ${({ theme }) => theme.space[1]} 0 0;
    overflow-wrap: anywhere;
  }
`;

const StyledText = styled.div`
  flex: 1 1 18rem;
  min-width: 0;
`;

/**
 * Above every dashboard page until the account's email is proven: what the link is for, and a
 * way to get it again. It goes by itself once proven, here or in another tab.
 */
export function EmailVerificationNotice() {
  const user = useCurrentUser();
  const unproven = user !== null && !user.emailVerified;
  useReloadUserWhenBack(unproven);
  if (!unproven) return null;
  return (
    <StyledNotice aria-labelledby="verify-email-title">
      <StyledText>
        <h2 id="verify-email-title">Verify your email</h2>
        <p>
          We sent a link to {user.email}. Open it to show the address is yours. Until then you can
          hold {UNVERIFIED_LIMITS.openOrders} open order and list {UNVERIFIED_LIMITS.listings}{' '}
          items.
        </p>
      </StyledText>
      <ResendLinkButton />
    </StyledNotice>
  );
}
