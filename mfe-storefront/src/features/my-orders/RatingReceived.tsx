import type { Order } from '@marketplace/contracts';
import { Stars } from '@marketplace/ui';
import styled from 'styled-components';
import { useRatingsByOrder } from '../../shared/received-ratings-api';

const StyledRating = styled.span`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  overflow-wrap: break-word;
`;

/** The rating the seller gave this buyer for the deal, once they have. */
export function RatingReceived({ order }: { order: Order }) {
  const rating = useRatingsByOrder().data?.get(order._id);
  if (!rating) return null;
  return (
    <StyledRating>
      <span>
        {order.sellerName} rated you <Stars stars={rating.stars} />
      </span>
      {rating.comment && <q>{rating.comment}</q>}
    </StyledRating>
  );
}
