import { Link, useSearchParams } from '@marketplace/routing';
import styled from 'styled-components';
import { ReportedItemsTable } from '../features/reports/ReportedItemsTable';
import { ReportedMessagesTable } from '../features/reports/ReportedMessagesTable';
import { ReportedPeopleTable } from '../features/reports/ReportedPeopleTable';
import { ReportedReviewsTable } from '../features/reports/ReportedReviewsTable';
import { FlaggedConversationsTable } from '../features/reports/FlaggedConversationsTable';

/**
 * The report queue's tabs, in the address (`?tab=`) so reload and back keep the place. Each is
 * one entry here.
 */
const TABS = [
  { id: 'listings', label: 'Listings' },
  { id: 'people', label: 'People' },
  { id: 'messages', label: 'Messages' },
  { id: 'flagged', label: 'Flagged chats' },
] as const;
type TabId = (typeof TABS)[number]['id'];

const StyledTabs = styled.nav`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  margin-bottom: ${({ theme }) => theme.space[4]};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const StyledTab = styled(Link)<{ $current: boolean }>`
  display: inline-flex;
  align-items: center;
  min-height: 2.75rem;
  padding: 0 ${({ theme }) => theme.space[3]};
  margin-bottom: -1px;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme, $current }) => ($current ? theme.colors.primary : theme.colors.muted)};
  text-decoration: none;
  border-bottom: 3px solid
    ${({ theme, $current }) => ($current ? theme.colors.primary : 'transparent')};
`;

/**
 * The admin's report queue at /dashbord/report: reported listings (SPEC.md's Report items, with
 * the reported reviews below them), reported people, reported messages, and the conversations
 * the scam patterns flagged.
 */
export default function ReportedItemsPage() {
  const [params] = useSearchParams();
  const tab: TabId = TABS.find(({ id }) => id === params.get('tab'))?.id ?? 'listings';
  return (
    <>
      <StyledTabs aria-label="Reports">
        {TABS.map(({ id, label }) => (
          <StyledTab
            key={id}
            to={id === 'listings' ? '?' : `?tab=${id}`}
            $current={id === tab}
            aria-current={id === tab ? 'page' : undefined}
          >
            {label}
          </StyledTab>
        ))}
      </StyledTabs>
      {tab === 'listings' && (
        <>
          <ReportedItemsTable />
          <ReportedReviewsTable />
        </>
      )}
      {tab === 'people' && <ReportedPeopleTable />}
      {tab === 'messages' && <ReportedMessagesTable />}
      {tab === 'flagged' && <FlaggedConversationsTable />}
    </>
  );
}
