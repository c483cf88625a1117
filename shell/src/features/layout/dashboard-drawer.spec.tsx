import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DASHBOARD_MENU_ID, DashboardDrawerProvider, useDashboardDrawer } from './dashboard-drawer';

/** The navbar's toggle and the side menu, wired as the shell wires them. */
function ToggleAndMenu() {
  const drawer = useDashboardDrawer();
  return (
    <>
      <button
        type="button"
        aria-expanded={drawer.open}
        aria-controls={DASHBOARD_MENU_ID}
        onClick={drawer.toggle}
      >
        Dashboard menu
      </button>
      {drawer.open && (
        <nav id={DASHBOARD_MENU_ID} aria-label="Dashboard">
          <a href="/dashbord/myorders">My Orders</a>
        </nav>
      )}
    </>
  );
}

describe('the dashboard drawer', () => {
  it('closes on Escape and gives the focus back to its toggle', async () => {
    const user = userEvent.setup();
    render(
      <DashboardDrawerProvider>
        <ToggleAndMenu />
      </DashboardDrawerProvider>,
    );
    const toggle = screen.getByRole('button', { name: 'Dashboard menu' });

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.tab();
    expect(screen.getByRole('link', { name: 'My Orders' })).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('navigation', { name: 'Dashboard' })).not.toBeInTheDocument();
    expect(toggle).toHaveFocus();
  });
});
