import { apiErrorMessage } from '@marketplace/api-client';
import { useCurrentUser, useSession, useSessionStatus } from '@marketplace/auth';
import { Button, VisuallyHidden, media, toast } from '@marketplace/ui';
import { Link, NavLink, useLocation, useNavigate } from '@marketplace/routing';
import { Suspense, lazy } from 'react';
import styled from 'styled-components';
import { navLinkStyles } from '../layout/nav-link-styles';
import { DASHBOARD_MENU_ID, useDashboardDrawer } from '../layout/dashboard-drawer';
import { Logo } from './Logo';
import { NavbarSearch } from './NavbarSearch';

// A first visit is signed out: the account menu's code loads only for someone signed in.
const AccountMenu = lazy(async () => ({ default: (await import('./AccountMenu')).AccountMenu }));

const StyledHeader = styled.header`
  position: sticky;
  top: 0;
  z-index: ${({ theme }) => theme.zIndices.header};
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const StyledBar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  max-width: 75rem;
  min-height: 4rem;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[4]};

  ${media.md} {
    flex-wrap: nowrap;
    gap: ${({ theme }) => theme.space[6]};
  }
`;

const StyledLinks = styled.nav`
  ul {
    display: flex;
    gap: ${({ theme }) => theme.space[1]};
    margin: 0;
    padding: 0;
    list-style: none;
  }

  a {
    ${navLinkStyles('underlined')}
  }
`;

const StyledEnd = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  margin-left: auto;
`;

const StyledDrawerToggle = styled.button`
  display: inline-grid;
  place-items: center;
  width: 2.75rem;
  height: 2.75rem;
  color: ${({ theme }) => theme.colors.primary};
  background: ${({ theme }) => theme.colors.primarySoft};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.md};
  cursor: pointer;

  &:focus-visible {
    outline: none;
    box-shadow: ${({ theme }) => theme.shadows.focus};
  }

  ${media.md} {
    display: none;
  }
`;

/** Keeps the bar from jumping while the session is being checked. */
const StyledSessionPlaceholder = styled.span`
  display: inline-block;
  width: 2.75rem;
`;

function MenuIcon() {
  return (
    <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d="M4 6h16M4 12h16M4 18h10"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
      />
    </svg>
  );
}

/**
 * SPEC.md section 2: Home, Blog, the logo, the dashboard toggle, and the account or Login; and
 * the search box.
 */
export function Navbar() {
  const user = useCurrentUser();
  const status = useSessionStatus();
  const logout = useSession((session) => session.logout);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const drawer = useDashboardDrawer();
  const onDashboard = pathname === '/dashbord' || pathname.startsWith('/dashbord/');

  // The menu does not wait for it: it shows its own failures.
  async function handleLogout() {
    // Leave guarded pages first, so their guards do not send the visitor to /login meanwhile.
    await navigate('/', { replace: true });
    try {
      await logout();
    } catch (error) {
      toast.error(apiErrorMessage(error));
      return;
    }
    // A fresh page: nothing the previous account saw (query caches, remotes' state) stays in
    // memory for the next person on this browser.
    window.location.replace('/');
  }

  return (
    <StyledHeader>
      <StyledBar>
        <Logo />
        <StyledLinks aria-label="Main">
          <ul>
            <li>
              <NavLink to="/" end>
                Home
              </NavLink>
            </li>
            <li>
              <NavLink to="/blog">Blog</NavLink>
            </li>
          </ul>
        </StyledLinks>
        <NavbarSearch />
        <StyledEnd>
          {onDashboard && (
            <StyledDrawerToggle
              type="button"
              aria-expanded={drawer.open}
              aria-controls={DASHBOARD_MENU_ID}
              onClick={drawer.toggle}
            >
              <MenuIcon />
              <VisuallyHidden>Dashboard menu</VisuallyHidden>
            </StyledDrawerToggle>
          )}
          {status === 'signed-in' && user ? (
            <Suspense fallback={<StyledSessionPlaceholder />}>
              <AccountMenu user={user} onLogout={() => void handleLogout()} />
            </Suspense>
          ) : status === 'signed-out' ? (
            <Button as={Link} to="/login" size="sm">
              Login
            </Button>
          ) : (
            <StyledSessionPlaceholder />
          )}
        </StyledEnd>
      </StyledBar>
    </StyledHeader>
  );
}
