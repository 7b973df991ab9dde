import type { Order } from '@bulkbazar/contract';
import { useTranslation } from '@/lib/i18n';
import { Link } from 'react-router';
import { paths } from '@/lib/paths';
import { OrderStatusBadge } from './order-status-badge';
import { Thumbnail } from '@/components/ui/thumbnail';

/** A short, readable order number: the first part of its id. */
export const orderNumber = (order: Pick<Order, '_id'>) => order._id.slice(0, 8).toUpperCase();

/**
 * An order card's top: its first product's image and name (a link while the product exists), how many more it
 * holds, number, status.
 */
export function OrderHeading({ order, headingId }: { order: Order; headingId: string }) {
  const { t } = useTranslation();
  return (
    <div className="flex gap-3">
      <Thumbnail src={order.productImage} size={80} />
      <div className="flex min-w-0 flex-1 flex-col items-start gap-1">
        <h2 id={headingId} className="text-base font-semibold break-words">
          {order.productId ? (
            <Link to={paths.product(order.productId)} className="hover:underline">
              {order.productName}
            </Link>
          ) : (
            order.productName
          )}
        </h2>
        {order.items.length > 1 && (
          <p className="text-sm text-slate-600 dark:text-slate-400">
            {t('orderLines.more', { count: order.items.length - 1 })}
          </p>
        )}
        <p className="text-xs text-slate-600 dark:text-slate-400">
          {t('orders.numberLine', { number: orderNumber(order), sku: order.productSku })}
        </p>
        <OrderStatusBadge status={order.orderStatus} holdExpiresAt={order.holdExpiresAt} />
      </div>
    </div>
  );
}
