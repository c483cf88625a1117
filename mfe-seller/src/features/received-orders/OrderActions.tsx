import {
  apiErrorMessage,
  useAcceptOrder,
  useConfirmOrder,
  useDeclineOrder,
} from '@marketplace/api-client';
import {
  DECLINE_REASON_MAX_LENGTH,
  type ReceivedOrder,
  dealMovesFor,
} from '@marketplace/contracts';
import {
  Button,
  formText,
  MeetingTimeField,
  meetingTimeOf,
  Modal,
  TextField,
  useConfirm,
  toast,
} from '@marketplace/ui';
import { type FormEvent, useId, useState } from 'react';
import styled from 'styled-components';
import { SellerTrustActions } from './SellerTrustActions';

const StyledActions = styled.span`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;

/** A failed step is logged and said: the row would otherwise just stay as it was. */
const failed = (what: string) => (error: unknown) => {
  console.error(`${what} failed`, error);
  toast.error(`${what} failed: ${apiErrorMessage(error)}`);
};

/**
 * Accepting shares both phones, so it asks first; it also asks "When do you meet?", which both
 * sides then see (the buyer's proposal, if any, filled in).
 */
function AcceptDialog({ order, onClose }: { order: ReceivedOrder; onClose: () => void }) {
  const formId = useId();
  const accept = useAcceptOrder();

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const meetingTime = meetingTimeOf(new FormData(event.currentTarget), 'meetingTime');
    accept.mutate(
      { id: order._id, ...(meetingTime ? { meetingTime } : {}) },
      {
        onSuccess: () => {
          toast.success('Order accepted: call the buyer to arrange the meeting');
          onClose();
        },
        onError: failed('Accepting the order'),
      },
    );
  }

  return (
    <Modal
      open
      onClose={onClose}
      size="sm"
      title={`Accept the order for ${order.product}?`}
      description={`${order.userName} will see your phone number, and you theirs.`}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form={formId} loading={accept.isPending}>
            Accept
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={handleSubmit} aria-label="Accept the order">
        <MeetingTimeField
          label="When do you meet? (optional)"
          name="meetingTime"
          initial={order.meetingTime}
          hint={
            order.meetingTime
              ? `${order.userName} proposed this time; change it if you agreed on another.`
              : 'Both of you see it on the order.'
          }
        />
      </form>
    </Modal>
  );
}

function DeclineDialog({ order, onClose }: { order: ReceivedOrder; onClose: () => void }) {
  const formId = useId();
  const decline = useDeclineOrder();

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const reason = formText(new FormData(event.currentTarget), 'reason').trim();
    decline.mutate(
      { id: order._id, ...(reason ? { reason } : {}) },
      {
        onSuccess: () => {
          toast.success('Order declined: the item is on sale again');
          onClose();
        },
        onError: failed('Declining the order'),
      },
    );
  }

  return (
    <Modal
      open
      onClose={onClose}
      size="sm"
      title={`Decline the order for ${order.product}?`}
      description={`${order.userName} will see that you declined, and the item goes back on sale.`}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form={formId} variant="danger" loading={decline.isPending}>
            Decline
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={handleSubmit} aria-label="Decline the order">
        <TextField
          label="Reason (optional)"
          name="reason"
          maxLength={DECLINE_REASON_MAX_LENGTH}
          hint="Shown to the buyer."
        />
      </form>
    </Modal>
  );
}

/**
 * What the seller can do with an order in its state: accept or decline a request, confirm the
 * handover of an accepted deal (or report that the buyer did not come), rate a completed one.
 * Each asks first and says how it went.
 */
export function OrderActions({ order }: { order: ReceivedOrder }) {
  const confirm = useConfirm();
  const confirmHandover = useConfirmOrder();
  const [answering, setAnswering] = useState<'accept' | 'decline' | null>(null);

  async function handleConfirm() {
    const agreed = await confirm(
      `Confirm that you got the cash for ${order.product} and handed it over?`,
      { confirmLabel: 'Confirm handover' },
    );
    if (!agreed) return;
    confirmHandover.mutate(order._id, {
      onSuccess: () => toast.success('Handover confirmed'),
      onError: failed('Confirming the handover'),
    });
  }

  const moves = dealMovesFor(order, 'seller');
  if (moves.includes('accept')) {
    return (
      <StyledActions>
        <Button size="sm" onClick={() => setAnswering('accept')}>
          Accept
        </Button>
        <Button size="sm" variant="secondary" onClick={() => setAnswering('decline')}>
          Decline
        </Button>
        {answering === 'accept' && (
          <AcceptDialog order={order} onClose={() => setAnswering(null)} />
        )}
        {answering === 'decline' && (
          <DeclineDialog order={order} onClose={() => setAnswering(null)} />
        )}
      </StyledActions>
    );
  }
  if (moves.includes('confirm')) {
    return (
      <StyledActions>
        <Button size="sm" loading={confirmHandover.isPending} onClick={() => void handleConfirm()}>
          Confirm handover
        </Button>
        <SellerTrustActions order={order} />
      </StyledActions>
    );
  }
  return <SellerTrustActions order={order} />;
}
