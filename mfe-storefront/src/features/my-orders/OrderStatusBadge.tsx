import type { OrderStatus } from '@marketplace/contracts';
import { Badge, type BadgeTone } from '@marketplace/ui';

const STATUS: Record<OrderStatus, { label: string; tone: BadgeTone }> = {
  pending: { label: 'Pay at meeting', tone: 'warning' },
  paid: { label: 'Paid', tone: 'success' },
  // The seller removed the listing (or their account) after the order was placed.
  cancelled: { label: 'Cancelled', tone: 'danger' },
};

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  const { label, tone } = STATUS[status];
  return <Badge tone={tone}>{label}</Badge>;
}
