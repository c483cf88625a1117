import type { Conversation } from '@marketplace/contracts';
import { MESSAGES_PATH } from '@marketplace/contracts';
import { Avatar, formatCount, formatDay, formatTime } from '@marketplace/ui';
import { Link } from '@marketplace/routing';
import styled from 'styled-components';

const StyledList = styled.ul`
  display: flex;
  flex-direction: column;
  margin: 0;
  padding: 0;
  list-style: none;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  overflow: hidden;

  li + li {
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

const StyledEntry = styled(Link)`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr) auto;
  gap: ${({ theme }) => theme.space[3]};
  align-items: center;
  padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;

  &:hover {
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }

  &[aria-current='page'] {
    background: ${({ theme }) => theme.colors.primarySoft};
  }

  &:focus-visible {
    outline: none;
    box-shadow: inset ${({ theme }) => theme.shadows.focus};
  }
`;

const StyledText = styled.span`
  display: flex;
  flex-direction: column;
  min-width: 0;

  span {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
`;

const StyledName = styled.span<{ $unread: boolean }>`
  font-weight: ${({ theme, $unread }) =>
    $unread ? theme.fontWeights.bold : theme.fontWeights.semibold};
`;

const StyledMuted = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.muted};
`;

const StyledSide = styled.span`
  display: flex;
  flex-direction: column;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space[1]};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.muted};
`;

const StyledUnread = styled.span`
  min-width: 1.5rem;
  padding: 0 ${({ theme }) => theme.space[2]};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  line-height: 1.5rem;
  text-align: center;
  color: ${({ theme }) => theme.colors.onPrimary};
  background: ${({ theme }) => theme.colors.danger};
  border-radius: ${({ theme }) => theme.radii.pill};
`;

/** Today's messages by their time, older ones by their day. */
const when = (iso: string) =>
  new Date(iso).toDateString() === new Date().toDateString() ? formatTime(iso) : formatDay(iso);

function preview(conversation: Conversation): string {
  const last = conversation.lastMessage;
  if (!last) return 'No messages yet';
  return last.mine ? `You: ${last.text}` : last.text;
}

/** The account's conversations, newest activity first: who, about what, the last word, unread. */
export function ConversationList({
  conversations,
  selectedId,
}: {
  conversations: Conversation[];
  selectedId: string | undefined;
}) {
  return (
    <StyledList aria-label="Conversations">
      {conversations.map((conversation) => (
        <li key={conversation._id}>
          <StyledEntry
            to={`${MESSAGES_PATH}/${conversation._id}`}
            aria-current={conversation._id === selectedId ? 'page' : undefined}
          >
            <Avatar
              name={conversation.otherParty.name}
              src={conversation.otherParty.image}
              decorative
            />
            <StyledText>
              <StyledName $unread={conversation.unread > 0}>
                {conversation.otherParty.name}
              </StyledName>
              <StyledMuted>{conversation.productName}</StyledMuted>
              <StyledMuted>{preview(conversation)}</StyledMuted>
            </StyledText>
            <StyledSide>
              <time dateTime={conversation.lastActivityAt}>
                {when(conversation.lastActivityAt)}
              </time>
              {conversation.unread > 0 && (
                <StyledUnread aria-label={`${conversation.unread} unread`}>
                  {formatCount(conversation.unread)}
                </StyledUnread>
              )}
            </StyledSide>
          </StyledEntry>
        </li>
      ))}
    </StyledList>
  );
}
