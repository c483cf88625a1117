import { useSession } from '@marketplace/auth';
import type { AuthUser } from '@marketplace/contracts';
import { UiProvider } from '@marketplace/ui';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from '@marketplace/routing';
import { RequireRole } from './RequireRole';
import { RequireSignIn } from './RequireSignIn';

const buyer: AuthUser = {
  id: '41',
  displayName: 'Bea Buyer',
  email: 'bea@example.com',
  photoURL: '/api/images/bea.webp',
  isAdmin: false,
  isSeller: false,
  verify: false,
  emailVerified: true,
};

/** Stands in for the login page: shows what the guard handed it. */
function LoginProbe() {
  return <output>{JSON.stringify(useLocation().state)}</output>;
}

function visit(path: string) {
  render(
    <UiProvider>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/login" element={<LoginProbe />} />
          <Route
            path="/myorders"
            element={
              <RequireSignIn>
                <h1>My Orders</h1>
              </RequireSignIn>
            }
          />
          <Route
            path="/dashbord/alluser"
            element={
              <RequireRole role="admin">
                <h1>All Users</h1>
              </RequireRole>
            }
          />
        </Routes>
      </MemoryRouter>
    </UiProvider>,
  );
}

describe('the route guards', () => {
  it('show a loader while the session is being checked', () => {
    useSession.setState({ status: 'loading', user: null });
    visit('/myorders');
    expect(screen.getByRole('status')).toHaveTextContent('Checking your session');
  });

  it('send a signed-out visitor to /login, remembering the page asked for', () => {
    useSession.setState({ status: 'signed-out', user: null });
    visit('/myorders?tab=open');
    expect(screen.getByRole('status')).toHaveTextContent('{"from":"/myorders?tab=open"}');
  });

  it('let a signed-in user through', () => {
    useSession.setState({ status: 'signed-in', user: buyer });
    visit('/myorders');
    expect(screen.getByRole('heading', { name: 'My Orders' })).toBeVisible();
  });

  it('send a user without the role to /login, saying which account the page needs', () => {
    useSession.setState({ status: 'signed-in', user: buyer });
    visit('/dashbord/alluser');
    expect(screen.getByRole('status')).toHaveTextContent(
      '{"from":"/dashbord/alluser","requiredRole":"admin"}',
    );
  });

  it('let an administrator through to an admin page', () => {
    useSession.setState({ status: 'signed-in', user: { ...buyer, isAdmin: true } });
    visit('/dashbord/alluser');
    expect(screen.getByRole('heading', { name: 'All Users' })).toBeVisible();
  });
});
