import { apiErrorMessage, useRateOrder, useReportNoShow } from '@marketplace/api-client';
import type { ReceivedOrder } from '@marketplace/contracts';
import { DealTrustActions } from '@marketplace/ui';

/** Orders Received's rate and no-show buttons: the seller rates, or reports, the buyer. */
export function SellerTrustActions({ order }: { order: ReceivedOrder }) {
  const rate = useRateOrder();
  const noShow = useReportNoShow();
  return (
    <DealTrustActions
      order={order}
      otherParty="buyer"
      otherPartyName={order.userName}
      rate={(rating) => rate.mutateAsync({ orderId: order._id, ...rating })}
      reportNoShow={() => noShow.mutateAsync(order._id)}
      errorMessage={apiErrorMessage}
    />
  );
}
