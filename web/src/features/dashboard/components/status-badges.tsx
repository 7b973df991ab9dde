import type { OrderStatus, PaymentEventType, PaymentStatus, ProductStatus } from '@bulkbazar/contract';
import { useTranslation } from '@/lib/i18n';
import { Badge } from '@/components/ui/badge';

type Tone = 'neutral' | 'success' | 'warning' | 'danger';

const orderTones: Record<OrderStatus, Tone> = {
  awaiting_payment: 'warning',
  awaiting_approval: 'warning',
  pending: 'warning',
  processing: 'neutral',
  shipped: 'success',
  delivered: 'success',
  cancelled: 'danger',
  returned: 'danger',
};

const productTones: Record<ProductStatus, Tone> = {
  pending: 'warning',
  approved: 'success',
  rejected: 'danger',
  blocked: 'danger',
};

const paymentTones: Record<PaymentStatus, Tone> = {
  unpaid: 'neutral',
  partially_paid: 'warning',
  paid: 'success',
  refunded: 'neutral',
};

const eventTones: Record<PaymentEventType, Tone> = {
  initiated: 'neutral',
  completed: 'success',
  failed: 'danger',
  cancelled: 'warning',
  expired: 'warning',
  refunded: 'neutral',
  rejected: 'danger',
};

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  const { t } = useTranslation();
  return <Badge tone={orderTones[status]}>{t(`payments.orderStatus.${status}`)}</Badge>;
}

export function ProductStatusBadge({ status }: { status: ProductStatus }) {
  const { t } = useTranslation();
  return <Badge tone={productTones[status]}>{t(`dashboard.productStatus.${status}`)}</Badge>;
}

export function PaymentStatusBadge({ status }: { status: PaymentStatus }) {
  const { t } = useTranslation();
  return <Badge tone={paymentTones[status]}>{t(`payments.paymentStatus.${status}`)}</Badge>;
}

/** A payment event's type in the ledger and an order's payment history. */
export function PaymentEventBadge({ type }: { type: PaymentEventType }) {
  const { t } = useTranslation();
  return <Badge tone={eventTones[type]}>{t(`payments.ledger.types.${type}`)}</Badge>;
}
