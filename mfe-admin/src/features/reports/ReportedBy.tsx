import type { ReportedProduct } from '@marketplace/contracts';
import { formatDay, formatTime } from '@marketplace/ui';
import styled from 'styled-components';

const StyledReporters = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  overflow-wrap: break-word;

  time {
    color: ${({ theme }) => theme.colors.muted};
    white-space: nowrap;
  }
`;

/** Who reported the listing and when, the newest first: the moderator sees whether it is fresh. */
export function ReportedBy({ reporters }: Pick<ReportedProduct, 'reporters'>) {
  return (
    <StyledReporters aria-label="Reported by">
      {reporters.map(({ name, reportedAt }, index) => (
        <li key={index}>
          {name ?? 'A signed-out visitor'},{' '}
          <time dateTime={reportedAt}>
            {formatDay(reportedAt)} {formatTime(reportedAt)}
          </time>
        </li>
      ))}
    </StyledReporters>
  );
}
