import { useLiveUpdates } from '@marketplace/api-client';
import { useCurrentUser } from '@marketplace/auth';
import { Outlet, ScrollRestoration } from '@marketplace/routing';
import styled from 'styled-components';
import { Navbar } from '../navbar/Navbar';
import { DashboardDrawerProvider } from './dashboard-drawer';
import { useSavedSearchNotices } from './saved-search-notices';

const StyledSkipLink = styled.a`
  position: absolute;
  left: ${({ theme }) => theme.space[4]};
  top: -4rem;
  z-index: ${({ theme }) => theme.zIndices.toast};
  padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[4]};
  color: ${({ theme }) => theme.colors.onPrimary};
  background: ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radii.md};

  &:focus {
    top: ${({ theme }) => theme.space[2]};
  }
`;

const StyledMain = styled.main`
  max-width: 75rem;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space[6]} ${({ theme }) => theme.space[4]}
    ${({ theme }) => theme.space[12]};
`;

/**
 * Every page: the navbar over the routed page; while signed in, the live event stream and its
 * notices.
 */
export function AppLayout() {
  const signedIn = Boolean(useCurrentUser());
  useLiveUpdates(signedIn);
  useSavedSearchNotices(signedIn);
  return (
    <DashboardDrawerProvider>
      <StyledSkipLink href="#main">Skip to content</StyledSkipLink>
      <Navbar />
      <StyledMain id="main" tabIndex={-1}>
        <Outlet />
      </StyledMain>
      <ScrollRestoration />
    </DashboardDrawerProvider>
  );
}
