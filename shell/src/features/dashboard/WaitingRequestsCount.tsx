import { useWaitingRequestCount } from '@marketplace/api-client';
import { formatCount } from '@marketplace/ui';
import styled from 'styled-components';

/** The count beside a dashboard menu label. */
export const StyledMenuCount = styled.span`
  margin-left: auto;
  min-width: 1.5rem;
  padding: 0 ${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  line-height: 1.5rem;
  text-align: center;
  color: ${({ theme }) => theme.colors.onPrimary};
  background: ${({ theme }) => theme.colors.danger};
  border-radius: ${({ theme }) => theme.radii.pill};
`;

/** How many order requests wait for the seller's answer; nothing when none do. */
export function WaitingRequestsCount({ email }: { email: string | undefined }) {
  const waiting = useWaitingRequestCount(email);
  const count = waiting.data ?? 0;
  if (count === 0) return null;
  return (
    <StyledMenuCount aria-label={`${count} waiting`} title={`${count} waiting for your answer`}>
      {formatCount(count)}
    </StyledMenuCount>
  );
}
