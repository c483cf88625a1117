import type { ReceivedOrder } from '@marketplace/contracts';
import {
  RowCard,
  RowCards,
  Table,
  type TableColumn,
  formatDay,
  formatPrice,
  formatTime,
  useIsPhone,
  MeetingPlace,
} from '@marketplace/ui';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { DenseTableFrame, StyledNoWrap } from '../../components/DenseTableFrame';
import { ItemCardHeader } from '../../components/ItemCardHeader';
import { ProductThumbnail } from '../../components/ProductThumbnail';
import { OrderStatusBadge } from './OrderStatusBadge';

const StyledProduct = styled.span`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  min-width: 10rem;
`;

const StyledBuyer = styled.span`
  display: flex;
  flex-direction: column;

  a {
    font-size: ${({ theme }) => theme.fontSizes.xs};
    color: ${({ theme }) => theme.colors.muted};
  }
`;

const StyledPhone = styled.a`
  white-space: nowrap;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.primary};
`;

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
      <StyledBuyer>
        {order.userName}
        <a href={`mailto:${order.email}`}>{order.email}</a>
      </StyledBuyer>
    ),
  },
  {
    id: 'phone',
    label: 'Phone',
    // A link, so a seller on a phone calls the buyer with one tap.
    value: (order) => <StyledPhone href={`tel:${order.phone}`}>{order.phone}</StyledPhone>,
  },
  {
    id: 'meetingLocation',
    label: 'Meeting location',
    value: (order) => (
      <MeetingPlace location={order.meetingLocation} note={order.meetingSpotNote} />
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
  { id: 'status', header: 'Status', cell: (order) => <OrderStatusBadge status={order.status} /> },
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
                aside={<OrderStatusBadge status={order.status} />}
              />
            }
            facts={FACTS.map(({ id, label, value }) => ({ id, label, value: value(order) }))}
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
