import type { Review } from '@marketplace/contracts';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { formatDay } from '../utils/format';
import { Stars } from './RatingSummary';

const StyledList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const StyledReview = styled.li`
  padding: ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};

  p {
    margin: ${({ theme }) => theme.space[2]} 0 0;
    white-space: pre-line;
    overflow-wrap: anywhere;
  }
`;

const StyledMeta = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.muted};

  strong {
    color: ${({ theme }) => theme.colors.text};
  }
`;

const StyledAction = styled.span`
  margin-left: auto;
`;

export interface ReviewListProps {
  reviews: readonly Review[];
  label: string;
  /** Something to do with each review (report it), at the end of its first line. */
  action?: (review: Review) => ReactNode;
}

/** Reviews newest first: stars, who wrote them as what side of which deal, when, their words. */
export function ReviewList({ reviews, label, action }: ReviewListProps) {
  return (
    <StyledList aria-label={label}>
      {reviews.map((review) => (
        <StyledReview key={review._id}>
          <StyledMeta>
            <Stars stars={review.stars} />
            <span>
              <strong>{review.authorName}</strong>, {review.authorParty} of {review.product}
            </span>
            <time dateTime={review.createdAt}>{formatDay(review.createdAt)}</time>
            {action && <StyledAction>{action(review)}</StyledAction>}
          </StyledMeta>
          {review.comment && <p>{review.comment}</p>}
        </StyledReview>
      ))}
    </StyledList>
  );
}
