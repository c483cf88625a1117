import { useSession } from '@marketplace/auth';
import { act, screen, within } from '@testing-library/react';
import { renderStandaloneRemote } from './standalone-remote';

describe('a remote running alone', () => {
  beforeEach(() => {
    document.body.innerHTML = '<div id="root"></div>';
    window.history.pushState({}, '', '/dashbord/received');
  });

  it('shows the page at the address in a frame with a link to each page, and reads the session', async () => {
    const refresh = jest.spyOn(useSession.getState(), 'refresh').mockResolvedValue(undefined);

    await act(async () =>
      renderStandaloneRemote({
        name: 'Seller',
        links: [
          { to: '/dashbord/mine', label: 'My Products' },
          { to: '/dashbord/received', label: 'Orders Received' },
        ],
        routes: [
          { path: '/dashbord/mine', element: <h1>My Products</h1> },
          { path: '/dashbord/received', element: <h1>Orders Received</h1> },
        ],
      }),
    );

    const menu = screen.getByRole('navigation', { name: 'Seller pages (standalone)' });
    expect(
      within(menu)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/dashbord/mine', '/dashbord/received']);
    expect(screen.getByRole('heading', { name: 'Orders Received', level: 1 })).toBeVisible();
    expect(refresh).toHaveBeenCalled();
  });
});
