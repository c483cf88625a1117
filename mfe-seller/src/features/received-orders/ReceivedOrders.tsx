import { useReceivedOrders } from '@marketplace/api-client';
import { useCurrentUser } from '@marketplace/auth';
import { EmptyState, Loader, Pager } from '@marketplace/ui';
import { QueryFailure } from '../../components/QueryFailure';
import { usePage, useStayWithinThePages } from '../../components/use-page';
import { ReceivedOrdersList } from './ReceivedOrdersList';

/** The orders buyers placed on the signed-in seller's products, newest first. */
export function ReceivedOrders() {
  const email = useCurrentUser()?.email;
  const page = usePage();
  const orders = useReceivedOrders(email, page.query);
  useStayWithinThePages(page, orders.data?.total);

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
      <Pager
        label="Orders received pages"
        pageNumber={page.pageNumber}
        pageSize={page.query.limit}
        total={total}
        noun={{ one: 'order', other: 'orders' }}
        onPageChange={page.goTo}
        loading={orders.isPlaceholderData}
      />
    </>
  );
}
