import { COURIER_LABELS } from '@bulkbazar/contract';
import { Link } from 'react-router';
import { formatDhakaDate } from '@/lib/format';
import { useTranslation } from '@/lib/i18n';
import { paths } from '@/lib/paths';
import { useDueOrders } from '../api/get-due-orders';
import { DataTable, tdClasses, thClasses } from './data-table';
import { shortOrderId } from './format';
import { OrderStatusBadge } from './status-badges';

/** Open orders past their promised delivery day or due by tomorrow in Dhaka (PRODUCT.md "Delivery"). */
export function DueOrders() {
  const { t } = useTranslation();
  const { data } = useDueOrders();
  const title = t('delivery.due.title');
  const orders = data?.orders ?? [];
  return (
    <section aria-labelledby="due-heading" className="min-w-0">
      <h2 id="due-heading" className="text-lg font-semibold">
        {title}
      </h2>
      <p className="mb-3 text-sm text-slate-600 dark:text-slate-400">{t('delivery.due.intro')}</p>
      {data && orders.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 px-4 py-6 text-center text-slate-600 dark:border-slate-700 dark:text-slate-400">
          {t('delivery.due.empty')}
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
                {t('delivery.deliverBy')}
              </th>
              <th scope="col" className={thClasses}>
                {t('delivery.courier')}
              </th>
              <th scope="col" className={thClasses}>
                {t('dashboard.orders.statusCol')}
              </th>
            </>
          }
        >
          {orders.map((o) => (
            <tr key={o._id}>
              <td className={tdClasses}>
                <Link
                  to={paths.dashboardOrder(o._id)}
                  className="font-mono text-emerald-800 underline dark:text-emerald-400"
                >
                  {shortOrderId(o._id)}
                </Link>
              </td>
              <td className={tdClasses}>{o.customerName}</td>
              <td className={tdClasses}>
                <time dateTime={o.deliverBy}>{formatDhakaDate(`${o.deliverBy}T12:00:00+06:00`)}</time>
                {o.late && (
                  <span className="ml-2 rounded bg-red-100 px-1.5 text-xs font-semibold text-red-800 dark:bg-red-950 dark:text-red-200">
                    {t('delivery.due.late')}
                  </span>
                )}
              </td>
              <td className={tdClasses}>
                {o.courier ? `${COURIER_LABELS[o.courier]} · ${o.trackingCode ?? ''}` : '—'}
              </td>
              <td className={tdClasses}>
                <OrderStatusBadge status={o.orderStatus} />
              </td>
            </tr>
          ))}
        </DataTable>
      )}
    </section>
  );
}
