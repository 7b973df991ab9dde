import { NEXT_STATUS, type Order } from '@bulkbazar/contract';
import { useId } from 'react';
import { useTranslation } from '@/lib/i18n';
import { Button } from '@/components/ui/button';
import { showError } from '@/lib/dialogs';
import { useUpdateOrderStatus } from '../api/update-order-status';
import { OrderFacts } from './order-facts';
import { OrderHeading } from './order-heading';

/**
 * An order for one of the seller's products: who bought it, where it goes, and the one legal next step
 * (Mark processing, Mark shipped or Mark delivered). `onMoved` hears the server's answer.
 */
export function SellerOrderCard({ order, onMoved }: { order: Order; onMoved: (message: string) => void }) {
  const { t } = useTranslation();
  const headingId = useId();
  const move = useUpdateOrderStatus();
  // Orders move one step at a time; delivered and cancelled ones have nowhere left to go.
  const next = NEXT_STATUS[order.orderStatus] as 'processing' | 'shipped' | 'delivered' | null;

  return (
    <article
      aria-labelledby={headingId}
      className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-4 sm:p-5 dark:border-slate-800 dark:bg-slate-900"
    >
      <OrderHeading order={order} headingId={headingId} />
      <OrderFacts
        order={order}
        extra={[
          [
            t('orders.buyer'),
            t('orders.buyerLine', { name: order.customerName, email: order.customerEmail }),
          ],
          [t('orders.shipTo'), order.shippingAddress],
          [
            t('orders.phone'),
            <a href={`tel:${order.phoneNumber}`} className="text-emerald-700 underline dark:text-emerald-400">
              {order.phoneNumber}
            </a>,
          ],
        ]}
      />
      {next && (
        <div>
          <Button
            size="sm"
            disabled={move.isPending}
            onClick={() =>
              move.mutate(
                { id: order._id, status: next },
                {
                  onSuccess: ({ message }) => onMoved(message),
                  onError: (error) => void showError(error.message),
                },
              )
            }
          >
            {t(`orders.mark.${next}`)}
          </Button>
        </div>
      )}
    </article>
  );
}
