import { type DealParty, type Order, isNoShowDue } from '@marketplace/contracts';
import { useState } from 'react';
import { Button } from './Button';
import { useConfirm } from './ConfirmProvider';
import { RateDealDialog } from './RateDealDialog';
import { useReportedCall } from '../hooks/use-reported-call';

export interface DealTrustActionsProps {
  order: Pick<
    Order,
    '_id' | 'product' | 'status' | 'rated' | 'noShowDueAt' | 'awaitingConfirmation'
  >;
  /** The other side of the deal, the one rated or reported: "the seller" in My Orders. */
  otherParty: DealParty;
  otherPartyName: string;
  rate: (rating: { stars: number; comment?: string }) => Promise<unknown>;
  reportNoShow: () => Promise<unknown>;
  /** How a failed call is said (the api-client's message). */
  errorMessage: (error: unknown) => string;
}

/**
 * One side's part in trust between strangers, on an order of either list: rate the other side
 * once the deal is completed, or report that they did not come once the meeting is due. Both
 * lists (My Orders, Orders Received) show the same buttons with the same words.
 */
export function DealTrustActions({
  order,
  otherParty,
  otherPartyName,
  rate,
  reportNoShow,
  errorMessage,
}: DealTrustActionsProps) {
  const confirm = useConfirm();
  const [rating, setRating] = useState(false);
  const { busy, run } = useReportedCall(errorMessage, () => setRating(false));

  async function handleNoShow() {
    const agreed = await confirm(
      `Report that ${otherPartyName} did not come for ${order.product}? The order ends, the item is on sale again, and the no-show counts on their profile.`,
      { confirmLabel: 'Report no-show', tone: 'danger' },
    );
    if (agreed) {
      await run(
        reportNoShow,
        'No-show reported: the order has ended',
        'The no-show was not reported',
      );
    }
  }

  if (order.status === 'completed' && !order.rated) {
    return (
      <>
        <Button size="sm" variant="secondary" onClick={() => setRating(true)}>
          Rate the {otherParty}
        </Button>
        <RateDealDialog
          open={rating}
          otherPartyName={otherPartyName}
          product={order.product}
          busy={busy}
          onCancel={() => setRating(false)}
          onSubmit={({ stars, comment }) =>
            void run(
              () => rate({ stars, ...(comment ? { comment } : {}) }),
              'Thank you for rating',
              'The rating was not sent',
            )
          }
        />
      </>
    );
  }
  if (isNoShowDue(order)) {
    return (
      <Button size="sm" variant="secondary" loading={busy} onClick={() => void handleNoShow()}>
        {otherParty === 'seller' ? 'Seller' : 'Buyer'} did not come
      </Button>
    );
  }
  return null;
}
