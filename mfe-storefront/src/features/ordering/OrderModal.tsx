import {
  apiErrorMessage,
  isApiError,
  queryKeys,
  useAccountProfile,
  usePlaceOrder,
  useProduct,
} from '@marketplace/api-client';
import {
  API_ERROR_CODES,
  type AuthUser,
  DASHBOARD_PATH,
  type Product,
  UNVERIFIED_LIMITS,
  orderInputSchema,
} from '@marketplace/contracts';
import {
  Button,
  type FieldLabels,
  type FieldMessages,
  firstWithMessage,
  formatPrice,
  issueMessages,
  Loader,
  Modal,
  TextField,
  MeetingTimeField,
  meetingTimeOf,
  toast,
} from '@marketplace/ui';
import { useDraft } from '@marketplace/auth/drafts';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { Link, useNavigate } from '@marketplace/routing';
import styled from 'styled-components';
import { ProductPicture } from '../catalogue/ProductPicture';
import { ORDER_SUCCESS_TOAST_MS, OrderSuccessMessage } from './OrderSuccessMessage';
import { MeetingLocationField } from '../meeting-spots/MeetingLocationField';

/** What is kept of an unsent order form (the choice of a suggested spot is chosen again). */
interface OrderDraft {
  phone: string;
  meetingLocation: string;
  meetingTime: string;
}

const textOf = (form: FormData, name: keyof OrderDraft) => {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
};

/** The form's fields, as the API names them, and how the form labels them. */
const FIELD_LABELS = {
  phone: 'Phone',
  meetingLocation: 'Meeting location',
  meetingTime: 'Meeting time',
} as const satisfies FieldLabels<string>;
type OrderField = keyof typeof FIELD_LABELS;

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

const TAKEN_MESSAGE = 'Someone else ordered this item first, so it is no longer available.';

/** The API's 409 when the item was taken (the other 409 is the buyer's open-order limit). */
const wasTaken = (error: unknown) => isApiError(error, 409, API_ERROR_CODES.productTaken);

/** The API's 403 when an account whose email is not proven already holds its one open order. */
const needsProvenEmail = (error: unknown) =>
  isApiError(error, 403, API_ERROR_CODES.emailNotVerified);

const UNPROVEN_MESSAGE = `Your order was not placed: until you verify your email you can hold ${UNVERIFIED_LIMITS.openOrders} open order at a time. Open the link we emailed you, or send it again from your dashboard.`;

/** What to tell the shopper when the order was not placed. */
function failureMessage(error: unknown): string {
  if (wasTaken(error)) return TAKEN_MESSAGE;
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
 * On success it closes and says 'Order Success', with a link to My Orders that takes the focus. SPEC.md section 8 only logs a failed order;
 * here it is logged and also said in the modal, since a shopper must know their order did not
 * go through, above all when someone else ordered the item first.
 */
export default function OrderModal({ product, buyer, onClose }: OrderModalProps) {
  const formId = useId();
  const placeOrder = usePlaceOrder();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [fieldErrors, setFieldErrors] = useState<FieldMessages<OrderField>>({});
  // The listing as it is now: a card can be minutes old, and the shopper must not fill the whole
  // form to hear the item was taken.
  const latest = useProduct(product._id);
  // The phone given last (an order or a listing), filled in so it need not be typed again: into
  // the field only while it is empty, so whatever the buyer typed meanwhile stays.
  const lastPhone = useAccountProfile().data?.lastPhone ?? undefined;
  // What was typed outlives a reload or Back, until the order is placed.
  const draft = useDraft<OrderDraft>(`order:${product._id}`);
  const phoneField = useRef<HTMLInputElement>(null);
  useEffect(() => {
    const field = phoneField.current;
    if (lastPhone && field && !field.value) field.value = lastPhone;
  }, [lastPhone, draft.ready]);
  const takenMeanwhile = latest.data !== undefined && latest.data.status !== 'available';
  const soldOut = takenMeanwhile || wasTaken(placeOrder.error);
  // The reason sits under the form, below the fold of a phone's modal: it is brought into view.
  const failure = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (placeOrder.error) failure.current?.scrollIntoView?.({ block: 'nearest' });
  }, [placeOrder.error]);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const meetingTime = meetingTimeOf(form, 'meetingTime');
    const input = orderInputSchema.safeParse({
      productId: product._id,
      phone: form.get('phone'),
      meetingLocation: form.get('meetingLocation'),
      ...(meetingTime ? { meetingTime } : {}),
      meetingSpotId: form.get('meetingSpotId') ?? undefined,
      meetingPlaceId: form.get('meetingPlaceId') ?? undefined,
    });
    if (!input.success) {
      const errors = issueMessages(input.error.issues, FIELD_LABELS);
      setFieldErrors(errors);
      const firstInvalid = firstWithMessage(errors, FIELD_LABELS);
      if (firstInvalid)
        event.currentTarget.querySelector<HTMLElement>(`[name=${firstInvalid}]`)?.focus();
      return;
    }
    setFieldErrors({});
    placeOrder.mutate(input.data, {
      onSuccess: () => {
        draft.discard();
        onClose();
        toast.success(<OrderSuccessMessage onOpenMyOrders={() => void navigate('/myorders')} />, {
          duration: ORDER_SUCCESS_TOAST_MS,
        });
      },
      onError: (error) => {
        console.error('Placing the order failed', error);
        // Whoever ordered first took the item off the market: the lists must stop offering it.
        if (wasTaken(error)) {
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
      {!draft.ready ? (
        <Loader label="Loading the order form" />
      ) : (
        <StyledForm
          id={formId}
          onSubmit={handleSubmit}
          onChange={(event) => {
            const form = new FormData(event.currentTarget);
            draft.save({
              phone: textOf(form, 'phone'),
              meetingLocation: textOf(form, 'meetingLocation'),
              meetingTime: textOf(form, 'meetingTime'),
            });
          }}
          noValidate
          aria-label="Order details"
        >
          <TextField label="Name" name="userName" value={buyer.displayName} disabled readOnly />
          <TextField
            label="Email"
            name="email"
            type="email"
            value={buyer.email}
            disabled
            readOnly
          />
          <TextField
            ref={phoneField}
            // The form appears once the kept draft is read, after the dialog took the focus.
            autoFocus
            defaultValue={draft.restored?.phone}
            hint={lastPhone && 'The phone you gave last time; change it if needed.'}
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
            productId={product._id}
            error={fieldErrors.meetingLocation}
            onChange={() => clearError('meetingLocation')}
            initialText={draft.restored?.meetingLocation}
          />
          <MeetingTimeField
            label="Meeting time (optional)"
            name="meetingTime"
            initial={
              draft.restored?.meetingTime && new Date(draft.restored.meetingTime).toISOString()
            }
            error={fieldErrors.meetingTime}
            onChange={() => clearError('meetingTime')}
            hint="When you would like to meet; the seller confirms when they accept."
          />
          {takenMeanwhile ? (
            <StyledFailure role="alert">{TAKEN_MESSAGE}</StyledFailure>
          ) : (
            placeOrder.isError &&
            (needsProvenEmail(placeOrder.error) ? (
              <StyledFailure role="alert" ref={failure}>
                {UNPROVEN_MESSAGE} <Link to={DASHBOARD_PATH}>Verify your email</Link>
              </StyledFailure>
            ) : (
              <StyledFailure role="alert" ref={failure}>
                {failureMessage(placeOrder.error)}
              </StyledFailure>
            ))
          )}
          <StyledNote>You pay the seller in cash when you meet.</StyledNote>
        </StyledForm>
      )}
    </Modal>
  );
}
