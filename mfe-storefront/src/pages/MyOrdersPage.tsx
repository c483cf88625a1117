import { PageHeading } from '@marketplace/ui';

/** The signed-in buyer's orders, at /myorders and /dashbord/myorders. */
export default function MyOrdersPage() {
  return <PageHeading>My Orders</PageHeading>;
}
