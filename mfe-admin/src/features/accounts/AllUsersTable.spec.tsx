import type { User } from '@marketplace/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import {
  SIGNED_IN_ADMIN,
  anAccount,
  answerConfirm,
  findToast,
  listReply,
  renderAdminPage,
  setUpTestApi,
} from '../../testing/admin-test-kit';
import { AllUsersTable } from './AllUsersTable';

const api = setUpTestApi();

const buyer = anAccount({ _id: '12', name: 'Ayesha Siddiqua', location: 'Dhanmondi, Dhaka' });
const seller = anAccount({ _id: '13', name: 'Rafiq Hasan', role: 'seller', location: null });
const admin = anAccount({
  _id: '1',
  name: 'Nusrat Jahan',
  email: SIGNED_IN_ADMIN.email,
  isAdmin: true,
});
const otherAdmin = anAccount({ _id: '2', name: 'Kamrul Islam', isAdmin: true });

/** The API's users, and what deleting one does to them. */
function serveAccounts(initial: User[]) {
  let accounts = initial;
  api.current.route('GET', '/alluer', () => listReply(accounts));
  api.current.route('DELETE', '/users/12', () => {
    accounts = accounts.filter((account) => account._id !== '12');
    return { body: { acknowledged: true, deletedCount: 1 } };
  });
}

const deletions = () => api.current.requests.filter((request) => request.method === 'DELETE');
const table = () => screen.getByRole('table', { name: 'All Users' });
const rowOf = (name: string) =>
  screen.getByRole('rowheader', { name: new RegExp(name) }).closest('tr')!;

describe('All Users', () => {
  it("lists every account under SPEC.md's columns, with the total in the heading", async () => {
    serveAccounts([buyer, seller, admin]);
    renderAdminPage(<AllUsersTable />);

    expect(await screen.findByRole('heading', { name: 'All Users (3)', level: 1 })).toBeVisible();
    const headers = within(table()).getAllByRole('columnheader');
    expect(headers.map((header) => header.textContent)).toEqual([
      '',
      'Name',
      'Email',
      'Role',
      'Action',
    ]);
    const selectAll = within(headers[0]!).getByRole('checkbox', {
      name: 'Select all users (not available)',
    });
    expect(selectAll).toBeDisabled();

    const buyerRow = within(rowOf('Ayesha Siddiqua'));
    expect(buyerRow.getByRole('rowheader')).toHaveTextContent('Ayesha SiddiquaDhanmondi, Dhaka');
    expect(buyerRow.getByRole('cell', { name: buyer.email })).toBeVisible();
    expect(within(rowOf('Rafiq Hasan')).getByRole('rowheader')).toHaveTextContent(
      'No location given',
    );
  });

  it('deletes a user after asking, says so, and the list refreshes', async () => {
    serveAccounts([buyer, seller]);
    const { user } = renderAdminPage(<AllUsersTable />);

    await user.click(await screen.findByRole('button', { name: 'Delete Ayesha Siddiqua' }));
    await answerConfirm(user, 'are you sure you want to delete User?', 'Delete');

    expect(await findToast('Deleted successfully')).toBeInTheDocument();
    expect(deletions().map((request) => request.path)).toEqual(['/users/12']);
    await waitFor(() =>
      expect(screen.queryByRole('rowheader', { name: /Ayesha Siddiqua/ })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('All Users (1)');
  });

  it('does nothing when the question is cancelled', async () => {
    serveAccounts([buyer]);
    const { user } = renderAdminPage(<AllUsersTable />);

    await user.click(await screen.findByRole('button', { name: 'Delete Ayesha Siddiqua' }));
    await answerConfirm(user, 'are you sure you want to delete User?', 'Cancel');

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(deletions()).toEqual([]);
    expect(rowOf('Ayesha Siddiqua')).toBeVisible();
  });

  it("shows the server's reason when a deletion fails, and keeps the row", async () => {
    serveAccounts([buyer]);
    api.current.route('DELETE', '/users/12', {
      status: 404,
      body: { statusCode: 404, error: 'Not Found', message: 'User not found' },
    });
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user } = renderAdminPage(<AllUsersTable />);

    await user.click(await screen.findByRole('button', { name: 'Delete Ayesha Siddiqua' }));
    await answerConfirm(user, 'are you sure you want to delete User?', 'Delete');

    expect(await findToast('User not found')).toBeInTheDocument();
    expect(screen.queryByText('Deleted successfully')).not.toBeInTheDocument();
    expect(rowOf('Ayesha Siddiqua')).toBeVisible();
  });

  it("offers no Delete on the administrator's own account, which the API would refuse", async () => {
    serveAccounts([buyer, admin]);
    renderAdminPage(<AllUsersTable />);

    const ownRow = within(await screen.findByRole('row', { name: /Nusrat Jahan/ }));
    expect(ownRow.getByText('You')).toBeVisible();
    expect(ownRow.getByText('Your account')).toBeVisible();
    expect(ownRow.queryByRole('button')).not.toBeInTheDocument();
  });

  it('shows each role, and offers no Suspend or Delete on another administrator', async () => {
    serveAccounts([buyer, seller, otherAdmin]);
    renderAdminPage(<AllUsersTable />);

    expect(await screen.findByRole('heading', { name: 'All Users (3)', level: 1 })).toBeVisible();
    expect(within(rowOf('Ayesha Siddiqua')).getByRole('cell', { name: 'Buyer' })).toBeVisible();
    expect(within(rowOf('Rafiq Hasan')).getByRole('cell', { name: 'Seller' })).toBeVisible();
    const adminRow = within(rowOf('Kamrul Islam'));
    expect(adminRow.getByRole('cell', { name: 'Administrator' })).toBeVisible();
    expect(adminRow.queryByRole('button', { name: /Suspend|Delete/ })).not.toBeInTheDocument();
    expect(adminRow.getByText('Managed on the server')).toBeVisible();
    expect(within(rowOf('Rafiq Hasan')).getByRole('button', { name: /Delete/ })).toBeVisible();
  });
});
