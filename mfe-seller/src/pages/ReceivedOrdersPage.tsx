import { PageHeading } from '@marketplace/ui';

/** Orders buyers placed on the seller's products, at /dashbord/receivedorders. */
export default function ReceivedOrdersPage() {
  return <PageHeading>Orders Received</PageHeading>;
}
