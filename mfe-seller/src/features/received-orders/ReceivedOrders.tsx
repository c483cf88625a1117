import { useReceivedOrders } from '@marketplace/api-client';
import { useCurrentUser } from '@marketplace/auth';
import { EmptyState, Loader } from '@marketplace/ui';
import { Pager, usePage } from '../../components/Pager';
import { QueryFailure } from '../../components/QueryFailure';
import { ReceivedOrdersList } from './ReceivedOrdersList';

/** The orders buyers placed on the signed-in seller's products, newest first. */
export function ReceivedOrders() {
  const email = useCurrentUser()?.email;
  const { page, setOffset } = usePage();
  const orders = useReceivedOrders(email, page);

  if (orders.isPending) return <Loader label="Loading the orders you received" />;
  if (orders.isError) {
    return (
      <QueryFailure
        title="The orders you received could not be loaded."
        error={orders.error}
        onRetry={() => void orders.refetch()}
      />
    );
  }
  const { items, total } = orders.data;
  return (
    <>
      {items.length === 0 ? (
        <EmptyState message="No orders yet. When a buyer orders one of your products, it shows here." />
      ) : (
        <ReceivedOrdersList orders={items} />
      )}
      <Pager label="Orders received pages" page={page} total={total} onChange={setOffset} />
    </>
  );
}
