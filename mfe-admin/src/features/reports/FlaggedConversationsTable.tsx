import { useFlaggedConversations } from './moderation-api';
import type { FlaggedConversation } from '@marketplace/contracts';
import { PagedTable, formatDay } from '@marketplace/ui';
import { useUrlPaging } from '@marketplace/routing';
import styled from 'styled-components';

/** The scam patterns' kinds (api/assets/scam-patterns.json) in words; an operator's own shows as it is. */
const KIND_LABELS: Record<string, string> = {
  'advance-payment': 'Advance payment',
  'delivery-charge-first': 'Delivery charge first',
  'code-request': 'Asks for a code',
  'contact-before-deal': 'Contact before the deal',
};

const StyledMessages = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  max-width: 28rem;
  margin: 0;
  padding: 0;
  list-style: none;

  blockquote {
    margin: 0;
    white-space: pre-line;
    overflow-wrap: anywhere;
  }

  small {
    color: ${({ theme }) => theme.colors.muted};
  }
`;

const StyledParties = styled.span`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
`;

const senderName = (thread: FlaggedConversation, sender: 'buyer' | 'seller' | null) =>
  sender === null ? 'A removed account' : thread[sender].name;

/**
 * Conversations whose messages matched the market's scam patterns, the most recently flagged
 * first: who wrote what, and which pattern it matched. Nothing was refused; the recipient was
 * warned. An administrator decides whether to act on the account (All Users).
 */
export function FlaggedConversationsTable() {
  const paging = useUrlPaging();
  const flagged = useFlaggedConversations(paging.query);
  return (
    <PagedTable
      title="Flagged Conversations"
      noun={{ one: 'flagged conversation', other: 'flagged conversations' }}
      query={flagged}
      paging={paging}
      emptyMessage="No flagged conversations"
      columns={[
        {
          id: 'listing',
          header: 'Listing',
          rowHeader: true,
          cell: (thread) => thread.productName,
        },
        {
          id: 'parties',
          header: 'Between',
          cell: (thread) => (
            <StyledParties>
              <span>Seller: {thread.seller.name}</span>
              <span>Buyer: {thread.buyer.name}</span>
            </StyledParties>
          ),
        },
        {
          id: 'messages',
          header: 'Flagged messages',
          cell: (thread) => (
            <StyledMessages>
              {thread.flagged.map((message) => (
                <li key={message._id}>
                  <blockquote>{message.text}</blockquote>
                  <small>
                    {senderName(thread, message.sender)}, {formatDay(message.createdAt)}:{' '}
                    {KIND_LABELS[message.kind] ?? message.kind}
                  </small>
                </li>
              ))}
              {thread.flaggedCount > thread.flagged.length && (
                <li>
                  <small>and {thread.flaggedCount - thread.flagged.length} earlier</small>
                </li>
              )}
            </StyledMessages>
          ),
        },
      ]}
    />
  );
}
