import styled from 'styled-components';

const StyledRating = styled.span`
  display: inline-flex;
  align-items: baseline;
  gap: 0.2em;
  white-space: nowrap;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.text};

  [aria-hidden] {
    color: ${({ theme }) => theme.colors.accent};
  }

  small {
    font-size: inherit;
    font-weight: ${({ theme }) => theme.fontWeights.regular};
    color: ${({ theme }) => theme.colors.muted};
  }
`;

export interface RatingSummaryProps {
  /** Average stars to one decimal; null before the first rating, when nothing is shown. */
  rating: number | null;
  count: number;
}

/** "4.8 ★ (12)": an account's average rating and how many ratings it rests on. */
export function RatingSummary({ rating, count }: RatingSummaryProps) {
  if (rating === null || count === 0) return null;
  const average = rating.toFixed(1);
  return (
    <StyledRating
      role="img"
      aria-label={`Rated ${average} out of 5 by ${count} ${count === 1 ? 'person' : 'people'}`}
    >
      {average} <span aria-hidden="true">★</span> <small>({count})</small>
    </StyledRating>
  );
}

const StyledStars = styled.span`
  letter-spacing: 0.05em;
  white-space: nowrap;
  color: ${({ theme }) => theme.colors.accent};
`;

/** One review's stars, "★★★★☆", read out as "4 out of 5 stars". */
export function Stars({ stars }: { stars: number }) {
  return (
    <StyledStars role="img" aria-label={`${stars} out of 5 stars`}>
      {'★'.repeat(stars)}
      {'☆'.repeat(5 - stars)}
    </StyledStars>
  );
}
