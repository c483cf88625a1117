import { useReceivedOrders } from '@marketplace/api-client';
import { useCurrentUser } from '@marketplace/auth';
import { PagedList } from '@marketplace/ui';
import { useUrlPaging } from '@marketplace/routing';
import { ReceivedOrdersList } from './ReceivedOrdersList';

/** The orders buyers placed on the signed-in seller's products, newest first. */
export function ReceivedOrders() {
  const email = useCurrentUser()?.email;
  const paging = useUrlPaging();
  const orders = useReceivedOrders(email, paging.query);

  return (
    <PagedList
      noun={{ one: 'order', other: 'orders' }}
      query={orders}
      paging={paging}
      loadingLabel="Loading the orders you received"
      failureTitle="The orders you received could not be loaded."
      pagerLabel="Orders received pages"
      emptyMessage="No orders yet. When a buyer orders one of your products, it shows here."
    >
      {({ items }) => <ReceivedOrdersList orders={items} />}
    </PagedList>
  );
}
