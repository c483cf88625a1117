import { useCurrentUser, useSessionStatus } from '@marketplace/auth';
import type { Product } from '@marketplace/contracts';
import { Badge, Button, VisuallyHidden } from '@marketplace/ui';
import { Suspense, lazy, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { CartIcon } from '../../shared/icons';

/**
 * Set on the address a signed-out shopper is sent back to after signing in, so the order they
 * started opens again by itself: `/producs/Laptops?order=12`.
 */
export const ORDER_PARAM = 'order';

// The modal and its form validation load on first use, not with the page; pointing at or
// focusing a Buy Now button starts the download, so the modal is usually there by the click.
const loadOrderModal = () => import('./OrderModal');
const OrderModal = lazy(loadOrderModal);
// A failed early download is not an error yet: the click asks again and the modal's own
// loading reports it.
const preloadOrderModal = () => {
  loadOrderModal().catch(() => {});
};

export interface BuyNowButtonProps {
  product: Product;
  fullWidth?: boolean;
}

/**
 * SPEC.md's Buy Now: opens the order modal for a signed-in shopper. A signed-out one goes to
 * /login, whose page brings them back here (the shell reads `{ from }` from the navigation
 * state) with the order open. A seller's own listing cannot be ordered, so it says so instead.
 */
export function BuyNowButton({ product, fullWidth = false }: BuyNowButtonProps) {
  const buyer = useCurrentUser();
  const sessionStatus = useSessionStatus();
  const location = useLocation();
  const navigate = useNavigate();
  const [searchParams, setSearchParams] = useSearchParams();
  const [chosen, setChosen] = useState(false);
  const returnedToOrder = searchParams.get(ORDER_PARAM) === product._id;

  if (buyer && buyer.email === product.SallerEmail) {
    return <Badge tone="info">Your listing</Badge>;
  }

  const startOrder = () => {
    if (buyer) {
      setChosen(true);
      return;
    }
    const back = new URLSearchParams(location.search);
    back.set(ORDER_PARAM, product._id);
    navigate('/login', { state: { from: `${location.pathname}?${back}${location.hash}` } });
  };

  const closeOrder = () => {
    setChosen(false);
    if (returnedToOrder) {
      setSearchParams(
        (params) => {
          params.delete(ORDER_PARAM);
          return params;
        },
        { replace: true },
      );
    }
  };

  return (
    <>
      <Button
        fullWidth={fullWidth}
        disabled={sessionStatus === 'loading'}
        onPointerEnter={preloadOrderModal}
        onFocus={preloadOrderModal}
        onClick={startOrder}
      >
        <CartIcon />
        Buy Now
        {/* Every card has a Buy Now button: its name says which product it orders. */}
        <VisuallyHidden> {product.productName}</VisuallyHidden>
      </Button>
      {buyer && (chosen || returnedToOrder) && (
        <Suspense fallback={null}>
          <OrderModal product={product} buyer={buyer} onClose={closeOrder} />
        </Suspense>
      )}
    </>
  );
}
