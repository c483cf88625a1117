import type { OrderStatus } from '@marketplace/contracts';
import { Badge, type BadgeTone } from '@marketplace/ui';

const STATUS_LOOK: Record<OrderStatus, { label: string; tone: BadgeTone }> = {
  pending: { label: 'Pending', tone: 'warning' },
  paid: { label: 'Paid', tone: 'success' },
  cancelled: { label: 'Cancelled', tone: 'neutral' },
};

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  const { label, tone } = STATUS_LOOK[status];
  return <Badge tone={tone}>{label}</Badge>;
}
