import { canMoveOrder, type Order } from '@bulkbazar/contract';
import { useTranslation } from '@/lib/i18n';
import { Button } from '@/components/ui/button';
import { showError } from '@/lib/dialogs';
import { useMarkShipped } from '../api/move-order';
import { shortOrderId } from './format';
import { useNotice } from './notice';

/**
 * SEED.md's orders table: 'Mark shipped' on pending and processing orders, a Shipped label once an order is
 * shipped (Delivered once delivered: SEED's static sample said Shipped for both, which misreported the
 * order), nothing for a cancelled one.
 */
export function ShipAction({ order }: { order: Order }) {
  const { t } = useTranslation();
  const notify = useNotice();
  const ship = useMarkShipped();
  const { orderStatus } = order;

  if (orderStatus === 'shipped' || orderStatus === 'delivered') {
    return (
      <span className="inline-flex items-center gap-1 text-sm font-semibold whitespace-nowrap text-emerald-800 dark:text-emerald-300">
        <svg viewBox="0 0 20 20" className="size-4 fill-current" aria-hidden="true">
          <path d="M16.7 5.3a1 1 0 0 1 0 1.4l-8 8a1 1 0 0 1-1.4 0l-4-4a1 1 0 1 1 1.4-1.4L8 12.6l7.3-7.3a1 1 0 0 1 1.4 0z" />
        </svg>
        {t(orderStatus === 'delivered' ? 'dashboard.orders.deliveredLabel' : 'dashboard.orders.shippedLabel')}
      </span>
    );
  }
  // The contract's rule: an admin may move a pending or processing order straight to shipped.
  if (!canMoveOrder(orderStatus, 'shipped', 'admin')) return null;

  async function onClick() {
    try {
      await ship.mutateAsync(order);
      notify(t('dashboard.orders.shippedDone', { id: shortOrderId(order._id) }));
    } catch (error) {
      void showError((error as Error).message);
    }
  }

  return (
    <Button
      size="sm"
      disabled={ship.isPending}
      aria-busy={ship.isPending}
      className="whitespace-nowrap"
      onClick={() => void onClick()}
    >
      {t('dashboard.orders.markShipped')}
    </Button>
  );
}
