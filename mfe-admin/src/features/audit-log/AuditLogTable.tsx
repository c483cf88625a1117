import { type ListPage, useAuditLog } from '@marketplace/api-client';
import { type AuditAction, type AuditEntry } from '@marketplace/contracts';
import { Button, formatDay, formatTime, PagedTable } from '@marketplace/ui';
import type { UseQueryResult } from '@tanstack/react-query';
import { useSearchParams } from '@marketplace/routing';
import styled from 'styled-components';

const PAGE_SIZE = 50;
/** The keyset cursor lives in the address, so reload and Back keep the place. */
const BEFORE_PARAM = 'before';

/** What each action is called in the log. */
const ACTION_LABELS: Record<AuditAction, string> = {
  'seller.verify': 'Verified seller',
  'user.delete': 'Deleted account',
  'user.suspend': 'Suspended account',
  'user.unsuspend': 'Lifted suspension',
  'product.delete': 'Deleted listing',
  'reports.dismiss': 'Dismissed reports',
  'meeting-spot.create': 'Added meeting spot',
  'meeting-spot.update': 'Edited meeting spot',
  'meeting-spot.delete': 'Removed meeting spot',
  'review.hide': 'Hid review',
  'review-reports.dismiss': 'Dismissed review reports',
  'user.start-selling': 'Started selling',
  'user.google-claimed': 'Google sign-in ended an unproven password',
  'person-reports.dismiss': 'Dismissed reports of a person',
  'message-reports.dismiss': 'Dismissed reports of a message',
  'user.warn': 'Warned a person',
};

const StyledNav = styled.nav`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
  margin-top: ${({ theme }) => theme.space[4]};
`;

const StyledWhen = styled.span`
  white-space: nowrap;
`;

// Broken only where a word cannot fit at all: `anywhere` let the table squeeze the column to a
// sliver, a letter or two a line.
const StyledWho = styled.span`
  display: flex;
  flex-direction: column;
  min-width: 8rem;
  overflow-wrap: break-word;

  small {
    color: ${({ theme }) => theme.colors.muted};
  }
`;

const StyledMuted = styled.span`
  color: ${({ theme }) => theme.colors.muted};
`;

/**
 * Every administrator action, newest first: when, who, what, on what, and why. Read a page at a
 * time by keyset (`?before=<id>`): Older goes on from the last entry shown, Newest back to the top,
 * and the browser's Back returns to newer pages.
 */
export function AuditLogTable() {
  const [searchParams, setSearchParams] = useSearchParams();
  const before = searchParams.get(BEFORE_PARAM) ?? undefined;
  const log = useAuditLog(before, PAGE_SIZE);
  const go = (cursor: string | null) =>
    setSearchParams((current) => {
      const next = new URLSearchParams(current);
      if (cursor) next.set(BEFORE_PARAM, cursor);
      else next.delete(BEFORE_PARAM);
      return next;
    });
  // The table reads a list page; the audit log's own pager goes by the cursor instead.
  const query = {
    ...log,
    data: log.data && { items: log.data.items, total: log.data.total },
  } as UseQueryResult<ListPage<AuditEntry>>;

  const pager = (
    <StyledNav aria-label="Pages of the audit log">
      <Button variant="secondary" size="sm" disabled={!before} onClick={() => go(null)}>
        Newest
      </Button>
      <Button
        variant="secondary"
        size="sm"
        disabled={!log.data?.nextBefore || log.isPlaceholderData}
        loading={log.isPlaceholderData}
        onClick={() => go(log.data?.nextBefore ?? null)}
      >
        Older entries
      </Button>
    </StyledNav>
  );

  return (
    <PagedTable
      title="Audit Log"
      noun={{ one: 'audit log entry', other: 'audit log entries' }}
      query={query}
      paging={{ pager }}
      emptyMessage="No administrator has acted yet."
      columns={[
        {
          id: 'when',
          header: 'When',
          cell: (entry) => (
            <StyledWhen>
              <time dateTime={entry.at}>
                {formatDay(entry.at)} {formatTime(entry.at)}
              </time>
            </StyledWhen>
          ),
        },
        {
          id: 'action',
          header: 'Action',
          rowHeader: true,
          cell: (entry) => ACTION_LABELS[entry.action] ?? entry.action,
        },
        { id: 'target', header: 'Target', cell: (entry) => entry.target.name },
        {
          id: 'who',
          header: 'By',
          cell: (entry) => (
            <StyledWho>
              {entry.actor.name}
              <small>{entry.actor.email}</small>
            </StyledWho>
          ),
        },
        {
          id: 'reason',
          header: 'Reason',
          cell: (entry) => entry.reason ?? <StyledMuted>None given</StyledMuted>,
        },
      ]}
    />
  );
}
