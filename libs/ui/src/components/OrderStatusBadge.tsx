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

export function ProductStatusBadge({ status }: { status: ProductStatus }) {
  if (status === 'available') return null;
  return (
    <Badge tone={status === 'sold' ? 'neutral' : 'warning'}>{PRODUCT_STATUS_LABEL[status]}</Badge>
  );
}
