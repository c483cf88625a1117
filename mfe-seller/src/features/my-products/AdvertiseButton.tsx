import { apiErrorMessage, useAdvertiseProduct } from '@marketplace/api-client';
import type { Product } from '@marketplace/contracts';
import { Button, CONFIRM_PROMPTS, VisuallyHidden, useConfirm, toast } from '@marketplace/ui';
import { useEffect, useRef } from 'react';
import styled, { css } from 'styled-components';

// Advertised, the button keeps its place and its focus but turns into a quiet success state;
// the repeated `&` outranks the Button's own hover and disabled rules.
const StyledAdvertiseButton = styled(Button)<{ $advertised: boolean }>`
  ${({ $advertised, theme }) =>
    $advertised &&
    css`
      &&&,
      &&&:hover {
        color: ${theme.colors.successText};
        background: ${theme.colors.successSoft};
        border-color: ${theme.colors.success};
        cursor: default;
        opacity: 1;
      }
    `}
`;

/**
 * SPEC.md section 4: a seller advertises a product once, after a confirm prompt, and from then
 * on the button shows 'success'. The API refuses anyone but the product's seller.
 */
export function AdvertiseButton({ product }: { product: Product }) {
  const confirm = useConfirm();
  const advertise = useAdvertiseProduct();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const wasBusy = useRef(false);

  // Busy, the button is disabled, and a disabled button loses the keyboard focus: once it is
  // done, give the focus back, unless the seller has meanwhile put it somewhere else.
  useEffect(() => {
    if (wasBusy.current && !advertise.isPending && document.activeElement === document.body) {
      buttonRef.current?.focus();
    }
    wasBusy.current = advertise.isPending;
  }, [advertise.isPending]);

  async function handleClick() {
    if (product.advrtized) return;
    const confirmed = await confirm(CONFIRM_PROMPTS.advertise, {
      confirmLabel: 'Advertise',
      detail:
        'Advertising shows this listing on the home page, under Advertised products, while it is for sale. Each listing is advertised once.',
    });
    if (!confirmed) return;
    try {
      await advertise.mutateAsync(product._id);
      toast.success('advataize success');
    } catch (error) {
      toast.error(apiErrorMessage(error));
    }
  }

  return (
    <StyledAdvertiseButton
      ref={buttonRef}
      size="sm"
      variant="secondary"
      $advertised={product.advrtized}
      aria-disabled={product.advrtized || undefined}
      loading={advertise.isPending}
      onClick={handleClick}
    >
      {product.advrtized ? 'success' : 'Advertise'}
      <VisuallyHidden>
        {product.advrtized ? ` (${product.productName} is advertised)` : ` ${product.productName}`}
      </VisuallyHidden>
    </StyledAdvertiseButton>
  );
}
