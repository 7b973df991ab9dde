import { formatDhakaDateTime, type Order } from '@bulkbazar/contract';
import { useTranslation } from '@/lib/i18n';
import { FactList, type Fact } from '@/components/ui/fact-list';
import { Money } from '@/components/ui/money';

/**
 * The figures of an order as label/value pairs (its lines are listed by OrderLines); the buyer's and the
 * seller's views add their own rows.
 */
export function OrderFacts({ order, extra = [] }: { order: Order; extra?: Fact[] }) {
  const { t } = useTranslation();
  const rows: Fact[] = [
    // A declined order says why first: it is what the buyer needs to know about it.
    ...(order.declineReason ? [[t('orders.declinedBecause'), order.declineReason] as Fact] : []),
    ...extra,
    [t('orders.total'), <Money value={order.totalPrice} className="font-semibold" />],
    [
      t('orders.payment'),
      t('orders.paymentLine', {
        method: t(`orders.paymentMethods.${order.paymentMethod}`),
        status: t(`orders.paymentStatus.${order.paymentStatus}`),
      }),
    ],
    ...(order.transactionId ? [[t('orders.transactionId'), order.transactionId] as Fact] : []),
    [t('orders.ordered'), <time dateTime={order.orderTime}>{formatDhakaDateTime(order.orderTime)}</time>],
  ];
  return <FactList facts={rows} className="grid-cols-[auto_minmax(0,1fr)] gap-y-1" />;
}
