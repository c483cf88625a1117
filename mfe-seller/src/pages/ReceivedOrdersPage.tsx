import { PageHeading } from '@marketplace/ui';
import { ReceivedOrders } from '../features/received-orders/ReceivedOrders';

/** Orders buyers placed on the seller's products, at /dashbord/receivedorders. */
export default function ReceivedOrdersPage() {
  return (
    <>
      <PageHeading>Orders Received</PageHeading>
      <ReceivedOrders />
    </>
  );
}
