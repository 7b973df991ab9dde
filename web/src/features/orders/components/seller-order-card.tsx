import type { Order } from '@bulkbazar/contract';
import { useId } from 'react';
import { InvoiceLink } from '@/components/ui/invoice-link';
import { useTranslation } from '@/lib/i18n';
import { OrderFacts } from './order-facts';
import { OrderHeading, orderNumber } from './order-heading';
import { OrderLines } from './order-lines';
import { SellerOrderActions } from './seller-order-actions';

/**
 * An order for the seller's products: its lines, who bought it, where it goes, and what the seller may do next
 * (the next step, Decline, Cash received). `onMoved` hears the server's answer.
 */
export function SellerOrderCard({ order, onMoved }: { order: Order; onMoved: (message: string) => void }) {
  const { t } = useTranslation();
  const headingId = useId();

  return (
    <article
      aria-labelledby={headingId}
      className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-4 sm:p-5 dark:border-slate-800 dark:bg-slate-900"
    >
      <OrderHeading order={order} headingId={headingId} />
      <OrderLines order={order} />
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
      <SellerOrderActions order={order} onDone={onMoved} />
      <InvoiceLink order={order} number={`#${orderNumber(order)}`} />
    </article>
  );
}
