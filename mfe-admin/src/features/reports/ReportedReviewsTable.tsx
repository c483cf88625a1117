import {
  useDismissReviewReports,
  useHideReview,
  useReportedReviews,
} from '@marketplace/api-client';
import type { ReportedReview } from '@marketplace/contracts';
import { Stars, formatDay, media, PagedTable } from '@marketplace/ui';
import { Link, useUrlPaging } from '@marketplace/routing';
import styled from 'styled-components';
import { RowActionButton } from '../../shared/RowActionButton';
import { RowActions } from '../../shared/RowActions';
import { useConfirmedAction } from '../../shared/use-confirmed-action';
import { ReportReasons } from './ReportReasons';

/** Its own page number in the address, beside the reported items' `page`. */
const REVIEWS_PAGE_PARAM = 'reviewsPage';

const StyledSection = styled.div`
  margin-top: ${({ theme }) => theme.space[10]};
`;

const StyledReview = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  max-width: 22rem;

  p {
    margin: 0;
    white-space: pre-line;
    overflow-wrap: anywhere;
  }

  small {
    color: ${({ theme }) => theme.colors.muted};
  }
`;

const StyledActions = styled(RowActions)`
  ${media.sm} {
    flex-direction: column;
    align-items: flex-start;
  }
`;

const describe = (review: ReportedReview) =>
  `the ${review.stars}-star review by ${review.authorName}`;

/**
 * Reviews people reported, most reported first, with why, to hide (gone from the profile and
 * the average) or dismiss (the reports close, the review stays). Both are audit logged.
 */
export function ReportedReviewsTable() {
  const paging = useUrlPaging(undefined, REVIEWS_PAGE_PARAM);
  const reported = useReportedReviews(paging.query);
  const hiding = useConfirmedAction(useHideReview(), {
    prompt: 'Hide this review? It leaves the profile and no longer counts in the rating.',
    confirm: { confirmLabel: 'Hide', tone: 'danger' },
    success: 'Review hidden',
  });
  const dismissal = useConfirmedAction(useDismissReviewReports(), {
    prompt: 'Dismiss these reports? The review stays.',
    confirm: { confirmLabel: 'Dismiss' },
    success: 'Reports dismissed',
  });
  return (
    <StyledSection>
      <PagedTable
        title="Reported Reviews"
        headingLevel={2}
        noun={{ one: 'reported review', other: 'reported reviews' }}
        query={reported}
        paging={paging}
        emptyMessage="No reported reviews"
        columns={[
          {
            id: 'review',
            header: 'Review',
            rowHeader: true,
            cell: (review) => (
              <StyledReview>
                <Stars stars={review.stars} />
                {review.comment && <p>{review.comment}</p>}
                <small>
                  by {review.authorName}, {formatDay(review.createdAt)}
                </small>
              </StyledReview>
            ),
          },
          {
            id: 'about',
            header: 'About',
            cell: (review) => <Link to={`/sellers/${review.subjectId}`}>{review.subjectName}</Link>,
          },
          {
            id: 'reports',
            header: 'Reports',
            cell: (review) => <ReportReasons product={review} />,
          },
          {
            id: 'actions',
            header: 'Actions',
            onPhone: 'actions',
            cell: (review) => (
              <StyledActions>
                <RowActionButton
                  action={dismissal}
                  id={review._id}
                  label="Dismiss"
                  target={describe(review)}
                  variant="secondary"
                />
                <RowActionButton
                  action={hiding}
                  id={review._id}
                  label="Hide"
                  target={describe(review)}
                  variant="danger"
                />
              </StyledActions>
            ),
          },
        ]}
      />
    </StyledSection>
  );
}
