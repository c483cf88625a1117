import { REPORT_REASON_LABELS, type ReportedProduct } from '@marketplace/contracts';
import { Badge, formatCount } from '@marketplace/ui';
import styled from 'styled-components';

const StyledReasons = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
`;

const StyledCount = styled.span`
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const StyledTally = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[1]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const StyledWords = styled.ul`
  margin: 0;
  padding-left: ${({ theme }) => theme.space[4]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.muted};
  overflow-wrap: anywhere;
`;

/** How often and why the listing was reported: each reason with its count, then the reporters' own words. */
export function ReportReasons({
  product,
}: {
  /** A reported listing, or a reported review: both carry the same tally. */
  product: Pick<ReportedProduct, 'reportCount' | 'reasons' | 'details'>;
}) {
  return (
    <StyledReasons>
      <StyledCount>
        {formatCount(product.reportCount)} {product.reportCount === 1 ? 'report' : 'reports'}
      </StyledCount>
      <StyledTally aria-label="Reasons">
        {product.reasons.map(({ reason, count }) => (
          <li key={reason}>
            <Badge
              tone={
                reason === 'scam-or-fraud' || reason === 'prohibited-item' ? 'danger' : 'neutral'
              }
            >
              {REPORT_REASON_LABELS[reason]} × {formatCount(count)}
            </Badge>
          </li>
        ))}
      </StyledTally>
      {product.details.length > 0 && (
        <StyledWords aria-label="What reporters wrote">
          {product.details.map((text, index) => (
            <li key={index}>“{text}”</li>
          ))}
        </StyledWords>
      )}
    </StyledReasons>
  );
}
