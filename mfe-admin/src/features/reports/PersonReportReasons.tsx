import {
  PERSON_REPORT_REASON_LABELS,
  type PersonReportReason,
  type ReportedPerson,
} from '@marketplace/contracts';
import { Badge, formatCount } from '@marketplace/ui';
import styled from 'styled-components';

const StyledReasons = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};

  ul {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space[1]};
    margin: 0;
    padding: 0;
    list-style: none;
  }

  ul + ul {
    display: block;
    list-style: disc;
    margin: 0;
    padding-left: ${({ theme }) => theme.space[4]};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.muted};
    overflow-wrap: anywhere;
  }
`;

const serious = (reason: PersonReportReason) => reason === 'scam' || reason === 'harassment';

/** How often and why a person or a message was reported, then the reporters' own words. */
export function PersonReportReasons({
  report,
}: {
  report: Pick<ReportedPerson, 'reportCount' | 'reasons' | 'details'>;
}) {
  return (
    <StyledReasons>
      <strong>
        {formatCount(report.reportCount)} {report.reportCount === 1 ? 'report' : 'reports'}
      </strong>
      <ul aria-label="Reasons">
        {report.reasons.map(({ reason, count }) => (
          <li key={reason}>
            <Badge tone={serious(reason) ? 'danger' : 'neutral'}>
              {PERSON_REPORT_REASON_LABELS[reason]} × {formatCount(count)}
            </Badge>
          </li>
        ))}
      </ul>
      {report.details.length > 0 && (
        <ul aria-label="What reporters wrote">
          {report.details.map((text, index) => (
            <li key={index}>“{text}”</li>
          ))}
        </ul>
      )}
    </StyledReasons>
  );
}
