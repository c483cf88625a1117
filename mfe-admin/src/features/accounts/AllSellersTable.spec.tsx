import type { User } from '@marketplace/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import {
  anAccount,
  answerConfirm,
  findToast,
  heldReply,
  listReply,
  renderAdminPage,
  setUpTestApi,
} from '../../testing/admin-test-kit';
import { AllSellersTable } from './AllSellersTable';

const api = setUpTestApi();

const verified = anAccount({ _id: '4', name: 'Rafiq Hasan', role: 'seller', verify: true });
const unverified = anAccount({
  _id: '5',
  name: 'Karim Uddin',
  role: 'seller',
  verify: false,
  location: 'Uttara Sector 7, Dhaka',
});

/** The API's sellers, and what verifying or deleting Karim does to them. */
function serveSellers(initial: User[]) {
  let sellers = initial;
  api.current.route('GET', '/seller', () => listReply(sellers));
  api.current.route('PUT', '/user/5', () => {
    sellers = sellers.map((seller) => (seller._id === '5' ? { ...seller, verify: true } : seller));
    return { body: { acknowledged: true, matchedCount: 1, modifiedCount: 1 } };
  });
  api.current.route('DELETE', '/users/5', () => {
    sellers = sellers.filter((seller) => seller._id !== '5');
    return { body: { acknowledged: true, deletedCount: 1 } };
  });
}

const writes = () =>
  api.current.requests
    .filter((request) => request.method !== 'GET')
    .map((request) => `${request.method} ${request.path}`);
const rowOf = (name: string) => within(screen.getByRole('row', { name: new RegExp(name) }));

describe('All Sellers', () => {
  it("lists sellers under SPEC.md's columns: Verify for the unverified, a badge for the others", async () => {
    serveSellers([verified, unverified]);
    renderAdminPage(<AllSellersTable />);

    expect(await screen.findByRole('heading', { name: 'All Sellers (2)', level: 1 })).toBeVisible();
    const table = screen.getByRole('table', { name: 'All Sellers' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['', 'Name', 'Email', 'Verify', 'Action']);
    expect(
      within(table).getByRole('checkbox', { name: 'Select all sellers (not available)' }),
    ).toBeDisabled();

    expect(rowOf('Rafiq Hasan').getByText('verified')).toBeVisible();
    expect(rowOf('Rafiq Hasan').queryByRole('button', { name: /^Verify/ })).not.toBeInTheDocument();
    expect(rowOf('Karim Uddin').getByRole('button', { name: 'Verify Karim Uddin' })).toBeEnabled();
    expect(rowOf('Karim Uddin').queryByText('verified')).not.toBeInTheDocument();
    expect(rowOf('Karim Uddin').getByRole('rowheader')).toHaveTextContent('Uttara Sector 7, Dhaka');
  });

  it('keeps the spec’s trash icon, visibly disabled and saying it is not available', async () => {
    serveSellers([unverified]);
    renderAdminPage(<AllSellersTable />);

    const trash = await screen.findByRole('button', {
      name: 'Trash for Karim Uddin (not available)',
    });
    expect(trash).toBeDisabled();
  });

  it("verifies a seller after asking, says 'Verify Success', and the badge replaces the button", async () => {
    serveSellers([verified, unverified]);
    const { user } = renderAdminPage(<AllSellersTable />);

    await user.click(await screen.findByRole('button', { name: 'Verify Karim Uddin' }));
    const question = await screen.findByRole('dialog', { name: 'Are you sure you want to update' });
    expect(question).toHaveTextContent('Karim Uddin (');
    expect(question).toHaveTextContent(
      'Verify this seller: their listings show the verified badge',
    );
    await answerConfirm(user, 'Are you sure you want to update', 'Verify');

    expect(await findToast('Verify Success')).toBeInTheDocument();
    expect(writes()).toEqual(['PUT /user/5']);
    await waitFor(() => expect(rowOf('Karim Uddin').getByText('verified')).toBeVisible());
    expect(rowOf('Karim Uddin').queryByRole('button', { name: /^Verify/ })).not.toBeInTheDocument();
  });

  it('verifies nothing when the question is cancelled', async () => {
    serveSellers([unverified]);
    const { user } = renderAdminPage(<AllSellersTable />);

    await user.click(await screen.findByRole('button', { name: 'Verify Karim Uddin' }));
    await answerConfirm(user, 'Are you sure you want to update', 'Cancel');

    expect(writes()).toEqual([]);
    expect(rowOf('Karim Uddin').getByRole('button', { name: 'Verify Karim Uddin' })).toBeEnabled();
  });

  it('sends the reason typed under the question, which the audit log keeps, and no body without one', async () => {
    serveSellers([verified, unverified]);
    const { user } = renderAdminPage(<AllSellersTable />);
    const bodies = () =>
      api.current.requests
        .filter((request) => request.method !== 'GET')
        .map((request) => request.body.toString());

    await user.click(await screen.findByRole('button', { name: 'Verify Karim Uddin' }));
    const question = await screen.findByRole('dialog', { name: 'Are you sure you want to update' });
    await user.type(
      within(question).getByRole('textbox', { name: 'Reason, for the audit log (optional)' }),
      'Trade licence checked',
    );
    await answerConfirm(user, 'Are you sure you want to update', 'Verify');
    expect(await findToast('Verify Success')).toBeInTheDocument();

    await user.click(await screen.findByRole('button', { name: 'Delete Karim Uddin' }));
    await answerConfirm(user, 'are you sure you want to delete User?', 'Delete');
    expect(await findToast('Deleted successfully')).toBeInTheDocument();
    expect(writes()).toEqual(['PUT /user/5', 'DELETE /users/5']);
    expect(bodies()).toEqual([JSON.stringify({ reason: 'Trade licence checked' }), '']);
  });

  it('deletes a seller after asking, and the list refreshes', async () => {
    serveSellers([verified, unverified]);
    const { user } = renderAdminPage(<AllSellersTable />);

    await user.click(await screen.findByRole('button', { name: 'Delete Karim Uddin' }));
    await answerConfirm(user, 'are you sure you want to delete User?', 'Delete');

    expect(await findToast('Deleted successfully')).toBeInTheDocument();
    expect(writes()).toEqual(['DELETE /users/5']);
    await waitFor(() =>
      expect(screen.queryByRole('row', { name: /Karim Uddin/ })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('All Sellers (1)');
  });

  it('shows the busy Verify button while the verification is on its way', async () => {
    serveSellers([unverified]);
    const verification = heldReply({
      body: { acknowledged: true, matchedCount: 1, modifiedCount: 1 },
    });
    api.current.route('PUT', '/user/5', () => verification.reply);
    const { user } = renderAdminPage(<AllSellersTable />);

    await user.click(await screen.findByRole('button', { name: 'Verify Karim Uddin' }));
    await answerConfirm(user, 'Are you sure you want to update', 'Verify');

    const busy = screen.getByRole('button', { name: 'Verify Karim Uddin' });
    await waitFor(() => expect(busy).toHaveAttribute('aria-busy', 'true'));
    expect(busy).toBeDisabled();
    verification.release();
    expect(await findToast('Verify Success')).toBeInTheDocument();
  });
});
