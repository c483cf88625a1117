import type { FlaggedConversation } from '@marketplace/contracts';
import { screen, within } from '@testing-library/react';
import { listReply, renderAdminPage, setUpTestApi } from '../../testing/admin-test-kit';
import { FlaggedConversationsTable } from './FlaggedConversationsTable';

const api = setUpTestApi();

const thread: FlaggedConversation = {
  _id: '5',
  productId: '12',
  productName: 'Symphony Z60 phone',
  buyer: { _id: '3', name: 'Farhana Akter' },
  seller: { _id: '4', name: 'Quick Deals BD' },
  flaggedCount: 3,
  flagged: [
    {
      _id: '40',
      sender: 'seller',
      text: 'send 500 tk bKash advance',
      kind: 'advance-payment',
      createdAt: '2026-11-30T09:00:00.000Z',
    },
    {
      _id: '38',
      sender: 'seller',
      text: 'এই লিংকে দেখুন',
      kind: 'gift-card',
      createdAt: '2026-11-30T08:00:00.000Z',
    },
  ],
};

describe('flagged conversations', () => {
  it("lists each thread's flagged messages with who wrote them and what they matched", async () => {
    api.current.route('GET', '/conversations/flagged', listReply([thread]));
    renderAdminPage(<FlaggedConversationsTable />);
    const row = await screen.findByRole('row', { name: /Symphony Z60 phone/ });
    expect(row).toHaveTextContent('Seller: Quick Deals BD');
    expect(row).toHaveTextContent('Buyer: Farhana Akter');
    const messages = within(row).getAllByRole('listitem');
    expect(messages[0]).toHaveTextContent('send 500 tk bKash advance');
    expect(messages[0]).toHaveTextContent('Quick Deals BD, 30 Nov 2026: Advance payment');
    // An operator's own pattern shows by its name.
    expect(messages[1]).toHaveTextContent('gift-card');
    expect(messages[2]).toHaveTextContent('and 1 earlier');
  });

  it('says when nothing was flagged', async () => {
    api.current.route('GET', '/conversations/flagged', listReply([]));
    renderAdminPage(<FlaggedConversationsTable />);
    expect(await screen.findByText('No flagged conversations')).toBeInTheDocument();
  });
});
