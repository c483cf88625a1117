import { orderConversationPath } from '@marketplace/contracts';
import { Link } from '@marketplace/routing';
import styled from 'styled-components';

const StyledLink = styled(Link)`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.primary};
  white-space: nowrap;
`;

/** From an order (My Orders, Orders Received) to its conversation, the listing and buyer's one. */
export function OrderConversationLink({
  orderId,
  withName,
}: {
  orderId: string;
  withName: string;
}) {
  return (
    <StyledLink to={orderConversationPath(orderId)} aria-label={`Messages with ${withName}`}>
      Messages
    </StyledLink>
  );
}
