import { useUnreadCount } from '@marketplace/api-client';
import { formatCount } from '@marketplace/ui';
import { StyledMenuCount } from './WaitingRequestsCount';

/** How many messages wait unread in the account's conversations; nothing when none do. */
export function UnreadMessagesCount({ signedIn }: { signedIn: boolean }) {
  const unread = useUnreadCount(signedIn);
  const count = unread.data ?? 0;
  if (count === 0) return null;
  return (
    <StyledMenuCount aria-label={`${count} unread`} title={`${count} unread messages`}>
      {formatCount(count)}
    </StyledMenuCount>
  );
}
