import type { OrderStatus, ProductStatus } from '@marketplace/contracts';
import { Badge, type BadgeTone } from './Badge';

/** One wording and one colour per state, for the buyer's and the seller's lists alike. */
export const ORDER_STATUS_LOOK: Record<OrderStatus, { label: string; tone: BadgeTone }> = {
  requested: { label: 'Requested', tone: 'warning' },
  accepted: { label: 'Accepted', tone: 'info' },
  declined: { label: 'Declined', tone: 'danger' },
  completed: { label: 'Completed', tone: 'success' },
  cancelled: { label: 'Cancelled', tone: 'neutral' },
  expired: { label: 'Expired', tone: 'neutral' },
};

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  const { label, tone } = ORDER_STATUS_LOOK[status];
  return <Badge tone={tone}>{label}</Badge>;
}

/** What a listing that cannot be ordered says in place of Buy Now. */
export const PRODUCT_STATUS_LABEL: Record<Exclude<ProductStatus, 'available'>, string> = {
  reserved: 'Reserved',
  sold: 'Sold',
};

const PRODUCT_STATUS_LOOK: Record<ProductStatus, { label: string; tone: BadgeTone }> = {
  available: { label: 'Available', tone: 'success' },
  reserved: { label: PRODUCT_STATUS_LABEL.reserved, tone: 'warning' },
  sold: { label: PRODUCT_STATUS_LABEL.sold, tone: 'neutral' },
};

/**
 * A listing's state. Shoppers see it only in place of Buy Now (`showAvailable` off: nothing for
 * an item they can order); its seller sees every state in their own list.
 */
export function ProductStatusBadge({
  status,
  showAvailable = false,
}: {
  status: ProductStatus;
  showAvailable?: boolean;
}) {
  if (status === 'available' && !showAvailable) return null;
  const { label, tone } = PRODUCT_STATUS_LOOK[status];
  return <Badge tone={tone}>{label}</Badge>;
}
