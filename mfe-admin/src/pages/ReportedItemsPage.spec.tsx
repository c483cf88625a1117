import type { ReportedMessage, ReportedPerson } from '@marketplace/contracts';
import { screen, within } from '@testing-library/react';
import { findToast, listReply, renderAdminPage, setUpTestApi } from '../testing/admin-test-kit';
import ReportedItemsPage from './ReportedItemsPage';

const api = setUpTestApi();

const rahat: ReportedPerson = {
  _id: '41',
  name: 'Rogue Rahat',
  email: 'rahat@example.com',
  image: null,
  reportCount: 2,
  reasons: [
    { reason: 'scam', count: 1 },
    { reason: 'fake-profile', count: 1 },
  ],
  details: ['Wants bKash before we meet'],
  lastReportedAt: '2026-12-01T10:00:00.000Z',
};

const pushy: ReportedMessage = {
  _id: '77',
  conversationId: '5',
  productName: 'Old bicycle',
  sender: { _id: '41', name: 'Rogue Rahat' },
  reportCount: 1,
  reasons: [{ reason: 'scam', count: 1 }],
  details: [],
  lastReportedAt: '2026-12-01T10:00:00.000Z',
  thread: [
    {
      _id: '76',
      senderName: 'Careful Buyer',
      text: 'Is it still for sale?',
      createdAt: '2026-12-01T09:58:00.000Z',
      reported: false,
    },
    {
      _id: '77',
      senderName: 'Rogue Rahat',
      text: 'Send 500 Tk first',
      createdAt: '2026-12-01T09:59:00.000Z',
      reported: true,
    },
    {
      _id: '78',
      senderName: 'Careful Buyer',
      text: 'No, cash when we meet',
      createdAt: '2026-12-01T10:00:00.000Z',
      reported: false,
    },
  ],
};

describe('the report queue', () => {
  it('keeps the listings tab as it was, and names each tab in the address', async () => {
    api.current.route('GET', '/products/reports', () => listReply([]));
    api.current.route('GET', '/reviews/reports', () => listReply([]));
    api.current.route('GET', '/people/reports', () => listReply([rahat]));
    const { user, search } = renderAdminPage(<ReportedItemsPage />, '/dashbord/report');

    expect(await screen.findByRole('heading', { name: /Reported Items/ })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Listings' })).toHaveAttribute('aria-current', 'page');
    await user.click(screen.getByRole('link', { name: 'People' }));
    expect(search()).toBe('?tab=people');
    expect(await screen.findByRole('table', { name: 'Reported People' })).toBeVisible();
  });

  it('warns a reported person with the words they will read', async () => {
    let people = [rahat];
    api.current.route('GET', '/people/reports', () => listReply(people));
    api.current.route('POST', '/people/41/warn', () => {
      people = [];
      return { body: { acknowledged: true, matchedCount: 2, modifiedCount: 2 } };
    });
    const { user } = renderAdminPage(<ReportedItemsPage />, '/dashbord/report?tab=people');

    const row = within(await screen.findByRole('row', { name: /Rogue Rahat/ }));
    expect(row.getByText('Scam × 1')).toBeVisible();
    expect(row.getByText('“Wants bKash before we meet”')).toBeVisible();
    await user.click(row.getByRole('button', { name: 'Warn Rogue Rahat' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Warn Rogue Rahat?' }));
    await user.type(
      dialog.getByLabelText('What they read, by email and on their dashboard'),
      'Do not ask for payment up front.',
    );
    await user.click(dialog.getByRole('button', { name: 'Send warning' }));

    expect(await findToast('Warning sent')).toBeInTheDocument();
    const warned = api.current.requests.find((request) => request.path === '/people/41/warn');
    expect(JSON.parse(warned!.body.toString())).toEqual({
      text: 'Do not ask for payment up front.',
    });
    expect(await screen.findByText('No reported people')).toBeVisible();
  });

  it('shows a reported message amid its thread, the reported one marked', async () => {
    api.current.route('GET', '/messages/reports', () => listReply([pushy]));
    renderAdminPage(<ReportedItemsPage />, '/dashbord/report?tab=messages');

    const thread = await screen.findByRole('list', {
      name: 'The conversation around the message from Rogue Rahat',
    });
    const lines = within(thread).getAllByRole('listitem');
    expect(lines.map((line) => line.textContent)).toEqual([
      expect.stringContaining('Is it still for sale?'),
      expect.stringMatching(/Rogue Rahat \(reported\).*Send 500 Tk first/),
      expect.stringContaining('No, cash when we meet'),
    ]);
    expect(screen.getByRole('button', { name: 'Suspend Rogue Rahat' })).toBeVisible();
  });
});
