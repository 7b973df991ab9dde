import type { OrderStatus } from '@bulkbazar/contract';
import { useTranslation } from '@/lib/i18n';
import { Badge } from '@/components/ui/badge';

const tones = {
  pending: 'warning',
  processing: 'neutral',
  shipped: 'neutral',
  delivered: 'success',
  cancelled: 'danger',
} as const;

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  const { t } = useTranslation();
  return <Badge tone={tones[status]}>{t(`orders.status.${status}`)}</Badge>;
}
