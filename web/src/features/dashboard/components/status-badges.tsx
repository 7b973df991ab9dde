import type { OrderStatus, PaymentStatus, ProductStatus } from '@bulkbazar/contract';
import { useTranslation } from '@/lib/i18n';
import { Badge } from '@/components/ui/badge';

type Tone = 'neutral' | 'success' | 'warning' | 'danger';

const orderTones: Record<OrderStatus, Tone> = {
  pending: 'warning',
  processing: 'neutral',
  shipped: 'success',
  delivered: 'success',
  cancelled: 'danger',
};

const productTones: Record<ProductStatus, Tone> = {
  pending: 'warning',
  approved: 'success',
  rejected: 'danger',
  blocked: 'danger',
};

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  const { t } = useTranslation();
  return <Badge tone={orderTones[status]}>{t(`dashboard.orderStatus.${status}`)}</Badge>;
}

export function ProductStatusBadge({ status }: { status: ProductStatus }) {
  const { t } = useTranslation();
  return <Badge tone={productTones[status]}>{t(`dashboard.productStatus.${status}`)}</Badge>;
}

export function PaymentStatusBadge({ status }: { status: PaymentStatus }) {
  const { t } = useTranslation();
  return (
    <Badge tone={status === 'paid' ? 'success' : 'neutral'}>{t(`dashboard.paymentStatus.${status}`)}</Badge>
  );
}
