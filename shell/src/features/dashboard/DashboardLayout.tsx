import { useCurrentUser, useRoles } from '@marketplace/auth';
import { Avatar, EmailAddress, Spinner, media } from '@marketplace/ui';
import { NavLink, Outlet } from '@marketplace/routing';
import styled from 'styled-components';
import { navLinkStyles } from '../layout/nav-link-styles';
import { DASHBOARD_MENU_ID, useDashboardDrawer } from '../layout/dashboard-drawer';
import { menuEntriesFor } from '../../remotes/remote-routes';
import { useRemoteRoutes } from '../../remotes/remotes-context';
import { AccountWarnings } from './AccountWarnings';
import { UnreadMessagesCount } from './UnreadMessagesCount';
import { WaitingRequestsCount } from './WaitingRequestsCount';
import { EmailVerificationNotice } from '../email-verification/EmailVerificationNotice';

const StyledDashboard = styled.div`
  ${media.md} {
    display: grid;
    grid-template-columns: 16rem minmax(0, 1fr);
    gap: ${({ theme }) => theme.space[8]};
    align-items: start;
  }
`;

/** A drawer over the page on phones (opened from the navbar), a column beside it on wider screens. */
const StyledSideMenu = styled.aside<{ $open: boolean }>`
  display: ${({ $open }) => ($open ? 'flex' : 'none')};
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  position: fixed;
  inset: 4rem auto 0 0;
  z-index: ${({ theme }) => theme.zIndices.overlay};
  width: min(18rem, 85vw);
  padding: ${({ theme }) => theme.space[6]} ${({ theme }) => theme.space[4]};
  overflow-y: auto;
  background: ${({ theme }) => theme.colors.surface};
  border-right: 1px solid ${({ theme }) => theme.colors.border};
  box-shadow: ${({ theme }) => theme.shadows.lg};

  ${media.md} {
    display: flex;
    position: sticky;
    top: 5rem;
    inset: auto;
    z-index: auto;
    width: auto;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.lg};
    box-shadow: none;
  }
`;

const StyledBackdrop = styled.div`
  position: fixed;
  inset: 4rem 0 0;
  z-index: calc(${({ theme }) => theme.zIndices.overlay} - 1);
  background: ${({ theme }) => theme.colors.overlay};

  ${media.md} {
    display: none;
  }
`;

const StyledProfile = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  padding-bottom: ${({ theme }) => theme.space[4]};
  text-align: center;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};

  p {
    margin: 0;
    /* Only a part too long for the line on its own (no break before "@" or a dot) is cut. */
    overflow-wrap: anywhere;
  }
`;

const StyledName = styled.p`
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const StyledEmail = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.muted};
`;

const StyledMenu = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  margin: 0;
  padding: 0;
  list-style: none;

  a {
    ${navLinkStyles('filled')}
  }
`;

const StyledContent = styled.div`
  min-width: 0;
`;

/**
 * /dashbord (SPEC.md section 2): the user's photo, name and email over a menu of the pages their
 * roles allow, beside the chosen page.
 */
export function DashboardLayout() {
  const user = useCurrentUser();
  const roles = useRoles();
  const { menu } = useRemoteRoutes();
  const drawer = useDashboardDrawer();
  return (
    <StyledDashboard>
      <StyledSideMenu id={DASHBOARD_MENU_ID} $open={drawer.open} aria-label="Dashboard">
        {user && (
          <StyledProfile>
            <Avatar name={user.displayName} src={user.photoURL} size="xl" />
            <StyledName>{user.displayName}</StyledName>
            <StyledEmail>
              <EmailAddress email={user.email} />
            </StyledEmail>
          </StyledProfile>
        )}
        <nav aria-label="Dashboard menu">
          <StyledMenu>
            {menuEntriesFor(menu, roles).map((entry) => (
              <li key={entry.path}>
                <NavLink to={entry.path} onClick={drawer.close}>
                  {entry.label}
                  {entry.count === 'waiting-requests' && (
                    <WaitingRequestsCount email={user?.email} />
                  )}
                  {entry.count === 'unread-messages' && <UnreadMessagesCount signedIn={!!user} />}
                </NavLink>
              </li>
            ))}
          </StyledMenu>
        </nav>
        {roles.loading && <Spinner label="Checking your roles" size="sm" />}
      </StyledSideMenu>
      {drawer.open && <StyledBackdrop onClick={drawer.close} />}
      <StyledContent>
        <EmailVerificationNotice />
        <AccountWarnings />
        <Outlet />
      </StyledContent>
    </StyledDashboard>
  );
}
