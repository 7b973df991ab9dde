import type { Order } from '@bulkbazar/contract';
import { formatCount, formatTaka } from '@/lib/format';
import { useTranslation } from '@/lib/i18n';
import { Link } from 'react-router';
import { InvoiceLink } from '@/components/ui/invoice-link';
import { Money } from '@/components/ui/money';
import { paths } from '@/lib/paths';
import { Cell, DataTable, Row, RowHeader, thClasses } from './data-table';
import { dhakaTime, shortOrderId } from './format';
import { ShipAction } from './ship-action';
import { OrderStatusBadge, PaymentStatusBadge } from './status-badges';

const muted = 'block text-xs text-slate-500 dark:text-slate-400';

/**
 * SEED.md's sample order row, made real: id and date, the first product (and how many more the order holds),
 * units in all, total, buyer, payment, status. The details page lists every line.
 */
export function OrdersTable({ orders }: { orders: Order[] }) {
  const { t } = useTranslation();
  const label = {
    order: t('dashboard.orders.order'),
    product: t('dashboard.orders.product'),
    quantity: t('dashboard.orders.quantity'),
    total: t('dashboard.orders.total'),
    buyer: t('dashboard.orders.buyer'),
    payment: t('dashboard.orders.payment'),
    status: t('dashboard.orders.statusCol'),
    actions: t('dashboard.list.actions'),
  };
  const numeric = new Set<string>([label.quantity, label.total]);
  return (
    <DataTable
      stacked
      caption={t('dashboard.orders.title')}
      head={Object.values(label).map((column) => (
        <th key={column} scope="col" className={numeric.has(column) ? `${thClasses} text-right` : thClasses}>
          {column}
        </th>
      ))}
    >
      {orders.map((order) => (
        <Row key={order._id}>
          <RowHeader label={label.order} className="font-normal">
            <Link
              to={paths.dashboardOrder(order._id)}
              title={t('dashboard.orders.detailsFor', { id: shortOrderId(order._id) })}
              className="font-mono font-semibold text-emerald-800 underline dark:text-emerald-400"
            >
              {shortOrderId(order._id)}
            </Link>
            <span className={muted}>{dhakaTime(order.orderTime)}</span>
            <InvoiceLink order={order} number={shortOrderId(order._id)} look="link" />
          </RowHeader>
          <Cell label={label.product}>
            <span className="block max-w-56 font-medium break-words whitespace-normal max-md:ml-auto">
              {order.productName}
            </span>
            {order.items.length > 1 ? (
              <span className={`${muted} whitespace-nowrap`}>
                {t('orderLines.more', { count: order.items.length - 1 })}
              </span>
            ) : (
              <span className={`${muted} whitespace-nowrap`}>
                {t('dashboard.orders.sku', { sku: order.productSku })}
              </span>
            )}
          </Cell>
          <Cell label={label.quantity} className="text-right tabular-nums">
            {formatCount(order.items.reduce((sum, line) => sum + line.quantity, 0))}
            {order.items.length > 1 && (
              <span className={`${muted} whitespace-nowrap`}>
                {t('orderLines.count', { count: order.items.length })}
              </span>
            )}
          </Cell>
          <Cell label={label.total} className="text-right">
            <Money value={order.totalPrice} className="font-semibold" />
            {order.items.length === 1 && (
              <span className={`${muted} whitespace-nowrap`}>
                {t('dashboard.orders.perUnit', { price: formatTaka(order.productPrice) })}
              </span>
            )}
          </Cell>
          <Cell label={label.buyer}>
            <span className="block font-medium">{order.customerName}</span>
            <span className={muted}>{order.customerEmail}</span>
            <span className={muted}>{order.phoneNumber}</span>
          </Cell>
          <Cell label={label.payment}>
            <span className="block">{t(`payments.method.${order.paymentMethod}`)}</span>
            {order.transactionId && <span className={`${muted} font-mono`}>{order.transactionId}</span>}
            <span className="mt-1 block">
              <PaymentStatusBadge status={order.paymentStatus} />
            </span>
          </Cell>
          <Cell label={label.status}>
            <OrderStatusBadge status={order.orderStatus} />
            {order.declineReason && (
              <span className={`${muted} mt-1 max-w-48 break-words whitespace-normal`}>
                {t('dashboard.orders.declined', { reason: order.declineReason })}
              </span>
            )}
          </Cell>
          <Cell label={label.actions}>
            <ShipAction order={order} />
          </Cell>
        </Row>
      ))}
    </DataTable>
  );
}
