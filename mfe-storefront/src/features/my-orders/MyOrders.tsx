import { apiErrorMessage, useDeleteOrder, useOrders } from '@marketplace/api-client';
import { useCurrentUser } from '@marketplace/auth';
import { type Order, dealMovesFor } from '@marketplace/contracts';
import {
  Button,
  CONFIRM_PROMPTS,
  describeListing,
  formatPrice,
  OrderStatusBadge,
  PageHeading,
  PagedList,
  RowCard,
  RowCards,
  Table,
  type TableColumn,
  useConfirm,
  useIsPhone,
  MeetingPlace,
  PhoneLink,
  toast,
} from '@marketplace/ui';
import { useState } from 'react';
import { Link, useUrlPaging } from '@marketplace/routing';
import styled from 'styled-components';
import { CashIcon, TrashIcon } from '../../shared/icons';
import { PersonActions } from '../../shared/PersonActions';
import { ProductPicture } from '../catalogue/ProductPicture';
import { BuyerTrustActions } from './BuyerTrustActions';
import { OrderConversationLink } from '../conversations/OrderConversationLink';
import { PayOrderDialog } from './PayOrderDialog';
import { RatingReceived } from './RatingReceived';
import { OrderMeetingSafety } from './OrderMeetingSafety';

export const ORDERS_PAGE_SIZE = 10;

const StyledThumbnail = styled(ProductPicture)`
  width: 4rem;
  border-radius: ${({ theme }) => theme.radii.sm};
`;

const StyledIconButton = styled(Button)`
  min-width: 2.75rem;
  padding-inline: ${({ theme }) => theme.space[2]};
  color: ${({ theme }) => theme.colors.danger};
`;

const StyledCardHeader = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};

  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
`;

const StyledPrice = styled.span`
  white-space: nowrap;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const StyledStack = styled.span`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  align-items: flex-start;
`;

const StyledEmail = styled.a`
  overflow-wrap: anywhere;
`;

const StyledNote = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.muted};
`;

/** What the buyer learns under the status: why it ended, or whose move it is. */
function statusNote(order: Order): string | null {
  if (order.reason) return order.reason;
  if (order.status === 'requested') return 'Waiting for the seller to accept';
  if (order.status === 'accepted') {
    return order.awaitingConfirmation.includes('buyer')
      ? 'Meet the seller, then confirm with Pay'
      : 'Waiting for the seller to confirm the handover';
  }
  return null;
}

const productCell = (order: Order) =>
  order.productId ? <Link to={`/producs/${order.productId}`}>{order.product}</Link> : order.product;

const sellerCell = (order: Order) => (
  <StyledStack>
    {order.sellerId ? (
      <Link to={`/sellers/${order.sellerId}`}>{order.sellerName}</Link>
    ) : (
      order.sellerName
    )}
    {order.sellerPhone ? (
      // Shared once the seller accepts: one tap calls them from a phone.
      <PhoneLink phone={order.sellerPhone} />
    ) : (
      // "Here": the listing may show the phone already (its "Show phone number"); the order
      // shares it with the buyer whatever the seller chose for the listing.
      order.status === 'requested' && <StyledNote>Phone shared here once accepted</StyledNote>
    )}
    {order.sellerEmail && (
      <StyledEmail href={`mailto:${order.sellerEmail}`}>{order.sellerEmail}</StyledEmail>
    )}
    {order.productId && <OrderConversationLink orderId={order._id} withName={order.sellerName} />}
    <PersonActions userId={order.sellerId} name={order.sellerName} />
  </StyledStack>
);

const meetingCell = (order: Order) => (
  <StyledStack>
    <MeetingPlace
      location={order.meetingLocation}
      note={order.meetingSpotNote}
      place={order.meetingPlace}
      time={order.meetingTime}
    />
    <OrderMeetingSafety order={order} />
  </StyledStack>
);

const statusCell = (order: Order) => {
  const note = statusNote(order);
  return (
    <StyledStack>
      <OrderStatusBadge status={order.status} />
      {note && <StyledNote>{note}</StyledNote>}
      <BuyerTrustActions order={order} />
      {order.status === 'completed' && <RatingReceived order={order} />}
    </StyledStack>
  );
};

/**
 * The signed-in buyer's orders (SPEC.md's My orders): picture, name (linking to the listing),
 * the seller and, once accepted, their phone, price, meeting place and time, status, Pay and a
 * delete icon; 'Have not Product' when there are none. Pay is the buyer's handover confirmation
 * on an accepted deal; the delete icon withdraws an open order or clears a closed one from the
 * list; a completed deal is history and offers neither.
 */
export function MyOrders() {
  const buyer = useCurrentUser();
  const paging = useUrlPaging(ORDERS_PAGE_SIZE);
  const orders = useOrders(buyer?.email, paging.query);
  const deleteOrder = useDeleteOrder();
  const confirm = useConfirm();
  const [payingFor, setPayingFor] = useState<Order | null>(null);
  // Eight columns do not fit a phone: there each order is a card with the same contents.
  const isPhone = useIsPhone();

  async function handleDelete(order: Order) {
    const confirmed = await confirm(CONFIRM_PROMPTS.deleteOrderOrProduct, {
      subject: describeListing(order.product, order.price),
      detail:
        'This cancels your order and puts the item back on sale. The seller sees that you cancelled it.',
      tone: 'danger',
      confirmLabel: 'Delete',
    });
    if (!confirmed) return;
    deleteOrder.mutate(order._id, {
      onSuccess: () => toast.success('Deleted successfully'),
      // SPEC.md only logs a failed deletion; the buyer is also told, or the row would just stay.
      onError: (error) => {
        console.error('Deleting the order failed', error);
        toast.error(`The order was not deleted: ${apiErrorMessage(error)}`);
      },
    });
  }

  // SPEC.md's "Pay" reads like paying online: the words beside it say what it does.
  const payButton = (order: Order) =>
    dealMovesFor(order, 'buyer').includes('confirm') && (
      <StyledStack>
        <Button
          size="sm"
          aria-describedby={`pay-note-${order._id}`}
          onClick={() => setPayingFor(order)}
        >
          <CashIcon />
          Pay
        </Button>
        <StyledNote id={`pay-note-${order._id}`}>
          In cash at the meeting; confirms you got the item
        </StyledNote>
      </StyledStack>
    );

  const deleteButton = (order: Order) =>
    order.status !== 'completed' && (
      <StyledIconButton
        variant="ghost"
        size="sm"
        aria-label="Cancel this order"
        title="Cancel this order"
        loading={deleteOrder.isPending && deleteOrder.variables === order._id}
        onClick={() => void handleDelete(order)}
      >
        <TrashIcon />
      </StyledIconButton>
    );

  const imageColumn: TableColumn<Order> = {
    id: 'image',
    header: 'Image',
    cell: (order) => <StyledThumbnail url={order.image} alt="" sizes="4rem" />,
  };
  /** What the table and the phone's cards both list about each order. */
  const factColumns: TableColumn<Order>[] = [
    { id: 'seller', header: 'Seller', cell: sellerCell },
    {
      id: 'price',
      header: 'Price',
      align: 'end',
      cell: (order) => <StyledPrice>{formatPrice(order.price)}</StyledPrice>,
    },
    { id: 'meeting', header: 'Meeting', cell: meetingCell },
    { id: 'status', header: 'Status', cell: statusCell },
  ];
  const columns: TableColumn<Order>[] = [
    imageColumn,
    { id: 'product', header: 'Product', rowHeader: true, cell: productCell },
    ...factColumns,
    { id: 'pay', header: 'Payment', cell: payButton },
    { id: 'delete', header: 'Delete', align: 'center', cell: deleteButton },
  ];

  const actionsOf = (order: Order) => {
    const pay = payButton(order);
    const remove = deleteButton(order);
    if (!pay && !remove) return undefined;
    return (
      <>
        {pay}
        {remove}
      </>
    );
  };

  const ordersShown = (items: readonly Order[]) =>
    isPhone ? (
      <RowCards label="Your orders">
        {items.map((order, index) => (
          <RowCard
            key={order._id}
            header={
              <StyledCardHeader>
                {imageColumn.cell(order, index)}
                <h2>{productCell(order)}</h2>
              </StyledCardHeader>
            }
            facts={factColumns.map((column) => ({
              id: column.id,
              label: column.header,
              value: column.cell(order, index),
            }))}
            actions={actionsOf(order)}
          />
        ))}
      </RowCards>
    ) : (
      <Table
        caption="Your orders"
        captionHidden
        columns={columns}
        rows={items}
        rowKey={(order) => order._id}
      />
    );

  return (
    <>
      <PageHeading count={orders.data?.total}>My Orders</PageHeading>
      <PagedList
        noun={{ one: 'order', other: 'orders' }}
        query={orders}
        paging={paging}
        loadingLabel="Loading your orders"
        failureTitle="Your orders could not be loaded"
        pagerLabel="Order pages"
        emptyMessage="Have not Product"
        emptyAction={
          <Button as={Link} to="/#categories" variant="secondary">
            Browse products
          </Button>
        }
      >
        {({ items }) => ordersShown(items)}
      </PagedList>
      {payingFor && <PayOrderDialog order={payingFor} onClose={() => setPayingFor(null)} />}
    </>
  );
}
