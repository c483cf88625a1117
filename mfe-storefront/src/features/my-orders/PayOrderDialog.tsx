import { apiErrorMessage, usePayOrder } from '@marketplace/api-client';
import type { Order } from '@marketplace/contracts';
import { Button, formatPrice, Modal, toast } from '@marketplace/ui';
import styled from 'styled-components';
import { CashIcon } from '../../shared/icons';

const StyledAmount = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  margin: 0 0 ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => theme.space[4]};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  color: ${({ theme }) => theme.colors.text};
  background: ${({ theme }) => theme.colors.primarySoft};
  border-radius: ${({ theme }) => theme.radii.md};

  svg {
    width: 2rem;
    height: 2rem;
    color: ${({ theme }) => theme.colors.primary};
  }

  strong {
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
`;

const StyledSteps = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding-left: ${({ theme }) => theme.space[5]};
`;

const StyledFailure = styled.p`
  margin: ${({ theme }) => theme.space[4]} 0 0;
  padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
  color: ${({ theme }) => theme.colors.danger};
  background: ${({ theme }) => theme.colors.dangerSoft};
  border-radius: ${({ theme }) => theme.radii.md};
`;

export interface PayOrderDialogProps {
  order: Order;
  onClose: () => void;
}

/**
 * SPEC.md's Pay button, whose behaviour the spec leaves open. Payment is cash at the meeting, so
 * nothing is charged here: the dialog says how much to bring and where, and once the buyer has
 * paid and got the item they confirm the handover (`POST /buyproduct/:id/pay`, the buyer's side
 * of the deal; with the seller's, it is completed).
 */
export function PayOrderDialog({ order, onClose }: PayOrderDialogProps) {
  const payOrder = usePayOrder();

  const confirmHandover = () =>
    payOrder.mutate(order._id, {
      onSuccess: () => {
        toast.success('Handover confirmed');
        onClose();
      },
      onError: (error) => console.error('Confirming the handover failed', error),
    });

  return (
    <Modal
      open
      onClose={onClose}
      title="Pay in cash at the meeting"
      description={`${order.product}, to be paid to the seller at ${order.meetingLocation}.`}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Not yet
          </Button>
          <Button loading={payOrder.isPending} onClick={confirmHandover}>
            I paid and got the item
          </Button>
        </>
      }
    >
      <StyledAmount>
        <CashIcon />
        <span>
          Bring <strong>{formatPrice(order.price)}</strong> in cash
        </span>
      </StyledAmount>
      <StyledSteps>
        <li>Meet the seller at {order.meetingLocation}.</li>
        <li>Check the item works and matches its listing.</li>
        <li>
          Pay the seller, then confirm here. Once the seller confirms too, the deal is completed and
          the item sold.
        </li>
      </StyledSteps>
      {payOrder.isError && (
        <StyledFailure role="alert">
          The handover was not confirmed: {apiErrorMessage(payOrder.error)}
        </StyledFailure>
      )}
    </Modal>
  );
}
