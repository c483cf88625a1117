import {
  apiErrorMessage,
  useAcceptOrder,
  useConfirmOrder,
  useDeclineOrder,
} from '@marketplace/api-client';
import { DECLINE_REASON_MAX_LENGTH, type ReceivedOrder } from '@marketplace/contracts';
import { Button, formText, Modal, TextField, useConfirm, toast } from '@marketplace/ui';
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
  const accept = useAcceptOrder();
  const confirmHandover = useConfirmOrder();
  const [declining, setDeclining] = useState(false);

  async function handleAccept() {
    const agreed = await confirm(
      `Accept the order for ${order.product}? ${order.userName} will see your phone number, and you theirs.`,
      { confirmLabel: 'Accept' },
    );
    if (!agreed) return;
    accept.mutate(order._id, {
      onSuccess: () => toast.success('Order accepted: call the buyer to arrange the meeting'),
      onError: failed('Accepting the order'),
    });
  }

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

  if (order.status === 'requested') {
    return (
      <StyledActions>
        <Button size="sm" loading={accept.isPending} onClick={() => void handleAccept()}>
          Accept
        </Button>
        <Button size="sm" variant="secondary" onClick={() => setDeclining(true)}>
          Decline
        </Button>
        {declining && <DeclineDialog order={order} onClose={() => setDeclining(false)} />}
      </StyledActions>
    );
  }
  if (order.awaitingConfirmation.includes('seller')) {
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
