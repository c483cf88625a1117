import type { ReceivedOrder } from '@marketplace/contracts';
import { Table, type TableColumn } from '@marketplace/ui';
import styled from 'styled-components';
import { ProductThumbnail } from '../../components/ProductThumbnail';
import { formatInstant, formatPrice } from '../../utils/format';
import { OrderStatusBadge } from './OrderStatusBadge';

const StyledProduct = styled.span`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  min-width: 12rem;
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
  {
    id: 'buyer',
    header: 'Buyer',
    cell: (order) => (
      <StyledBuyer>
        {order.userName}
        <a href={`mailto:${order.email}`}>{order.email}</a>
      </StyledBuyer>
    ),
  },
  {
    id: 'phone',
    header: 'Phone',
    // A link, so a seller on a phone calls the buyer with one tap.
    cell: (order) => <StyledPhone href={`tel:${order.phone}`}>{order.phone}</StyledPhone>,
  },
  { id: 'meetingLocation', header: 'Meeting location', cell: (order) => order.meetingLocation },
  { id: 'price', header: 'Price', align: 'end', cell: (order) => formatPrice(order.price) },
  { id: 'date', header: 'Date', cell: (order) => formatInstant(order.createdAt) },
  { id: 'status', header: 'Status', cell: (order) => <OrderStatusBadge status={order.status} /> },
];

/** Who ordered what, and where to meet them. */
export function ReceivedOrdersTable({ orders }: { orders: readonly ReceivedOrder[] }) {
  return (
    <Table
      caption="Orders on your products"
      captionHidden
      columns={COLUMNS}
      rows={orders}
      rowKey={(order) => order._id}
    />
  );
}
