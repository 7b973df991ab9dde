import { CANCELLABLE, type Order } from '@bulkbazar/contract';
import { useId } from 'react';
import { useTranslation } from '@/lib/i18n';
import { Button } from '@/components/ui/button';
import { showDialog, showError, showSuccess } from '@/lib/dialogs';
import { useCancelOrder } from '@/lib/api/cancel-order';
import { OrderFacts } from './order-facts';
import { OrderHeading } from './order-heading';

/** One of the buyer's orders, with Cancel while it is pending or processing. */
export function MyOrderCard({ order }: { order: Order }) {
  const { t } = useTranslation();
  const headingId = useId();
  const cancel = useCancelOrder();

  async function onCancel() {
    const answer = await showDialog({
      icon: 'warning',
      title: t('orders.cancelTitle'),
      text: t('orders.cancelText', { quantity: order.quantity, name: order.productName }),
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
      className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-4 sm:p-5 dark:border-slate-800 dark:bg-slate-900"
    >
      <OrderHeading order={order} headingId={headingId} />
      <OrderFacts order={order} extra={order.sellerName ? [[t('orders.seller'), order.sellerName]] : []} />
      {CANCELLABLE.includes(order.orderStatus) && (
        <div>
          <Button
            variant="secondary"
            size="sm"
            onClick={() => void onCancel()}
            disabled={cancel.isPending}
            aria-label={t('orders.cancelNamed', { name: order.productName })}
          >
            {t('orders.cancel')}
          </Button>
        </div>
      )}
    </article>
  );
}
