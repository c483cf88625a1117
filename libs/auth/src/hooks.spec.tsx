import type { AuthUser } from '@marketplace/contracts';
import { act, render, screen } from '@testing-library/react';
import { useCurrentUser, useRoles, useSessionStatus } from './hooks';
import { useSession } from './session-store';

const admin: AuthUser = {
  id: '1',
  displayName: 'Ada Admin',
  email: 'ada@example.com',
  photoURL: '/api/images/ada.webp',
  isAdmin: true,
  isSeller: false,
  verify: false,
  emailVerified: true,
};

function AccountSummary() {
  const user = useCurrentUser();
  const status = useSessionStatus();
  const { isAdmin, isSeller, loading } = useRoles();
  return (
    <dl>
      <dt>Status</dt>
      <dd>{status}</dd>
      <dt>Name</dt>
      <dd>{user?.displayName ?? 'nobody'}</dd>
      <dt>Roles</dt>
      <dd>
        {loading
          ? 'checking'
          : [isAdmin && 'admin', isSeller && 'seller'].filter(Boolean).join(', ') || 'buyer'}
      </dd>
    </dl>
  );
}

const shown = (term: string) => screen.getByText(term).nextElementSibling?.textContent;

describe('session hooks', () => {
  it('follow the shared session store as it changes', () => {
    render(<AccountSummary />);
    expect(shown('Status')).toBe('loading');
    expect(shown('Roles')).toBe('checking');

    act(() => useSession.setState({ status: 'signed-in', user: admin }));
    expect(shown('Status')).toBe('signed-in');
    expect(shown('Name')).toBe('Ada Admin');
    expect(shown('Roles')).toBe('admin');

    act(() =>
      useSession.setState({
        status: 'signed-in',
        user: { ...admin, isAdmin: false, isSeller: true },
      }),
    );
    expect(shown('Roles')).toBe('seller');

    act(() => useSession.setState({ status: 'signed-out', user: null }));
    expect(shown('Name')).toBe('nobody');
    expect(shown('Roles')).toBe('buyer');
  });
});
