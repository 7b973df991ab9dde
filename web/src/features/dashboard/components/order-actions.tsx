import { canMoveOrder, CANCELLABLE, paymentRefusal, type Order } from '@bulkbazar/contract';
import { formatCount, formatTaka } from '@/lib/format';
import { useTranslation } from '@/lib/i18n';
import { Button } from '@/components/ui/button';
import { showError } from '@/lib/dialogs';
import { useCancelOrder } from '@/lib/api/cancel-order';
import { useMarkOrderPaid } from '../api/mark-order-paid';
import { useMarkDelivered } from '../api/move-order';
import { confirmAction } from './confirm';
import { useNotice } from './notice';
import { ShipAction } from './ship-action';

/** The details page's moves: ship, deliver, cancel (each only when the order's status allows it). */
export function OrderActions({ order }: { order: Order }) {
  const { t } = useTranslation();
  const notify = useNotice();
  const deliver = useMarkDelivered();
  const cancel = useCancelOrder();

  async function onDeliver() {
    try {
      await deliver.mutateAsync(order);
      notify(t('dashboard.order.delivered'));
    } catch (error) {
      void showError((error as Error).message);
    }
  }

  async function onCancel() {
    const ok = await confirmAction(
      t('dashboard.order.cancelTitle'),
      t('dashboard.order.cancelText', { quantity: formatCount(order.quantity) }),
      t('dashboard.order.cancel'),
    );
    if (!ok) return;
    try {
      await cancel.mutateAsync(order._id);
      notify(t('dashboard.order.cancelled'));
    } catch (error) {
      void showError((error as Error).message);
    }
  }

  return (
    <div className="flex flex-wrap items-center gap-2">
      <ShipAction order={order} />
      {canMoveOrder(order.orderStatus, 'delivered', 'admin') && (
        <Button size="sm" variant="secondary" disabled={deliver.isPending} onClick={() => void onDeliver()}>
          {t('dashboard.order.markDelivered')}
        </Button>
      )}
      {CANCELLABLE.includes(order.orderStatus) && (
        <Button
          size="sm"
          variant="ghost"
          disabled={cancel.isPending}
          className="text-red-700 dark:text-red-300"
          onClick={() => void onCancel()}
        >
          {t('dashboard.order.cancel')}
        </Button>
      )}
    </div>
  );
}

/** Mark paid: the admin confirms the money arrived (a mobile-banking transfer, or cash on delivery). */
export function MarkPaidButton({ order }: { order: Order }) {
  const { t } = useTranslation();
  const notify = useNotice();
  const markPaid = useMarkOrderPaid();
  if (paymentRefusal(order, 'paid')) return null;

  async function onClick() {
    const ok = await confirmAction(
      t('dashboard.order.markPaidTitle'),
      t('dashboard.order.markPaidText', {
        amount: formatTaka(order.totalPrice),
        method: t(`payments.method.${order.paymentMethod}`),
      }),
      t('dashboard.order.markPaid'),
    );
    if (!ok) return;
    try {
      await markPaid.mutateAsync(order._id);
      notify(t('dashboard.order.paid'));
    } catch (error) {
      void showError((error as Error).message);
    }
  }

  return (
    <Button size="sm" disabled={markPaid.isPending} onClick={() => void onClick()}>
      {t('dashboard.order.markPaid')}
    </Button>
  );
}
