import { apiErrorMessage, useMeetingShares, useShareMeeting } from '@marketplace/api-client';
import type { ReceivedOrder } from '@marketplace/contracts';
import { MeetingSafety } from '@marketplace/ui';
import { useState } from 'react';

/** Orders Received's cash checklist and "Share my meeting", on an accepted deal. */
export function OrderMeetingSafety({
  order,
}: {
  order: Pick<ReceivedOrder, '_id' | 'product' | 'status'>;
}) {
  const [looked, setLooked] = useState(false);
  const shares = useMeetingShares(order._id, looked && order.status === 'accepted');
  const share = useShareMeeting();
  if (order.status !== 'accepted') return null;
  return (
    <MeetingSafety
      product={order.product}
      contacts={shares.data?.map((contact) => contact.email)}
      share={(email) => share.mutateAsync({ id: order._id, email })}
      errorMessage={apiErrorMessage}
      onToggle={(open) => open && setLooked(true)}
    />
  );
}
