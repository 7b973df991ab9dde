import type { OrderStatus } from '@bulkbazar/contract';
import { Badge } from '@/components/ui/badge';
import { useTranslation } from '@/lib/i18n';
import { dhakaClock } from './dhaka-clock';

const tones = {
  awaiting_payment: 'warning',
  awaiting_approval: 'warning',
  pending: 'warning',
  processing: 'neutral',
  shipped: 'neutral',
  delivered: 'success',
  cancelled: 'danger',
  returned: 'danger',
} as const satisfies Record<OrderStatus, string>;

/**
 * An order's status; one awaiting its online payment also says until when (`holdExpiresAt`, in Dhaka time)
 * the buyer may pay before it is cancelled.
 */
export function OrderStatusBadge({
  status,
  holdExpiresAt = null,
}: {
  status: OrderStatus;
  holdExpiresAt?: string | null;
}) {
  const { t } = useTranslation();
  const label = t(`payments.orderStatus.${status}`);
  const payBy = status === 'awaiting_payment' && holdExpiresAt ? dhakaClock(holdExpiresAt) : '';
  return (
    <Badge tone={tones[status]}>{payBy ? `${label} · ${t('payments.payBy', { time: payBy })}` : label}</Badge>
  );
}
