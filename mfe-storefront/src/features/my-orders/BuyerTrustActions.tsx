import { apiErrorMessage, useRateOrder, useReportNoShow } from '@marketplace/api-client';
import type { Order } from '@marketplace/contracts';
import { DealTrustActions } from '@marketplace/ui';

/** My Orders' rate and no-show buttons: the buyer rates, or reports, the seller. */
export function BuyerTrustActions({ order }: { order: Order }) {
  const rate = useRateOrder();
  const noShow = useReportNoShow();
  return (
    <DealTrustActions
      order={order}
      otherParty="seller"
      otherPartyName={order.sellerName}
      rate={(rating) => rate.mutateAsync({ orderId: order._id, ...rating })}
      reportNoShow={() => noShow.mutateAsync(order._id)}
      errorMessage={apiErrorMessage}
    />
  );
}
