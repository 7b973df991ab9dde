import { formatCount, formatDhakaDateTime, type Order } from '@bulkbazar/contract';
import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n';
import { Money } from '@/components/ui/money';

/** The figures of an order as label/value pairs; the buyer's and the seller's views add their own rows. */
export function OrderFacts({ order, extra = [] }: { order: Order; extra?: [string, ReactNode][] }) {
  const { t } = useTranslation();
  const rows: [string, ReactNode][] = [
    // A declined order says why first: it is what the buyer needs to know about it.
    ...(order.declineReason
      ? [[t('orders.declinedBecause'), order.declineReason] as [string, ReactNode]]
      : []),
    ...extra,
    [t('orders.quantity'), t('orders.pieces', { quantity: formatCount(order.quantity) })],
    [t('orders.unitPrice'), <Money value={order.productPrice} />],
    [t('orders.total'), <Money value={order.totalPrice} className="font-semibold" />],
    [
      t('orders.payment'),
      t('orders.paymentLine', {
        method: t(`orders.paymentMethods.${order.paymentMethod}`),
        status: t(`orders.paymentStatus.${order.paymentStatus}`),
      }),
    ],
    ...(order.transactionId ? [[t('orders.transactionId'), order.transactionId] as [string, ReactNode]] : []),
    [t('orders.ordered'), <time dateTime={order.orderTime}>{formatDhakaDateTime(order.orderTime)}</time>],
  ];
  return (
    <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1 text-sm">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-slate-500 dark:text-slate-400">{label}</dt>
          <dd className="break-words">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
