import { DEAL_STATES, type ReceivedOrder, orderConversationPath } from '@marketplace/contracts';
import {
  OrderStatusBadge,
  RowCard,
  RowCards,
  Table,
  type TableColumn,
  formatDay,
  formatPrice,
  formatTime,
  useIsPhone,
  MeetingPlace,
  PhoneLink,
} from '@marketplace/ui';
import type { ReactNode } from 'react';
import { Link } from '@marketplace/routing';
import styled from 'styled-components';
import { DenseTableFrame, StyledNoWrap } from '../../shared/DenseTableFrame';
import { ItemCardHeader } from '../../shared/ItemCardHeader';
import { ProductThumbnail } from '../../shared/ProductThumbnail';
import { PersonActions } from '../../shared/PersonActions';
import { SELLER_PATHS } from '../../seller-paths';
import { OrderActions } from './OrderActions';
import { OrderMeetingSafety } from './OrderMeetingSafety';

const StyledProduct = styled.span`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  min-width: 10rem;
`;

const StyledStack = styled.span`
  display: flex;
  flex-direction: column;

  a[href^='mailto:'] {
    font-size: ${({ theme }) => theme.fontSizes.xs};
    color: ${({ theme }) => theme.colors.muted};
  }
`;

const StyledMuted = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.muted};
`;

const StyledStatus = styled.span`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[1]};
  max-width: 12rem;
`;

/** Where the handover of an accepted deal stands, from the seller's side. */
function handoverNote({ status, awaitingConfirmation }: ReceivedOrder): string | null {
  if (status !== 'accepted') return null;
  if (!awaitingConfirmation.includes('seller')) return 'Waiting for the buyer to confirm';
  if (!awaitingConfirmation.includes('buyer')) return 'The buyer confirmed the handover';
  return null;
}

/** While the seller decides whom to meet (an open order), the buyer's name opens their profile. */
function BuyerName({ order }: { order: ReceivedOrder }) {
  if (!DEAL_STATES[order.status].open || !order.buyerId) return <>{order.userName}</>;
  return <Link to={SELLER_PATHS.buyerProfile(order.buyerId)}>{order.userName}</Link>;
}

/** The state, and why it ended or whose move it is. */
function StatusCell({ order }: { order: ReceivedOrder }) {
  const note = order.reason ?? handoverNote(order);
  return (
    <StyledStatus>
      <OrderStatusBadge status={order.status} />
      {note && <StyledMuted>{note}</StyledMuted>}
    </StyledStatus>
  );
}

// The day, and the time under it when the column is narrow.
const StyledWhen = styled.time`
  display: inline-block;
  max-width: 7rem;
`;

interface OrderFact {
  id: string;
  label: string;
  value: (order: ReceivedOrder) => ReactNode;
  align?: 'end';
}

/** Who ordered, how to reach them, where to meet: the table's columns and each phone card's list. */
const FACTS: readonly OrderFact[] = [
  {
    id: 'buyer',
    label: 'Buyer',
    value: (order) => (
      <StyledStack>
        <BuyerName order={order} />
        <PersonActions userId={order.buyerId} name={order.userName} />
        {order.phone ? (
          // A link, so a seller on a phone calls the buyer with one tap; shared once accepted.
          <PhoneLink phone={order.phone} />
        ) : (
          <StyledMuted>Phone and email shown once accepted</StyledMuted>
        )}
        {order.email && <a href={`mailto:${order.email}`}>{order.email}</a>}
        {order.productId && (
          <Link
            to={orderConversationPath(order._id)}
            aria-label={`Messages with ${order.userName}`}
          >
            Messages
          </Link>
        )}
      </StyledStack>
    ),
  },
  {
    id: 'meeting',
    label: 'Meeting',
    value: (order) => (
      <StyledStack>
        <MeetingPlace
          location={order.meetingLocation}
          note={order.meetingSpotNote}
          place={order.meetingPlace}
          time={order.meetingTime}
        />
        <OrderMeetingSafety order={order} />
      </StyledStack>
    ),
  },
  {
    id: 'price',
    label: 'Price',
    align: 'end',
    value: (order) => <StyledNoWrap>{formatPrice(order.price)}</StyledNoWrap>,
  },
  {
    id: 'date',
    label: 'Date',
    value: (order) => (
      <StyledWhen dateTime={order.createdAt}>
        <StyledNoWrap>{formatDay(order.createdAt)}</StyledNoWrap>{' '}
        <StyledNoWrap>{formatTime(order.createdAt)}</StyledNoWrap>
      </StyledWhen>
    ),
  },
];

const COLUMNS: readonly TableColumn<ReceivedOrder>[] = [
  {
    id: 'product',
    header: 'Product',
    rowHeader: true,
    cell: (order) => (
      <StyledProduct>
        <ProductThumbnail src={order.image} />
        {order.product}
      </StyledProduct>
    ),
  },
  ...FACTS.map(({ id, label, value, align }) => ({ id, header: label, cell: value, align })),
  { id: 'status', header: 'Status', cell: (order) => <StatusCell order={order} /> },
  { id: 'actions', header: 'Actions', cell: (order) => <OrderActions order={order} /> },
];

/** Who ordered what, and where to meet them: a table, or a card per order on a phone. */
export function ReceivedOrdersList({ orders }: { orders: readonly ReceivedOrder[] }) {
  const isPhone = useIsPhone();
  if (isPhone) {
    return (
      <RowCards label="Orders on your products">
        {orders.map((order) => (
          <RowCard
            key={order._id}
            header={
              <ItemCardHeader
                picture={<ProductThumbnail src={order.image} />}
                title={order.product}
                aside={<StatusCell order={order} />}
              />
            }
            facts={FACTS.map(({ id, label, value }) => ({ id, label, value: value(order) }))}
            actions={<OrderActions order={order} />}
          />
        ))}
      </RowCards>
    );
  }
  return (
    <DenseTableFrame>
      <Table
        caption="Orders on your products"
        captionHidden
        columns={COLUMNS}
        rows={orders}
        rowKey={(order) => order._id}
      />
    </DenseTableFrame>
  );
}
