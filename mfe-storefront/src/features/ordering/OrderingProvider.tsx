import { useCurrentUser } from '@marketplace/auth';
import type { Product } from '@marketplace/contracts';
import { type ReactNode, Suspense, createContext, lazy, useContext, useState } from 'react';
import { useSearchParams } from '@marketplace/routing';
import { ORDER_PARAM } from '../../shared/address-parameters';

// The modal and its form validation load on first use, not with the page.
export const loadOrderModal = () => import('./OrderModal');
const OrderModal = lazy(loadOrderModal);

type StartOrder = (product: Product) => void;

const StartOrderContext = createContext<StartOrder | null>(null);

/**
 * Holds the page's one order modal. It lives here, above the product cards, because a card can
 * leave the page while its order is being filled in (the list refreshes and someone else has
 * ordered the item): the shopper must still see the modal and learn what happened.
 */
export function OrderingProvider({ children }: { children: ReactNode }) {
  const buyer = useCurrentUser();
  const [ordering, setOrdering] = useState<Product | null>(null);
  const [searchParams, setSearchParams] = useSearchParams();

  const close = () => {
    setOrdering(null);
    if (!searchParams.has(ORDER_PARAM)) return;
    setSearchParams(
      (params) => {
        params.delete(ORDER_PARAM);
        return params;
      },
      { replace: true },
    );
  };

  return (
    <StartOrderContext.Provider value={setOrdering}>
      {children}
      {buyer && ordering && (
        <Suspense fallback={null}>
          <OrderModal product={ordering} buyer={buyer} onClose={close} />
        </Suspense>
      )}
    </StartOrderContext.Provider>
  );
}

/** Opens the order modal for a product; needs an `OrderingProvider` above. */
export function useStartOrder(): StartOrder {
  const startOrder = useContext(StartOrderContext);
  if (!startOrder) throw new Error('useStartOrder needs an OrderingProvider above it');
  return startOrder;
}
