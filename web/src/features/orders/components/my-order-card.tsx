import { BUYER_CANCELLABLE, type Order } from '@bulkbazar/contract';
import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { InvoiceLink } from '@/components/ui/invoice-link';
import { useCancelOrder } from '@/lib/api/cancel-order';
import { showDialog, showError, showSuccess } from '@/lib/dialogs';
import { useTranslation } from '@/lib/i18n';
import { BuyAgainButton } from './buy-again-button';
import { OrderFacts } from './order-facts';
import { orderNumber } from './order-heading';
import { OrderLines } from './order-lines';
import { OrderReviews } from './order-reviews';
import { OrderStatusBadge } from './order-status-badge';
import { TrackingPanel } from './tracking-panel';

/**
 * One seller's order of a checkout: its lines, figures, Cancel while it is pending or processing, a Review per
 * product once delivered, Buy again.
 */
export function MyOrderCard({ order }: { order: Order }) {
  const { t } = useTranslation();
  const headingId = useId();
  const cancel = useCancelOrder();
  const number = orderNumber(order);

  async function onCancel() {
    const answer = await showDialog({
      icon: 'warning',
      title: t('orders.cancelTitle'),
      text: t('myOrders.cancelText', { number }),
      showCancelButton: true,
      confirmButtonText: t('orders.cancelConfirm'),
      cancelButtonText: t('orders.keepOrder'),
    });
    if (!answer.isConfirmed) return;
    cancel.mutate(order._id, {
      onSuccess: ({ message }) => void showSuccess(message),
      onError: (error) => void showError(error.message),
    });
  }

  return (
    <article
      aria-labelledby={headingId}
      className="flex flex-col gap-4 rounded-xl border border-slate-200 p-4 dark:border-slate-800"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={headingId} className="font-semibold">
          {t('myOrders.orderOf', { number, seller: order.sellerName ?? t('orders.seller') })}
        </h3>
        <OrderStatusBadge status={order.orderStatus} holdExpiresAt={order.holdExpiresAt} />
      </div>
      <OrderLines order={order} />
      <OrderFacts order={order} />
      <TrackingPanel order={order} />
      {order.orderStatus === 'delivered' && <OrderReviews order={order} />}
      <div className="flex flex-wrap gap-2">
        {BUYER_CANCELLABLE.includes(order.orderStatus) && (
          <Button
            variant="secondary"
            size="sm"
            onClick={() => void onCancel()}
            disabled={cancel.isPending}
            aria-label={t('orders.cancelNamed', { name: `#${number}` })}
          >
            {t('orders.cancel')}
          </Button>
        )}
        <BuyAgainButton order={order} />
        <InvoiceLink order={order} number={`#${number}`} />
      </div>
    </article>
  );
}
