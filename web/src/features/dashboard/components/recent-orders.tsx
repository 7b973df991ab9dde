import type { Order } from '@bulkbazar/contract';
import { useTranslation } from '@/lib/i18n';
import { Link } from 'react-router';
import { Money } from '@/components/ui/money';
import { paths } from '@/lib/paths';
import { DataTable, tdClasses, thClasses } from './data-table';
import { dhakaTime, shortOrderId } from './format';
import { OrderStatusBadge } from './status-badges';

export function RecentOrders({ orders }: { orders: Order[] }) {
  const { t } = useTranslation();
  const title = t('dashboard.home.recentOrders');
  return (
    <section aria-labelledby="recent-heading" className="min-w-0">
      <div className="mb-3 flex items-baseline justify-between gap-4">
        <h2 id="recent-heading" className="text-lg font-semibold">
          {title}
        </h2>
        <Link to={paths.dashboardOrders} className="text-sm text-emerald-800 underline dark:text-emerald-400">
          {t('dashboard.home.viewAll')}
        </Link>
      </div>
      {orders.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 px-4 py-8 text-center text-slate-600 dark:border-slate-700 dark:text-slate-400">
          {t('dashboard.home.noOrders')}
        </p>
      ) : (
        <DataTable
          caption={title}
          head={
            <>
              <th scope="col" className={thClasses}>
                {t('dashboard.orders.order')}
              </th>
              <th scope="col" className={thClasses}>
                {t('dashboard.orders.buyer')}
              </th>
              <th scope="col" className={thClasses}>
                {t('dashboard.orders.product')}
              </th>
              <th scope="col" className={`${thClasses} text-right`}>
                {t('dashboard.orders.total')}
              </th>
              <th scope="col" className={thClasses}>
                {t('dashboard.orders.statusCol')}
              </th>
            </>
          }
        >
          {orders.map((order) => (
            <tr key={order._id}>
              <th scope="row" className={`${tdClasses} text-left font-normal`}>
                <Link
                  to={paths.dashboardOrder(order._id)}
                  className="font-mono font-semibold text-emerald-800 underline dark:text-emerald-400"
                >
                  {shortOrderId(order._id)}
                </Link>
                <span className="block text-xs text-slate-500 dark:text-slate-400">
                  {dhakaTime(order.orderTime)}
                </span>
              </th>
              <td className={tdClasses}>{order.customerName}</td>
              <td className={`${tdClasses} max-w-56 truncate`}>
                {order.productName}
                {order.items.length > 1 && (
                  <span className="block text-xs text-slate-500 dark:text-slate-400">
                    {t('orderLines.more', { count: order.items.length - 1 })}
                  </span>
                )}
              </td>
              <td className={`${tdClasses} text-right`}>
                <Money value={order.totalPrice} />
              </td>
              <td className={tdClasses}>
                <OrderStatusBadge status={order.orderStatus} />
              </td>
            </tr>
          ))}
        </DataTable>
      )}
    </section>
  );
}
