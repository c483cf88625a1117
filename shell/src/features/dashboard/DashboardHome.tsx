import { useCurrentUser, useRoles } from '@marketplace/auth';
import { Card, PageHeading, media } from '@marketplace/ui';
import { Link } from '@marketplace/routing';
import styled from 'styled-components';
import { menuEntriesFor } from '../../remotes/remote-routes';
import { useRemoteRoutes } from '../../remotes/remotes-context';

const StyledShortcuts = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;

  ${media.sm} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }

  a {
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    color: ${({ theme }) => theme.colors.primary};
  }
`;

/** A seller's products carry no verified badge until an administrator verifies the seller. */
const StyledVerificationPending = styled.p`
  margin: 0 0 ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
  color: ${({ theme }) => theme.colors.warningText};
  background: ${({ theme }) => theme.colors.warningSoft};
  border: 1px solid ${({ theme }) => theme.colors.warning};
  border-radius: ${({ theme }) => theme.radii.md};
`;

/** /dashbord/ itself: a greeting and the same pages as the menu, reachable on any screen. */
export function DashboardHome() {
  const user = useCurrentUser();
  const roles = useRoles();
  const { menu } = useRemoteRoutes();
  return (
    <>
      <PageHeading>Dashboard</PageHeading>
      {user && <p>Welcome back, {user.displayName}.</p>}
      {user?.isSeller && !user.verify && (
        <StyledVerificationPending>
          <strong>Verification pending.</strong> An administrator has not verified your seller
          account yet; until then your products show without the verified badge.
        </StyledVerificationPending>
      )}
      <StyledShortcuts>
        {menuEntriesFor(menu, roles).map((entry) => (
          <Card as="li" key={entry.path}>
            <Link to={entry.path}>{entry.label}</Link>
          </Card>
        ))}
      </StyledShortcuts>
    </>
  );
}
