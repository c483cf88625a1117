import { useReportedMessages } from './moderation-api';
import type { ReportedMessage } from '@marketplace/contracts';
import { PagedTable, formatDay, media } from '@marketplace/ui';
import { useUrlPaging } from '@marketplace/routing';
import styled from 'styled-components';
import { RowActions } from '../../shared/RowActions';
import { PersonReportReasons } from './PersonReportReasons';
import { usePersonModeration } from './use-person-moderation';

const StyledThread = styled.ol`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  max-width: 28rem;
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

// The reported message stands out from the ones around it.
const StyledLine = styled.li<{ $reported: boolean }>`
  padding: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[2]};
  border-left: 3px solid
    ${({ theme, $reported }) => ($reported ? theme.colors.danger : theme.colors.border)};
  background: ${({ theme, $reported }) => ($reported ? theme.colors.dangerSoft : 'transparent')};
  white-space: pre-wrap;
  overflow-wrap: anywhere;

  b {
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;

const StyledAbout = styled.small`
  display: block;
  margin-bottom: ${({ theme }) => theme.space[1]};
  color: ${({ theme }) => theme.colors.muted};
`;

const StyledActions = styled(RowActions)`
  ${media.sm} {
    flex-direction: column;
    align-items: flex-start;
  }
`;

function Thread({ message }: { message: ReportedMessage }) {
  return (
    <div>
      <StyledAbout>About “{message.productName}”</StyledAbout>
      <StyledThread aria-label={`The conversation around the message from ${message.sender.name}`}>
        {message.thread.map((line) => (
          <StyledLine key={line._id} $reported={line.reported}>
            <b>{line.senderName}</b>
            {line.reported && ' (reported)'}, {formatDay(line.createdAt)}: {line.text}
          </StyledLine>
        ))}
      </StyledThread>
    </div>
  );
}

/**
 * Messages others reported, each amid the messages before and after it in its conversation:
 * dismiss the message's reports, or warn or suspend its sender.
 */
export function ReportedMessagesTable() {
  const paging = useUrlPaging();
  const reported = useReportedMessages(paging.query);
  const moderation = usePersonModeration();
  return (
    <>
      {moderation.dialog}
      <PagedTable
        title="Reported Messages"
        noun={{ one: 'reported message', other: 'reported messages' }}
        query={reported}
        paging={paging}
        emptyMessage="No reported messages"
        columns={[
          {
            id: 'message',
            header: 'Message',
            rowHeader: true,
            cell: (message) => <Thread message={message} />,
          },
          { id: 'sender', header: 'Sender', cell: (message) => message.sender.name },
          {
            id: 'reports',
            header: 'Reports',
            cell: (message) => <PersonReportReasons report={message} />,
          },
          {
            id: 'actions',
            header: 'Actions',
            onPhone: 'actions',
            cell: (message) => (
              <StyledActions>
                {moderation.button('dismiss-message', message._id, message.sender.name)}
                {message.sender._id !== null &&
                  moderation.button('warn', message.sender._id, message.sender.name)}
                {message.sender._id !== null &&
                  moderation.button('suspend', message.sender._id, message.sender.name)}
              </StyledActions>
            ),
          },
        ]}
      />
    </>
  );
}
