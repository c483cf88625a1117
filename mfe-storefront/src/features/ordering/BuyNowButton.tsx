import { useCurrentUser, useSessionStatus } from '@marketplace/auth';
import { LOGIN_PATH, type Product, loginRedirectFrom } from '@marketplace/contracts';
import { Badge, Button, ProductStatusBadge, VisuallyHidden } from '@marketplace/ui';
import { useEffect } from 'react';
import { useLocation, useNavigate, useSearchParams } from '@marketplace/routing';
import { CartIcon } from '../../shared/icons';
import { ORDER_PARAM } from '../../shared/address-parameters';
import { loadOrderModal, useStartOrder } from './OrderingProvider';

// Pointing at or focusing a Buy Now button starts downloading the modal, so it is usually there
// by the click. A failed early download is not an error yet: the click asks again.
const preloadOrderModal = () => {
  loadOrderModal().catch(() => {});
};

export interface BuyNowButtonProps {
  product: Product;
  fullWidth?: boolean;
}

/**
 * SPEC.md's Buy Now: opens the order modal for a signed-in shopper. A signed-out one goes to
 * the login page, which brings them back here (the contract's login redirect) with the order
 * open. A reserved or sold item says so instead, to every viewer; a seller's own listing cannot
 * be ordered, so it says that.
 */
export function BuyNowButton({ product, fullWidth = false }: BuyNowButtonProps) {
  const buyer = useCurrentUser();
  const sessionStatus = useSessionStatus();
  const location = useLocation();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const startOrder = useStartOrder();
  const returnedToOrder = buyer !== null && searchParams.get(ORDER_PARAM) === product._id;

  const available = product.status === 'available';

  useEffect(() => {
    if (returnedToOrder && available) startOrder(product);
  }, [returnedToOrder, available, startOrder, product]);

  if (!available) return <ProductStatusBadge status={product.status} />;
  if (buyer && buyer.id === product.sellerId) {
    return <Badge tone="info">Your listing</Badge>;
  }

  const handleClick = () => {
    if (buyer) {
      startOrder(product);
      return;
    }
    const back = new URLSearchParams(location.search);
    back.set(ORDER_PARAM, product._id);
    void navigate(LOGIN_PATH, { state: loginRedirectFrom({ ...location, search: `?${back}` }) });
  };

  return (
    <Button
      fullWidth={fullWidth}
      disabled={sessionStatus === 'loading'}
      onPointerEnter={preloadOrderModal}
      onFocus={preloadOrderModal}
      onClick={handleClick}
    >
      <CartIcon />
      Buy Now
      {/* Every card has a Buy Now button: its name says which product it orders. */}
      <VisuallyHidden> {product.productName}</VisuallyHidden>
    </Button>
  );
}
