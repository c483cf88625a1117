import { type MouseEvent, useEffect, useRef } from 'react';
import styled from 'styled-components';

/** Long enough to read the message and follow its link; hover pauses it as for any toast. */
export const ORDER_SUCCESS_TOAST_MS = 6000;

const StyledMessage = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  align-items: baseline;
`;

interface OrderSuccessMessageProps {
  /** Goes to My Orders in the app (the toaster sits outside the router, so no <Link>). */
  onOpenMyOrders: () => void;
}

/**
 * SPEC.md's 'Order Success', with a link to My Orders that takes the focus: the Buy Now button
 * that opened the order is gone or disabled by now, and focus would otherwise fall to the page
 * body. Should the toast leave while its link still has the focus, the page's content gets it.
 */
export function OrderSuccessMessage({ onOpenMyOrders }: OrderSuccessMessageProps) {
  const linkRef = useRef<HTMLAnchorElement>(null);

  useEffect(() => {
    const link = linkRef.current;
    link?.focus();
    return () => {
      const active = document.activeElement;
      if (active === link || active === document.body || active === null) {
        document.getElementById('main')?.focus();
      }
    };
  }, []);

  function openMyOrders(event: MouseEvent<HTMLAnchorElement>) {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    onOpenMyOrders();
  }

  return (
    <StyledMessage>
      <span>Order Success</span>
      <a ref={linkRef} href="/myorders" onClick={openMyOrders}>
        See My Orders
      </a>
    </StyledMessage>
  );
}
